import { CopyLabel } from '@/components/mdx/copy-label.client';
import { LANGUAGE_KEY } from './language-key';
import { Switcher } from './switcher.client';

/** Highlighted HTML (from shiki, which escapes the source) ready to show. */
export type HighlightedSample = { key: string; label: string; html: string };
/** The examples of one status (or of a payload): switchable by name; `note` when there are none. */
export type ExampleSet = { title: string; mediaType?: string; note?: string; examples: { label: string; html: string }[] };

/** One highlighted block with a copy button. */
export function CodePanel({ html }: { html: string }) {
  return (
    <div className="oa-code" data-copy-root="">
      <CopyLabel targetSelector="pre" label="copy" />
      <div className="oa-code-body" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

/** The request in every configured language; the reader's language choice follows them across pages. */
export function CodeSamplesCard({ samples }: { samples: HighlightedSample[] }) {
  if (!samples.length) return null;
  return (
    <div className="oa-card" data-part="code-samples">
      <Switcher
        variant="select"
        label="Language"
        title={<span className="oa-card-title">Request</span>}
        persist={LANGUAGE_KEY}
        keys={samples.map((s) => s.key)}
        labels={samples.map((s) => s.label)}
        panels={samples.map((s) => (
          <CodePanel key={s.key} html={s.html} />
        ))}
      />
    </div>
  );
}

/** Example bodies per status (or the webhook payload), named examples selectable. */
export function ExamplesCard({ title, sets, part }: { title: string; sets: ExampleSet[]; part: string }) {
  if (!sets.length) return null;
  const panels = sets.map((set, i) => <ExampleSetPanel key={i} set={set} />);
  return (
    <div className="oa-card" data-part={part}>
      {sets.length === 1 ? (
        <>
          <div className="oa-switch-bar">
            <span className="oa-card-title">{title}</span>
            {sets[0].title && <span className="oa-card-sub">{sets[0].title}</span>}
          </div>
          {panels[0]}
        </>
      ) : (
        <Switcher
          label={`${title} status`}
          title={<span className="oa-card-title">{title}</span>}
          labels={sets.map((s) => s.title)}
          panels={panels}
        />
      )}
    </div>
  );
}

function ExampleSetPanel({ set }: { set: ExampleSet }) {
  if (!set.examples.length) return <p className="oa-note oa-card-note">{set.note ?? 'No example.'}</p>;
  if (set.examples.length === 1) return <CodePanel html={set.examples[0].html} />;
  return (
    <Switcher
      variant="select"
      className="oa-example-switch"
      label="Example"
      labels={set.examples.map((e) => e.label)}
      panels={set.examples.map((e, i) => (
        <CodePanel key={i} html={e.html} />
      ))}
    />
  );
}
