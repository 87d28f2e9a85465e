import { InlineMarkdown } from './inline-markdown';

/** A labelled form row: name, type, required marker, description and the field's error. */
export function FieldRow({
  htmlFor,
  name,
  type,
  required,
  description,
  error,
  children,
}: {
  htmlFor: string;
  name: string;
  type?: string;
  required?: boolean;
  description?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="pg-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={htmlFor} className="pg-label">
        <span className="pg-name">{name}</span>
        {required && (
          <span className="pg-required" title="required">
            required
          </span>
        )}
        {type && <span className="pg-type">{type}</span>}
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
