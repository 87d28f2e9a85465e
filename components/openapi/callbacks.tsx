import type { CallbackModel } from '@/lib/openapi/page-model-types';
import { RequestBody, Responses } from './body-and-responses';
import { ParameterSections } from './parameter-list';
import { Section } from './section';
import type { ViewContext } from './view-context';

/**
 * Requests the API makes back to the caller (https://spec.openapis.org/oas/v3.1.0#callback-object):
 * each callback's URL expression and, per method, what it sends and expects.
 */
export function Callbacks({ callbacks, ctx }: { callbacks: CallbackModel[]; ctx: ViewContext }) {
  if (!callbacks.length) return null;
  return (
    <Section title="Callbacks" data={{ 'data-part': 'callbacks' }}>
      {callbacks.map((cb) => (
        <details key={`${cb.name} ${cb.expression}`} className="oa-callback" open={ctx.expanded}>
          <summary>
            <span className="oa-callback-name">{cb.name}</span>
            <code className="oa-callback-url">{cb.expression}</code>
          </summary>
          {cb.operations.map((op) => (
            <div key={op.method} className="oa-callback-operation">
              <div className="oa-callback-head">
                <span className={`method-badge method-${op.method.toLowerCase()}`}>{op.method}</span>
                {op.summary && <span>{op.summary}</span>}
                {op.deprecated && <span className="oa-label oa-deprecated">deprecated</span>}
              </div>
              {op.description && <div className="prose oa-description">{ctx.md(op.description)}</div>}
              <ParameterSections parameters={op.parameters} ctx={ctx} level={4} />
              {op.requestBody && <RequestBody body={op.requestBody} ctx={ctx} level={4} />}
              <Responses responses={op.responses} ctx={ctx} level={4} />
            </div>
          ))}
        </details>
      ))}
    </Section>
  );
}
