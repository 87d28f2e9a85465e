/**
 * "Last updated on <date>" under a page (lib/page-meta/last-updated decides whether and which
 * date). Formatted on the server in UTC, so every reader sees the same day the build saw.
 */
export function LastUpdated({ iso }: { iso: string }) {
  const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
  return (
    <p className="last-updated">
      Last updated on <time dateTime={iso}>{day}</time>
    </p>
  );
}
