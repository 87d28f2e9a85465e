import { useContext } from 'react';
import { buildPills } from '@/lib/openapi/pills';
import { InlineMarkdown } from './inline-markdown';
import { PostKeysContext } from './pill-keys';

/**
 * A labelled form row: name, type, required marker, description and the field's error. With the
 * field's `schema`, the reference's pills too (Mintlify "Parameter pills", lib/openapi/pills):
 * `x-mint.pre` before the name, `api.params.post` keys and `x-mint.post` after it, in the same
 * chips, so a field reads the same in the form as in the parameter list beside it.
 */
export function FieldRow({
  htmlFor,
  name,
  type,
  required,
  description,
  error,
  schema,
  children,
}: {
  htmlFor: string;
  name: string;
  type?: string;
  required?: boolean;
  description?: string;
  error?: string;
  /** The field's resolved schema, for its pills. */
  schema?: Record<string, unknown>;
  children: React.ReactNode;
}) {
  return (
    <div className="pg-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={htmlFor} className="pg-label">
        <FieldPills schema={schema} side="pre" />
        <span className="pg-name">{name}</span>
        {required && (
          <span className="pg-required" title="required">
            required
          </span>
        )}
        {type && <span className="pg-type">{type}</span>}
        <FieldPills schema={schema} side="post" />
      </label>
      <div className="pg-control">
        {children}
        {description && (
          <p className="pg-help">
            <InlineMarkdown text={description} />
          </p>
        )}
        {error && (
          <p className="pg-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** One side of a field's pills (lib/openapi/pills), in the reference's chips (components/openapi/field-parts). */
export function FieldPills({ schema, side }: { schema?: Record<string, unknown>; side: 'pre' | 'post' }) {
  const postKeys = useContext(PostKeysContext);
  if (!schema) return null;
  return buildPills(schema, postKeys)[side]?.map((text) => (
    <span key={text} className="oa-label oa-pill" data-pill={side}>
      {text}
    </span>
  ));
}
