import { toPlaygroundDto } from '@/lib/openapi/to-playground';
import { getRouteOperation, type RouteOperation } from '@/lib/playground/route-operation';
import { getPlaygroundSettings } from '@/lib/playground/settings';
import { joinServer } from '@/lib/openapi/build-request';
import type { CSSProperties } from 'react';
import { playgroundPalette } from '@/lib/content/code-palette';
import { getCodeStyle } from '@/lib/site/code-style';
import type { RouteEntry, Site } from '@/lib/site/types';
import { CopyLabel } from '@/components/mdx/copy-label.client';
import { getApiOptions } from '@/components/openapi/api-options';
import { resolveLanguage } from '@/lib/openapi/code-samples';
import { PlaygroundLoader } from './playground-loader.client';
import type { IslandSettings } from './types';
import './playground.css';

/**
 * The playground on an endpoint page (server side): computes the operation's DTO and the
 * settings in effect, then hands them to the lazily loaded client island. Simple mode and the
 * not-allowed state render here, with no client JavaScript at all. `viewerAllowed`: whether this
 * reader may use an `auth` playground (decided by the slot, lib/auth/playground-access).
 * `operation`: one already built (a hand-written endpoint page's, from its `ParamField`s).
 */
export async function PlaygroundPanel({
  site,
  route,
  viewerAllowed = false,
  operation,
}: {
  site: Pick<Site, 'config' | 'specs' | 'handWrittenEndpoints' | 'docsDir'>;
  route: RouteEntry;
  viewerAllowed?: boolean;
  operation?: RouteOperation;
}) {
  const found = operation ?? getRouteOperation(site, route);
  if (!found || found.entry.kind === 'webhook') return null;
  const settings = getPlaygroundSettings(site.config?.api, route.frontmatter, found.entry.xDocs.metadata);
  // `auth` for a reader who may not use it is the same as `none` (docs/docs-json.md): no playground,
  // and nothing in the page that would send them looking for one.
  if (settings.display === 'none' || (settings.display === 'auth' && !viewerAllowed)) return null;
  const dto = toPlaygroundDto(found.spec.doc, found.entry);
  const note =
    settings.display === 'simple'
      ? 'Sending requests is turned off for this page: copy the URL or a code sample and send it from your own client.'
      : dto.servers.length === 0
        ? 'This API names no server, so the playground cannot send requests. Copy the URL or a code sample and send it from your own client.'
        : undefined;
  if (note) {
    const server = dto.servers[0];
    const url = joinServer(
      server && { url: server.url, variables: Object.fromEntries(Object.entries(server.variables).map(([k, v]) => [k, v.default])) },
      dto.path,
    );
    return (
      <section className="playground pg-simple" aria-label="API playground" data-mode="simple">
        <div className="pg-bar" data-copy-root="">
          <span className={`method-badge method-${dto.method.toLowerCase()}`}>{dto.method}</span>
          <code className="pg-url">{url}</code>
          <CopyLabel text={url} label="copyUrl" />
        </div>
        <p className="pg-note">{note}</p>
      </section>
    );
  }
  // Keyed as the server-rendered card keys them (aside-data.ts), so the remembered language matches.
  const customSamples = found.entry.codeSamples.map((sample) => ({
    key: `custom:${sample.label ?? resolveLanguage(sample.lang)?.label ?? sample.lang}`,
    label: sample.label ?? resolveLanguage(sample.lang)?.label ?? sample.lang,
    source: sample.source,
    lang: resolveLanguage(sample.lang)?.lang ?? sample.lang.toLowerCase(),
  }));
  const style = getCodeStyle(site);
  const { postKeys, examples } = getApiOptions(site.config);
  const island: IslandSettings = {
    proxy: settings.proxy,
    credentials: settings.credentials,
    prefill: settings.prefill,
    languages: settings.languages,
    defaults: settings.defaults,
    environments: settings.environments,
    clientId: settings.clientId,
    codeThemes: style.themes,
    ...(postKeys?.length ? { postKeys } : {}),
    ...(customSamples.length ? { customSamples } : {}),
    ...(examples.autogenerate === false ? { autogenerate: false } : {}),
  };
  // The site's code theme colours for the code the island draws itself (lib/content/code-palette).
  const palette = (await playgroundPalette(style)) as CSSProperties | undefined;
  return (
    <section className="playground" aria-label="API playground" data-mode="interactive" style={palette}>
      <PlaygroundLoader dto={dto} settings={island} page={route.url} spec={route.spec ?? found.spec.source} />
    </section>
  );
}
