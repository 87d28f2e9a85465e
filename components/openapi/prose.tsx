import { descriptionData } from './description-data';
import type { ViewContext } from './view-context';

/**
 * A description outside the field rows (an operation's lead, a body's or a response's text): the
 * same markup as its rendered Markdown, written into the RSC payload as one HTML string
 * (description-data.ts) instead of an element per paragraph, code span and link. A server
 * component: nothing is added to the browser's JavaScript.
 */
export function Prose({ text, ctx, className = 'prose oa-description' }: { text: string; ctx: ViewContext; className?: string }) {
  const described = descriptionData(text, ctx);
  if ('desc' in described) return <div className={className}>{described.desc}</div>;
  const { ds } = described;
  if (typeof ds === 'object' && 'h' in ds) return <div className={className} dangerouslySetInnerHTML={{ __html: ds.h }} />;
  return (
    <div className={className}>
      <p>{typeof ds === 'string' ? ds : ds.p}</p>
    </div>
  );
}
