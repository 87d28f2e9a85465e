import type { ComponentProps } from 'react';
import { CopyButton } from '@/components/ui/copy-button.client';

type PreProps = ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string };

/** A highlighted code block: optional title bar, language label and a copy button. */
export function CodeBlock({ children, ...props }: PreProps) {
  const title = props['data-title'];
  const language = props['data-language'];
  return (
    <figure className="code-block" data-copy-root="">
      <div className="code-header">
        <span className="code-title">{title ?? (language && language !== 'text' ? language : '')}</span>
        <CopyButton targetSelector="pre" label="Copy code" />
      </div>
      <pre {...props}>{children}</pre>
    </figure>
  );
}
