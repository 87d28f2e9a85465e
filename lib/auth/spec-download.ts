import { dump } from 'js-yaml';
import type { SpecFile } from '../site/spec-file';
import type { Site } from '../site/types';
import { filterSpecForViewer } from './filter-spec';
import type { Viewer } from './viewer';

/**
 * The body of a spec download for `viewer` (issue 5: "a spec with gated operations is served
 * filtered per viewer"): null when the viewer may see every operation, so the file is served as
 * written; otherwise the document without the operations (and the components and tags only they
 * use) whose pages the viewer may not see, in the file's own format.
 */
export function buildSpecDownload(site: Pick<Site, 'specs' | 'routes' | 'nav'>, file: SpecFile, viewer: Viewer): string | null {
  const spec = site.specs.get(file.sources[0]);
  if (!spec) return null;
  const sources = new Set(file.sources);
  const routes = site.routes.filter((r) => r.spec !== undefined && sources.has(r.spec) && (r.kind === 'endpoint' || r.kind === 'webhook'));
  const root = { public: site.nav?.public, groups: site.nav?.groups };
  const filtered = filterSpecForViewer(spec.doc, viewer, { routes, root });
  if (filtered === spec.doc) return null;
  return spec.format === 'json' ? JSON.stringify(filtered, null, 2) : dump(filtered, { noRefs: true, lineWidth: -1 });
}
