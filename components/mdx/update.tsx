import GithubSlugger from 'github-slugger';
import type { ReactNode } from 'react';
import { InlineMarkdown } from './inline-markdown';
import { toList } from './props';

type UpdateProps = { label?: string; description?: string; tags?: unknown; id?: string; children?: ReactNode };

/**
 * One changelog entry: the label (a date or version) with its anchor, tags and description in a
 * side column on wide screens, the content beside it. The id comes from Lectern's remark step
 * (unique on the page); the slug of the label is the fallback.
 */
export function Update({ label = '', description, tags, id, children }: UpdateProps) {
  const anchor = id ?? new GithubSlugger().slug(label);
  const tagList = toList(tags);
  return (
    <section className="update" id={anchor || undefined}>
      <div className="update-meta">
        <a className="update-label" href={`#${anchor}`}>
          {label}
        </a>
        {tagList.length > 0 && (
          <div className="update-tags">
            {tagList.map((tag) => (
              <span key={tag} className="update-tag">
                {tag}
              </span>
            ))}
          </div>
        )}
      </div>
      <div className="update-body">
        {description && (
          <p className="update-description">
            <InlineMarkdown text={description} />
          </p>
        )}
        {children}
      </div>
    </section>
  );
}
