import type { ComponentProps } from 'react';
import { CopyLabel } from './copy-label.client';
import { Icon } from '@/components/ui/icon';

/** `<pre>` as the highlighter leaves it: the fence's options are data attributes (lib/content/code-meta.ts). */
type PreProps = ComponentProps<'pre'> & {
  'data-title'?: string;
  'data-language'?: string;
  'data-icon'?: string;
  'data-lines'?: string;
  'data-expandable'?: string;
  'data-wrap'?: string;
  'data-nocopy'?: string;
};

/**
 * A highlighted code block: a header with the title (or language) and its icon, a copy button
 * unless `nocopy`, line numbers with `lines`, wrapped lines with `wrap`, and with `expandable` a
 * block shown at a few lines' height that opens in place (a `<details>` toggle: no JavaScript).
 */
export function CodeBlock({ children, ...props }: PreProps) {
  const title = props['data-title'];
  const language = props['data-language'];
  const has = (flag: 'data-lines' | 'data-wrap' | 'data-expandable' | 'data-nocopy') => props[flag] !== undefined;
  const classes = [
    'code-block',
    has('data-lines') && 'code-lines',
    has('data-wrap') && 'code-wrap',
    has('data-expandable') && 'code-expandable',
  ]
    .filter(Boolean)
    .join(' ');
  const pre = <pre {...props}>{children}</pre>;
  return (
    <figure className={classes} data-copy-root="">
      <div className="code-header">
        <span className="code-title">
          {props['data-icon'] && <Icon name={props['data-icon']} size={14} className="code-icon" />}
          {title ?? (language && language !== 'text' ? language : '')}
        </span>
        {!has('data-nocopy') && <CopyLabel targetSelector="pre" label="copyCode" />}
      </div>
      {has('data-expandable') ? (
        <>
          <div className="code-body">{pre}</div>
          <details className="code-expand">
            <summary>
              <span className="code-expand-more">Expand</span>
              <span className="code-expand-less">Collapse</span>
            </summary>
          </details>
        </>
      ) : (
        pre
      )}
    </figure>
  );
}
