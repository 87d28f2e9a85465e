import type { ReactNode } from 'react';
import type { EndpointModel } from '@/lib/openapi/page-model-types';
import { RequestBody, Responses } from './body-and-responses';
import { Callbacks } from './callbacks';
import { CodeSamplesCard, ExamplesCard, type ExampleSet, type HighlightedSample } from './code-panel';
import { EndpointHeader } from './endpoint-header';
import { HashReveal } from './hash-reveal.client';
import { LevelDrawerProvider } from './level-drawer.client';
import { ParameterSections } from './parameter-list';
import { Prose } from './prose';
import { SecuritySection } from './security';
import type { ViewContext } from './view-context';

export type EndpointViewProps = {
  model: EndpointModel;
  ctx: ViewContext;
  /** Path or full URL for the header. */
  target: string;
  deprecated?: boolean;
  version?: string;
  /** The page's MDX body and `x-docs.content`, shown before the reference. */
  intro?: ReactNode;
  /** Where the interactive playground goes. */
  playground?: ReactNode;
  samples: HighlightedSample[];
  /** Webhooks: the payload examples. */
  payload: ExampleSet[];
  responses: ExampleSet[];
  /** Link to download the spec the page comes from. */
  specUrl?: string;
};

/**
 * An endpoint or webhook page below its title, laid out as the best API references are: the
 * header bar, then two columns on wide screens. The left column reads top to bottom (intro,
 * description, security, parameters, body, responses); the right one, sticky while the left
 * scrolls, holds what a reader acts on: the playground, the request sample and the response
 * examples. There is one request sample: the playground's, which follows its inputs, and the
 * server-rendered one stands in for it only where no playground runs (openapi.css). At 390 px
 * it is one column, with the right column's content between the description and the parameters.
 */
export function EndpointView({
  model,
  ctx,
  target,
  deprecated,
  version,
  intro,
  playground,
  samples,
  payload,
  responses,
  specUrl,
}: EndpointViewProps) {
  const webhook = model.kind === 'webhook';
  // An empty slot is written `null`, not left undefined: the RSC payload spells undefined as
  // "$undefined" (12 bytes against 4) in every copy Next stores of the page (issue 12). The slots
  // stay in place, so React's useId (tab ids) counts the same children.
  return (
    <div className="oa-page" data-kind={model.kind}>
      {/* Deferred schema levels get their drawing code from here (level-drawer-context.client.ts). */}
      <LevelDrawerProvider {...(ctx.deferBase ? { base: ctx.deferBase } : {})}>
        <EndpointHeader kind={model.kind} method={model.method} target={target} deprecated={deprecated} version={version} />
        <div className="oa-layout">
          <div className="oa-main">
            {intro ?? null}
            {model.description ? <Prose text={model.description} ctx={ctx} className="prose oa-description oa-lead" /> : null}
            <SecuritySection security={model.security} ctx={ctx} />
            <ParameterSections parameters={model.parameters} ctx={ctx} />
            {model.requestBody ? <RequestBody body={model.requestBody} ctx={ctx} title={webhook ? 'Payload' : 'Body'} /> : null}
            <Responses responses={model.responses} ctx={ctx} />
            <Callbacks callbacks={model.callbacks} ctx={ctx} />
            {specUrl ? (
              <p className="oa-spec-link">
                From the OpenAPI document <a href={specUrl}>{specUrl.split('/').pop()}</a>.
              </p>
            ) : null}
          </div>
          <aside className="oa-aside" aria-label="Try it and examples">
            {playground ?? null}
            <CodeSamplesCard samples={samples} />
            <ExamplesCard title="Payload" sets={payload} part="payload" />
            <ExamplesCard title="Response" sets={responses} part="responses" />
          </aside>
        </div>
        <HashReveal />
      </LevelDrawerProvider>
    </div>
  );
}
