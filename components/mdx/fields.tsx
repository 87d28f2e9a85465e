import type { ReactNode } from 'react';
import { AnchorLink } from './anchor-link.client';
import { toBool, toList, toText, type Flag } from './props';

type FieldProps = {
  id?: string;
  name?: string;
  query?: string;
  path?: string;
  body?: string;
  header?: string;
  cookie?: string;
  type?: string;
  required?: Flag;
  deprecated?: Flag;
  default?: unknown;
  placeholder?: string;
  pre?: unknown;
  post?: unknown;
  children?: ReactNode;
};

const LOCATIONS = ['query', 'path', 'body', 'header', 'cookie'] as const;

function Field({ props, location }: { props: FieldProps; location?: string }) {
  const name = props.name ?? LOCATIONS.map((l) => props[l]).find(Boolean) ?? '';
  const id = props.id ?? name.trim().replace(/\s+/g, '-');
  const fallback = toText(props.default);
  const deprecated = toBool(props.deprecated);
  return (
    <div className={`field${deprecated ? ' field-is-deprecated' : ''}`} id={id || undefined}>
      <div className="field-head">
        {id && <AnchorLink id={id} name={name} />}
        {toList(props.pre).map((label) => (
          <span key={label} className="field-label">
            {label}
          </span>
        ))}
        <code className="field-name">{name}</code>
        {props.type && <span className="field-type">{props.type}</span>}
        {location && <span className="field-location">{location}</span>}
        {toList(props.post).map((label) => (
          <span key={label} className="field-label">
            {label}
          </span>
        ))}
        {toBool(props.required) && <span className="field-required">required</span>}
        {deprecated && <span className="field-deprecated">deprecated</span>}
        {fallback !== undefined && (
          <span className="field-default">
            default: <code>{fallback}</code>
          </span>
        )}
      </div>
      {props.children && <div className="field-body">{props.children}</div>}
    </div>
  );
}

/** A request parameter: `<ParamField query="limit" type="integer" default="10" required>`. */
export function ParamField(props: FieldProps) {
  return <Field props={props} location={LOCATIONS.find((l) => props[l])} />;
}

/** A response (or any) field: `<ResponseField name="id" type="string" required>`. */
export function ResponseField(props: FieldProps) {
  return <Field props={props} />;
}
