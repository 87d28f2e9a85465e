'use client';

import { CHROME_ICONS } from '@/components/ui/chrome-icons';
import { IconSvg } from '@/components/ui/icon-svg';
import { useEffect, useRef, useState } from 'react';
import type { PageAction } from '@/lib/page-meta/contextual-options';

/**
 * The page's contextual menu: copy the page as Markdown, view it as Markdown, open it in an AI chat,
 * copy the MCP server URL. The first action is the main button, the rest open from the chevron.
 * Absolute URLs are made in the browser from the address being read (the menu renders only once
 * opened, or after hydration for the main button), so one static page works behind any host name.
 * The icons are drawn here, not handed down from the server, so they are not in every page's RSC
 * payload (issue 12): a few paths of data (chrome-icons), without lucide-react's runtime.
 */
export function PageActions({ actions, markdownHref }: { actions: PageAction[]; markdownHref: string }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const [origin, setOrigin] = useState<string>();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => setOrigin(window.location.origin), []);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  async function copy(text: string | Promise<string>, done: string) {
    try {
      await navigator.clipboard.writeText(await text);
      setStatus(done);
    } catch {
      setStatus('Could not copy: the browser refused, or the page could not be read.');
    }
    setOpen(false);
  }

  /** Where a link action goes; undefined for the actions that copy. */
  function linkOf(action: PageAction): string | undefined {
    if (!origin) return undefined;
    const page = `${origin}${window.location.pathname}`;
    const mcp = `${origin}/mcp`;
    const prompt = encodeURIComponent(`Read ${page} so I can ask questions about it.`);
    if (action.kind === 'view') return markdownHref;
    if (action.kind === 'chatgpt') return `https://chatgpt.com/?hints=search&q=${prompt}`;
    if (action.kind === 'claude') return `https://claude.ai/new?q=${prompt}`;
    if (action.kind === 'perplexity') return `https://www.perplexity.ai/search/new?q=${prompt}`;
    if (action.kind === 'grok') return `https://grok.com/?q=${prompt}`;
    // In a query built on the server the `$` arrives as `%24`.
    const fill: Record<string, string> = { path: window.location.pathname, mcp, page };
    if (action.kind === 'custom')
      return action.href.replace(/(?:\$|%24)(path|mcp|page)\b/g, (_, name: string) => encodeURIComponent(fill[name]));
    return undefined;
  }

  function runCopy(action: PageAction) {
    const mcp = `${window.location.origin}/mcp`;
    if (action.kind === 'copy')
      return copy(
        fetch(markdownHref).then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status))))),
        'Page copied as Markdown',
      );
    if (action.kind === 'mcp') return copy(mcp, 'MCP server URL copied');
    if (action.kind === 'add-mcp') return copy(`npx add-mcp ${mcp}`, 'Install command copied');
  }

  function item(
    action: PageAction,
    className: string,
    role?: 'menuitem',
    body = (
      <>
        <span className="page-actions-title">{action.title}</span>
        <span className="page-actions-description">{action.description}</span>
      </>
    ),
  ) {
    const href = linkOf(action);
    if (href)
      return (
        <a
          key={action.title}
          className={className}
          role={role}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => setOpen(false)}
        >
          {body}
        </a>
      );
    return (
      <button key={action.title} type="button" className={className} role={role} onClick={() => void runCopy(action)}>
        {body}
      </button>
    );
  }

  const [first, ...rest] = actions;
  if (!first) return null;
  return (
    <div className="page-actions" ref={root}>
      {item(
        first,
        'page-actions-main',
        undefined,
        <>
          {status ? (
            <IconSvg icon={CHROME_ICONS.check} size={14} aria-hidden />
          ) : (
            <IconSvg icon={CHROME_ICONS.copy} size={14} aria-hidden />
          )}{' '}
          {first.title}
        </>,
      )}
      {rest.length > 0 && (
        <button
          type="button"
          className="page-actions-toggle"
          aria-label="More page actions"
          aria-haspopup="menu"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <IconSvg icon={CHROME_ICONS['chevron-down']} size={14} aria-hidden />
        </button>
      )}
      {open && (
        <div className="page-actions-menu" role="menu">
          {rest.map((action) => item(action, 'page-actions-item', 'menuitem'))}
        </div>
      )}
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </div>
  );
}
