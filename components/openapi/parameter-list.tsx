import type { ParameterModel, ParametersByLocation } from '@/lib/openapi/page-model-types';
import { factsData, fieldRow } from './field-parts';
import { FieldChildren } from './schema-view';
import { Section } from './section';
import type { ViewContext } from './view-context';

const LOCATIONS: [keyof ParametersByLocation, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Headers'],
  ['cookie', 'Cookies'],
];

/** Parameters grouped by where they go (https://spec.openapis.org/oas/v3.1.0#parameter-locations). */
export function ParameterSections({
  parameters,
  ctx,
  level = 2,
}: {
  parameters: ParametersByLocation;
  ctx: ViewContext;
  level?: 2 | 3 | 4;
}) {
  return (
    <>
      {LOCATIONS.map(([location, title]) =>
        parameters[location].length ? (
          <Section key={location} title={title} level={level} data={{ 'data-location': location }}>
            {parameters[location].map((p, i) => (
              <ParameterRow key={i} param={p} ctx={ctx} />
            ))}
          </Section>
        ) : null,
      )}
    </>
  );
}

/** One parameter or response header: head, description, schema facts, named examples. */
export function ParameterRow({ param, ctx }: { param: ParameterModel; ctx: ViewContext }) {
  const style = param.style ? `${param.style}${param.explode ? ', exploded' : ''}` : undefined;
  const facts = factsData(param.schema, param.description ?? param.schema?.description, param.examples, ctx);
  if (style) facts.d.s = style;
  return fieldRow({
    head: { anchor: param.anchor, name: param.name, node: param.schema, required: param.required, deprecated: param.deprecated, ctx },
    facts,
    rowDeprecated: param.deprecated,
    param: true,
    nested: param.schema ? FieldChildren({ node: param.schema, ctx }) : null,
  });
}
