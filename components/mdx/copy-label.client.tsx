'use client';

import { useUiStrings } from '@/components/docs/ui-strings-context.client';
import { CopyButton } from '@/components/ui/copy-button.client';
import type { ControlStrings } from '@/lib/i18n/ui-strings';

type Props = { label: 'copy' | 'copyCode' | 'copyUrl' | 'copyPrompt'; text?: string; targetSelector?: string };

/**
 * A copy button in the page's language: server components (code blocks, the API reference) name
 * the label by key, and the words are looked up in the browser's UiStrings context, which follows
 * the URL's language, so one server render serves every language of the site.
 */
export function CopyLabel({ label, text, targetSelector }: Props) {
  const strings: ControlStrings = useUiStrings();
  return (
    <CopyButton
      text={text}
      targetSelector={targetSelector}
      label={strings[label]}
      copiedLabel={strings.copied}
      failedLabel={strings.copyFailed}
    />
  );
}
