import 'server-only';
import type { ReactNode } from 'react';
import { renderMdx } from '@/components/docs/mdx-page';
import { buildCodeSamples } from '@/lib/openapi/code-samples';
import type { LoadedSpec } from '@/lib/openapi/types';
import { getCodeStyle } from '@/lib/site/code-style';
import type { RouteEntry, Site } from '@/lib/site/types';
import { buildExampleSets, highlightSamples } from './aside-data';
import { getApiOptions } from './api-options';
import { collectEndpointTexts } from './collect-texts';
import { buildDeferral, drawnEndpointModel } from './deferred-place';
import { EndpointView } from './endpoint-view';
import { displayUrl } from './labels';
import { renderMarkdownMap } from './markdown';
import { PlaygroundSlot } from './playground-slot';
import { getSpecUrl } from './site-lookups';
import { buildViewContext } from './view-context';

type Props = { site: Site; route: RouteEntry; spec: LoadedSpec; intro?: ReactNode; variables?: Record<string, string> };

/**
 * An endpoint or webhook page: builds the page model of this one operation (materialised with its
 * anchors, lib/openapi/materialise.ts), renders its
 * descriptions, code samples and examples on the server, then lays them out (EndpointView).
 */
export async function EndpointPage({ site, route, spec, intro, variables }: Props) {
  const options = getApiOptions(site.config);
  // The page as drawn: shared schema subtrees in place, with this page's anchors.
  const model = drawnEndpointModel(site, route, spec);
  if (!model) return <p className="render-error">This operation is no longer in {spec.file}.</p>;
  const webhook = model.kind === 'webhook';
  const style = getCodeStyle(site);
  const [md, samples, payload, responses, content] = await Promise.all([
    renderMarkdownMap(collectEndpointTexts(model), style),
    webhook ? [] : highlightSamples(buildCodeSamples(model, options.examples), style),
    webhook && model.requestBody ? buildExampleSets([{ title: '', content: model.requestBody.content }], style) : [],
    buildExampleSets(
      model.responses.map((r) => ({ title: r.status, content: r.content })),
      style,
    ),
    model.content ? renderMdx(model.content, spec.file, 1, variables, { codeStyle: style, latex: site.config?.styling?.latex }) : undefined,
  ]);
  const ctx = buildViewContext(site, spec.source, md, options.expanded);
  ctx.defer = buildDeferral(site, spec, model, route.url, options.expanded);
  if (ctx.defer) ctx.deferBase = { p: route.url, s: spec.source };
  return (
    <EndpointView
      model={model}
      ctx={ctx}
      target={webhook ? (model.name ?? '') : displayUrl(model.path, model.servers, options.fullUrl)}
      deprecated={route.deprecated ?? model.deprecated}
      version={route.version}
      intro={
        intro || content ? (
          <div className="prose oa-intro">
            {intro}
            {content?.content}
          </div>
        ) : undefined
      }
      playground={<PlaygroundSlot site={site} route={route} spec={spec} />}
      samples={samples}
      payload={payload}
      responses={responses}
      specUrl={getSpecUrl(site, spec.source)}
    />
  );
}
