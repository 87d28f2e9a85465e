import type { ReactNode } from 'react';

type UnknownProps = { name?: string; source?: string; reason?: string; inline?: boolean; children?: ReactNode };

function explain({ name, source, reason }: UnknownProps): string {
  if (reason === 'missing') return `<${name}>: snippet ${source} not found`;
  if (reason === 'cycle') return `<${name}>: snippet ${source} includes itself`;
  if (reason === 'not-literal') return `<${name}>: only literal exports of ${source} can be used`;
  if (source && !/^[./]/.test(source)) return `<${name}>: imports from "${source}" are not supported`;
  if (source) return `<${name}>: ${source} cannot be used`;
  return `Unknown component <${name}>`;
}

/**
 * What a page shows where it uses a component Lectern does not have (or a snippet it cannot
 * load): a visible, named placeholder, with the children still rendered, instead of a crash.
 */
export function UnknownComponent(props: UnknownProps) {
  const label = explain(props);
  if (props.inline) {
    return (
      <span className="unknown-component is-inline" data-component={props.name} title={label}>
        <span className="unknown-component-label">{label}</span>
        {props.children}
      </span>
    );
  }
  return (
    <div className="unknown-component" data-component={props.name} role="note">
      <div className="unknown-component-label">{label}</div>
      {props.children}
    </div>
  );
}
