/**
 * An error (announced as an alert) and a note (a polite status) under a form section. The auth
 * section and each OAuth scheme report the same way, so a reader and a screen reader hear both alike.
 */
export function StatusLines({ error, note }: { error?: string; note?: string }) {
  return (
    <>
      {error && (
        <p className="pg-error" role="alert">
          {error}
        </p>
      )}
      {note && (
        <p className="pg-help" role="status">
          {note}
        </p>
      )}
    </>
  );
}
