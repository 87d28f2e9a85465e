import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { CopyButton } from '@/components/ui/copy-button.client';
import { InlineMarkdown } from './inline-markdown';

/** Side-panel content; Lectern's remark step moves a top-level `Panel` into the side column. */
export function Panel({ children }: { children?: ReactNode }) {
  return <div className="panel">{children}</div>;
}

/** Content for readers on the web (`for="humans"`) or only in Markdown exports (`for="agents"`). */
export function Visibility({ for: audience, children }: { for?: string; children?: ReactNode }) {
  return audience === 'agents' ? null : <>{children}</>;
}

/** One of several alternative views of the page (per language or framework), each titled. */
export function View({ title, icon, children }: { title?: string; icon?: string; children?: ReactNode }) {
  return (
    <section className="view" data-view={title}>
      {title && (
        <p className="view-title">
          {icon && <Icon name={icon} size={15} />}
          {title}
        </p>
      )}
      {children}
    </section>
  );
}

/** A ready-made AI prompt with a copy button. */
export function Prompt({ description, icon, children }: { description?: string; icon?: string; children?: ReactNode }) {
  return (
    <div className="prompt" data-copy-root="">
      <div className="prompt-head">
        {icon && <Icon name={icon} size={16} />}
        <span className="prompt-description">{description && <InlineMarkdown text={description} />}</span>
        <CopyButton targetSelector=".prompt-text" label="Copy prompt" />
      </div>
      <div className="prompt-text">{children}</div>
    </div>
  );
}
