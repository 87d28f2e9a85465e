import type { MediaModel, RequestBodyModel, ResponseModel } from '@/lib/openapi/page-model-types';
import { statusClass } from './labels';
import { ParameterRow } from './parameter-list';
import { Prose } from './prose';
import { MediaClient, ResponseClient } from './response.client';
import { SchemaRoot } from './schema-view';
import { Section } from './section';
import { Switcher } from './switcher.client';
import type { ViewContext } from './view-context';

/** A request body (or a webhook's payload), one tab per media type. */
export function RequestBody({
  body,
  ctx,
  title = 'Body',
  level = 2,
}: {
  body: RequestBodyModel;
  ctx: ViewContext;
  title?: string;
  level?: 2 | 3 | 4;
}) {
  return (
    <Section
      title={title}
      level={level}
      extra={body.required ? <span className="oa-label oa-required">required</span> : null}
      data={{ 'data-part': 'body' }}
    >
      {body.description && <Prose text={body.description} ctx={ctx} />}
      <MediaSwitch content={body.content} ctx={ctx} />
    </Section>
  );
}

/** The schema of each media type; tabs only when there is more than one. */
export function MediaSwitch({ content, ctx }: { content: MediaModel[]; ctx: ViewContext }) {
  if (!content.length) return null;
  const panel = (m: MediaModel) => (m.schema ? <SchemaRoot node={m.schema} ctx={ctx} /> : <p className="oa-note">No schema given.</p>);
  if (content.length === 1) {
    return <MediaClient m={content[0].mediaType}>{panel(content[0])}</MediaClient>;
  }
  return <Switcher className="oa-media" label="Media type" labels={content.map((m) => m.mediaType)} panels={content.map(panel)} />;
}

/** Responses by status; the first is open, the rest collapsed (links into them still open them). */
export function Responses({ responses, ctx, level = 2 }: { responses: ResponseModel[]; ctx: ViewContext; level?: 2 | 3 | 4 }) {
  if (!responses.length) return null;
  return (
    <Section title="Responses" level={level} data={{ 'data-part': 'responses' }}>
      {responses.map((r, i) => {
        const [first, ...rest] = r.description.trim().split('\n');
        const summary = { s: r.status, c: statusClass(r.status), t: first.replace(/[*_`]/g, '') };
        return (
          <ResponseClient key={r.status} {...summary} {...(i === 0 ? { open: true } : {})}>
            {rest.join('').trim() ? <Prose text={r.description} ctx={ctx} /> : null}
            {r.headers.length > 0 ? (
              <div className="oa-response-headers">
                <div className="oa-subtitle">Headers</div>
                {r.headers.map((h) => (
                  <ParameterRow key={h.anchor} param={h} ctx={ctx} />
                ))}
              </div>
            ) : null}
            <MediaSwitch content={r.content} ctx={ctx} />
          </ResponseClient>
        );
      })}
    </Section>
  );
}
