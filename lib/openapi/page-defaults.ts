/**
 * Page defaults of a generated page (docs/docs-json.md "OpenAPI documents": title = summary, else
 * `METHOD /path`; deprecated from the operation), with `x-docs.metadata` overriding them as
 * frontmatter would.
 */
import type { OperationEntry } from './operations';
import { plainTitle } from './plain-title';
import { str } from './types';

export type PageDefaults = {
  title: string;
  /** `x-docs.metadata.sidebarTitle`: the shorter label the sidebar shows, as frontmatter `sidebarTitle`. */
  sidebarTitle?: string;
  description?: string;
  deprecated: boolean;
  hidden: boolean;
  version?: string;
};

/** Title, description and labels for an operation or webhook page. */
export function pageDefaults(entry: OperationEntry): PageDefaults {
  const meta = entry.xDocs.metadata ?? {};
  const fallback = entry.kind === 'webhook' ? (entry.name ?? '') : `${entry.method} ${entry.path}`;
  const description = str(meta.description) ?? str(entry.operation.description);
  return {
    title: str(meta.title)?.trim() || (entry.summary && plainTitle(entry.summary)) || fallback,
    ...(str(meta.sidebarTitle)?.trim() ? { sidebarTitle: str(meta.sidebarTitle)!.trim() } : {}),
    ...(description !== undefined ? { description } : {}),
    deprecated: typeof meta.deprecated === 'boolean' ? meta.deprecated : entry.deprecated,
    hidden: meta.hidden === true,
    ...(typeof meta.version === 'string' ? { version: meta.version } : {}),
  };
}
