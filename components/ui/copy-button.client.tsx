'use client';

import { useState } from 'react';

type CopyButtonProps = { text?: string; targetSelector?: string; label?: string; copiedLabel?: string; failedLabel?: string };

/**
 * Copies text to the clipboard. With `targetSelector`, it copies the text of the closest matching
 * element's descendant at click time, so server-rendered code never has to be duplicated into props.
 * The words come from the caller (in the page's language); English when none are given.
 */
export function CopyButton({
  text,
  targetSelector,
  label = 'Copy',
  copiedLabel = 'Copied',
  failedLabel = 'Press Ctrl+C',
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy(event: React.MouseEvent<HTMLButtonElement>) {
    const container = event.currentTarget.closest('[data-copy-root]');
    const value = text ?? (targetSelector ? container?.querySelector(targetSelector)?.textContent : '') ?? '';
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), 1500);
  }
  return (
    <button type="button" className="copy-button" onClick={copy} aria-label={label} data-state={state}>
      {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label}
    </button>
  );
}
