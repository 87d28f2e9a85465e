import 'server-only';
import type { ReactNode } from 'react';
import { materialiseSchemaPage } from '@/lib/openapi/materialise';
import { buildSchemaModel } from '@/lib/openapi/page-model';
import type { SchemaPageModel } from '@/lib/openapi/page-model-types';
import type { LoadedSpec } from '@/lib/openapi/types';
import { getCodeStyle } from '@/lib/site/code-style';
import type { RouteEntry, Site } from '@/lib/site/types';
import { getApiOptions } from './api-options';
import { CodePanel } from './code-panel';
import { collectSchemaTexts } from './collect-texts';
import { EndpointHeader } from './endpoint-header';
import { HashReveal } from './hash-reveal.client';
import { exampleSource, highlightCode } from './highlight';
import { renderMarkdownMap } from './markdown';
import { SchemaRoot } from './schema-view';
import { Section } from './section';
import { buildViewContext, type ViewContext } from './view-context';

/** A schema page (`/<directory>/schemas/<name>`): the tree of one component schema and an example. */
export async function SchemaPage({ site, route, spec, intro }: { site: Site; route: RouteEntry; spec: LoadedSpec; intro?: ReactNode }) {
  const options = getApiOptions(site.config);
  const shared = buildSchemaModel(spec, route.name ?? '', { postKeys: options.postKeys });
  if (!shared) return <p className="render-error">This schema is no longer in {spec.file}.</p>;
  const model = materialiseSchemaPage(shared);
  const example = model.example === undefined ? undefined : exampleSource(model.example);
  const style = getCodeStyle(site);
  const [md, exampleHtml] = await Promise.all([
    renderMarkdownMap(collectSchemaTexts(model), style),
    example ? highlightCode(example.code, example.lang, style) : undefined,
  ]);
  const ctx = buildViewContext(site, spec.source, md, options.expanded);
  return <SchemaView model={model} ctx={ctx} intro={intro} exampleHtml={exampleHtml} deprecated={route.deprecated} />;
}

/** The schema page below its title, synchronous so tests can render it directly. */
export function SchemaView({
  model,
  ctx,
  intro,
  exampleHtml,
  deprecated,
}: {
  model: SchemaPageModel;
  ctx: ViewContext;
  intro?: ReactNode;
  exampleHtml?: string;
  deprecated?: boolean;
}) {
  return (
    <div className="oa-page" data-kind="schema">
      <EndpointHeader kind="schema" target={model.name} deprecated={deprecated || model.schema.deprecated} />
      {intro && <div className="prose oa-intro">{intro}</div>}
      <div className="oa-layout">
        <div className="oa-main">
          <Section title="Schema" data={{ 'data-part': 'schema' }}>
            <SchemaRoot node={model.schema} ctx={ctx} />
          </Section>
        </div>
        <aside className="oa-aside" aria-label="Example">
          {exampleHtml && (
            <div className="oa-card" data-part="example">
              <div className="oa-switch-bar">
                <span className="oa-card-title">Example</span>
              </div>
              <CodePanel block={{ html: exampleHtml }} />
            </div>
          )}
        </aside>
      </div>
      <HashReveal />
    </div>
  );
}
