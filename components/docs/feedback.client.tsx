'use client';

import { CHROME_ICONS } from '@/components/ui/chrome-icons';
import { IconSvg } from '@/components/ui/icon-svg';
import { useState, type ComponentType } from 'react';
import type { FeedbackFormProps, FeedbackResult } from './feedback-form.client';

type State = { kind: 'idle' } | { kind: 'voted'; helpful: boolean } | FeedbackResult;
type Form = ComponentType<FeedbackFormProps>;

let loading: Promise<Form> | undefined;
/** The comment form's chunk, fetched once per document when a reader reaches for a thumb. */
function loadForm(): Promise<Form> {
  loading ??= import('./feedback-form.client').then((m) => m.FeedbackForm);
  return loading;
}

/**
 * "Was this page helpful?" with thumbs and an optional comment, posted to `/api/feedback` (stored in
 * the site's database, read with `lectern feedback`). A thumb opens the comment box and the vote is
 * sent once, with or without a comment ("Skip"), so one reader's opinion is one row, never two.
 * The thumbs are drawn here, not handed down from the server, so they are not in every page's RSC
 * payload (Lucide's icon component is in the client bundle anyway), and the form arrives when a thumb is pointed at, focused or pressed (issue 12).
 */
export function Feedback({ page }: { page: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [comment, setComment] = useState('');
  const [Form, setForm] = useState<Form>();

  // Loads the form (once), then applies the vote: the box never opens before it can render.
  function want(vote?: boolean) {
    void loadForm().then(
      (loaded) => {
        setForm(() => loaded);
        if (vote !== undefined) setState({ kind: 'voted', helpful: vote });
      },
      () => {
        // A failed chunk load (offline, a new deployment) is retried on the next intent.
        loading = undefined;
        if (vote !== undefined) setState({ kind: 'error', message: 'The feedback form could not be loaded: the site did not answer.' });
      },
    );
  }

  if (state.kind === 'done')
    return (
      <div className="feedback" role="status">
        Thanks for your feedback!
      </div>
    );
  const thumb = (helpful: boolean) => (
    <button
      type="button"
      className="feedback-button"
      aria-pressed={state.kind === 'voted' && state.helpful === helpful}
      onClick={() => want(helpful)}
      onPointerEnter={() => want()}
      onFocus={() => want()}
    >
      {helpful ? (
        <IconSvg icon={CHROME_ICONS['thumbs-up']} size={15} aria-hidden />
      ) : (
        <IconSvg icon={CHROME_ICONS['thumbs-down']} size={15} aria-hidden />
      )}
      {helpful ? ' Yes' : ' No'}
    </button>
  );
  return (
    <div className="feedback">
      <span className="feedback-question">Was this page helpful?</span>
      {thumb(true)}
      {thumb(false)}
      {state.kind === 'voted' && Form && (
        <Form page={page} helpful={state.helpful} comment={comment} onComment={setComment} onResult={setState} />
      )}
      {state.kind === 'error' && (
        <p className="feedback-error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
