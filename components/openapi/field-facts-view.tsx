import type { ReactNode } from 'react';

/**
 * A description in compact form (issue 12): the text of a plain one-paragraph description, or its
 * HTML (descriptionHtml of our sanitized Markdown). Long texts and HTML come as an object the page
 * reuses for every field with that description, so the RSC payload writes a repeat as a reference
 * to the first (React Flight dedupes an object it has already written), as it did for the element tree.
 */
export type DescriptionData = string | { p: string } | { h: string };

/** An example value as formatValue wrote it; with its title (the example's summary or name) and summary when it has them. */
export type ExampleData = string | [value: string, title: string, summary?: string];

/**
 * The facts under a field head in compact form: description, default, constant, allowed values,
 * constraints, examples and (parameters) the serialization style, each already formatted. Keys are
 * short and absent facts left out, because this is written into the RSC payload once per field.
 */
export type FactsData = { ds?: DescriptionData; df?: string; c?: string; e?: string[]; k?: string[]; x?: ExampleData[]; s?: string };

/**
 * The facts as the page draws them, in order. `desc` is a description that cannot travel as HTML
 * (it holds a code block, whose copy button is a client component), drawn as its element tree.
 */
export function FactsView({ d, desc }: { d: FactsData; desc?: ReactNode }): ReactNode[] {
  const out: ReactNode[] = [];
  if (desc !== undefined)
    out.push(
      <div key="d" className="prose oa-description">
        {desc}
      </div>,
    );
  else if (d.ds !== undefined) out.push(<DescriptionView key="d" ds={d.ds} />);
  if (d.df !== undefined) out.push(<Fact key="df" label="Default" values={[d.df]} />);
  if (d.c !== undefined) out.push(<Fact key="c" label="Constant" values={[d.c]} />);
  if (d.e) out.push(<Fact key="e" label="Allowed values" values={d.e} />);
  if (d.k) {
    out.push(
      <div key="k" className="oa-fact">
        <span className="oa-fact-label">Constraints</span>
        {d.k.map((c) => (
          <span key={c} className="oa-constraint">
            {c}
          </span>
        ))}
      </div>,
    );
  }
  if (d.x) {
    out.push(
      <div key="x" className="oa-fact">
        <span className="oa-fact-label">{d.x.length > 1 ? 'Examples' : 'Example'}</span>
        {d.x.map((x, i) => {
          const [value, title, summary] = typeof x === 'string' ? [x, ''] : x;
          return (
            <span key={i} className="oa-value-wrap" title={title}>
              <code className="oa-value">{value}</code>
              {summary !== undefined ? <span className="oa-value-note">{summary}</span> : null}
            </span>
          );
        })}
      </div>,
    );
  }
  return out;
}

/** A parameter's serialization style (`form, exploded`), after its other facts. */
export function SerializationView({ style }: { style: string }) {
  return (
    <div className="oa-fact">
      <span className="oa-fact-label">Serialization</span>
      <span className="oa-constraint">{style}</span>
    </div>
  );
}

function DescriptionView({ ds }: { ds: DescriptionData }) {
  if (typeof ds === 'object' && 'h' in ds) return <div className="prose oa-description" dangerouslySetInnerHTML={{ __html: ds.h }} />;
  return (
    <div className="prose oa-description">
      <p>{typeof ds === 'string' ? ds : ds.p}</p>
    </div>
  );
}

function Fact({ label, values }: { label: string; values: string[] }) {
  return (
    <div className="oa-fact">
      <span className="oa-fact-label">{label}</span>
      {values.map((v, i) => (
        <code key={i} className="oa-value">
          {v}
        </code>
      ))}
    </div>
  );
}
