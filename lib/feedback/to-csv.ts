import type { FeedbackRow } from './store';

/**
 * Feedback rows as RFC 4180 CSV (header line, CRLF, quoted where needed). A comment that starts
 * with `=`, `+`, `-` or `@` gets a leading apostrophe: readers write comments, and a spreadsheet
 * would otherwise run them as formulas (CSV injection).
 */
export function toCsv(rows: FeedbackRow[]): string {
  const lines = [['created_at', 'page', 'helpful', 'comment']];
  for (const r of rows) lines.push([new Date(r.created_at).toISOString(), r.page, r.helpful ? 'yes' : 'no', r.comment ?? '']);
  return lines.map((cells) => cells.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
