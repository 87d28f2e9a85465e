'use client';

import { useState, type ReactNode } from 'react';

type State =
  { kind: 'idle' } | { kind: 'voted'; helpful: boolean } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

/**
 * "Was this page helpful?" with thumbs and an optional comment, posted to `/api/feedback` (stored in
 * the site's database, read with `lectern feedback`). A thumb opens the comment box and the vote is
 * sent once, with or without a comment ("Skip"), so one reader's opinion is one row, never two.
 * The thumbs are rendered by the server (the icon library stays out of the first-load JavaScript).
 */
export function Feedback({ page, icons }: { page: string; icons: { up: ReactNode; down: ReactNode } }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [comment, setComment] = useState('');

  async function send(helpful: boolean, text?: string) {
    setState({ kind: 'sending' });
    try {
      const response = await fetch('/api/feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page, helpful, ...(text ? { comment: text } : {}) }),
      });
      if (response.ok) return setState({ kind: 'done' });
      const problem = (await response.json().catch(() => null)) as { detail?: string } | null;
      setState({ kind: 'error', message: problem?.detail ?? `The feedback could not be sent (${response.status}).` });
    } catch {
      setState({ kind: 'error', message: 'The feedback could not be sent: the site did not answer.' });
    }
  }

  if (state.kind === 'done')
    return (
      <div className="feedback" role="status">
        Thanks for your feedback!
      </div>
    );
  return (
    <div className="feedback">
      <span className="feedback-question">Was this page helpful?</span>
      <button
        type="button"
        className="feedback-button"
        aria-pressed={state.kind === 'voted' && state.helpful}
        onClick={() => setState({ kind: 'voted', helpful: true })}
      >
        {icons.up} Yes
      </button>
      <button
        type="button"
        className="feedback-button"
        aria-pressed={state.kind === 'voted' && !state.helpful}
        onClick={() => setState({ kind: 'voted', helpful: false })}
      >
        {icons.down} No
      </button>
      {state.kind === 'voted' && (
        <form
          className="feedback-form"
          onSubmit={(event) => {
            event.preventDefault();
            void send(state.helpful, comment.trim());
          }}
        >
          <label htmlFor="feedback-comment">{state.helpful ? 'What helped? (optional)' : 'What was missing or wrong? (optional)'}</label>
          <textarea id="feedback-comment" maxLength={2000} rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
          <div className="feedback-actions">
            <button type="submit" className="feedback-send">
              Send feedback
            </button>
            <button type="button" className="feedback-skip" onClick={() => void send(state.helpful)}>
              Skip
            </button>
          </div>
        </form>
      )}
      {state.kind === 'error' && (
        <p className="feedback-error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
