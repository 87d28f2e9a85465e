import type { ReactNode } from 'react';
import type { EndpointModel } from '@/lib/openapi/page-model-types';
import { RequestBody, Responses } from './body-and-responses';
import { Callbacks } from './callbacks';
import { CodeSamplesCard, ExamplesCard, type ExampleSet, type HighlightedSample } from './code-panel';
import { EndpointHeader } from './endpoint-header';
import { HashReveal } from './hash-reveal.client';
import { ParameterSections } from './parameter-list';
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
 * An endpoint or webhook page below its title: header bar, intro, then the reference in the main
 * column and code samples with example responses beside it (sticky on wide screens).
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
  return (
    <div className="oa-page" data-kind={model.kind}>
      <EndpointHeader kind={model.kind} method={model.method} target={target} deprecated={deprecated} version={version} />
      {intro}
      {/* What the operation does comes before trying it. */}
      {model.description && <div className="prose oa-description oa-lead">{ctx.md(model.description)}</div>}
      {playground}
      <div className="oa-layout">
        <div className="oa-main">
          <SecuritySection security={model.security} ctx={ctx} />
          <ParameterSections parameters={model.parameters} ctx={ctx} />
          {model.requestBody && <RequestBody body={model.requestBody} ctx={ctx} title={webhook ? 'Payload' : 'Body'} />}
          <Responses responses={model.responses} ctx={ctx} />
          <Callbacks callbacks={model.callbacks} ctx={ctx} />
          {specUrl && (
            <p className="oa-spec-link">
              From the OpenAPI document <a href={specUrl}>{specUrl.split('/').pop()}</a>.
            </p>
          )}
        </div>
        <aside className="oa-aside" aria-label="Examples">
          <CodeSamplesCard samples={samples} />
          <ExamplesCard title="Payload" sets={payload} part="payload" />
          <ExamplesCard title="Response" sets={responses} part="responses" />
        </aside>
      </div>
      <HashReveal />
    </div>
  );
}
