'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { AskAgentPanelProps } from './ask-agent-panel.client';

type Panel = ComponentType<AskAgentPanelProps>;
let loading: Promise<Panel> | undefined;

/**
 * The panel, its job stream and its forms are fetched when an editor reaches for the button
 * (pointer, focus or click), never on arrival: every reader of a site with sign-in downloaded
 * them before, editors or not (issue 12, first-load JavaScript). One promise per document.
 */
function loadPanel(): Promise<Panel> {
  loading ??= import('./ask-agent-panel.client').then((m) => m.AskAgentPanel);
  return loading;
}

/**
 * The editors' "Ask the agent" action (issue 15): a button on every page that opens the panel of
 * ask-agent-panel.client.tsx. Renders nothing until the server says this reader is an editor.
 * `icon` is rendered by the server, so the icon library stays out of the first load.
 */
export function AskAgent({ icon }: { icon: ReactNode }) {
  const [editor, setEditor] = useState(false);
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<Panel>();

  const pathname = usePathname();
  // Asked again on each navigation: the root layout outlives sign-in and sign-out.
  useEffect(() => {
    fetch('/api/editor/me', { cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<{ editor?: boolean }>) : { editor: false }))
      .then(
        (me) => setEditor(me.editor === true),
        () => setEditor(false),
      );
  }, [pathname]);

  // Loads the panel (once), then opens it if asked: it never opens before it can render.
  const want = useCallback((andOpen: boolean) => {
    void loadPanel().then(
      (loaded) => {
        setPanel(() => loaded);
        if (andOpen) setOpen(true);
      },
      // A failed chunk load (offline, a new deployment) is retried on the next intent.
      () => (loading = undefined),
    );
  }, []);

  if (!editor) return null;
  return (
    <>
      <button
        type="button"
        className="ask-agent-button"
        onClick={() => want(true)}
        onPointerEnter={() => want(false)}
        onFocus={() => want(false)}
        aria-haspopup="dialog"
      >
        {icon} Ask the agent
      </button>
      {Panel && <Panel open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
