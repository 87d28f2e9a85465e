'use client';

export type FeedbackResult = { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

export type FeedbackFormProps = {
  page: string;
  helpful: boolean;
  comment: string;
  onComment: (comment: string) => void;
  onResult: (result: FeedbackResult) => void;
};

/**
 * The comment box a thumb opens, and the one POST to `/api/feedback` that sends the vote with or
 * without a comment ("Skip"). Loaded by Feedback when the reader reaches for a thumb: most readers
 * never vote, so this stays out of every page's first load (issue 12).
 */
export function FeedbackForm({ page, helpful, comment, onComment, onResult }: FeedbackFormProps) {
  async function send(text?: string) {
    onResult({ kind: 'sending' });
    try {
      const response = await fetch('/api/feedback', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page, helpful, ...(text ? { comment: text } : {}) }),
      });
      if (response.ok) return onResult({ kind: 'done' });
      const problem = (await response.json().catch(() => null)) as { detail?: string } | null;
      onResult({ kind: 'error', message: problem?.detail ?? `The feedback could not be sent (${response.status}).` });
    } catch {
      onResult({ kind: 'error', message: 'The feedback could not be sent: the site did not answer.' });
    }
  }

  return (
    <form
      className="feedback-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send(comment.trim());
      }}
    >
      <label htmlFor="feedback-comment">{helpful ? 'What helped? (optional)' : 'What was missing or wrong? (optional)'}</label>
      <textarea id="feedback-comment" maxLength={2000} rows={3} value={comment} onChange={(e) => onComment(e.target.value)} />
      <div className="feedback-actions">
        <button type="submit" className="feedback-send">
          Send feedback
        </button>
        <button type="button" className="feedback-skip" onClick={() => void send()}>
          Skip
        </button>
      </div>
    </form>
  );
}
