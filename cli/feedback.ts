import type { Args } from './args';
import { getRuntime } from '../lib/agent/runtime';
import { listFeedback } from '../lib/feedback/store';
import { toCsv } from '../lib/feedback/to-csv';

/**
 * `lectern feedback [--csv]`: the readers' votes stored by the site (in its data directory), as a
 * readable list with a per-page tally, or as CSV on stdout for a spreadsheet
 * (`lectern feedback --csv > feedback.csv`).
 */
export async function runFeedback(args: Args): Promise<number> {
  const rows = await listFeedback(getRuntime().db);
  if (args.flags.has('csv')) {
    process.stdout.write(toCsv(rows));
    return 0;
  }
  if (rows.length === 0) {
    console.log('No feedback yet: readers rate a page with the thumbs at its foot.');
    return 0;
  }
  for (const r of rows) {
    const comment = r.comment ? `  "${r.comment.replace(/\s+/g, ' ')}"` : '';
    console.log(`${new Date(r.created_at).toISOString()}  ${r.helpful ? 'helpful    ' : 'not helpful'}  ${r.page}${comment}`);
  }
  const tally = new Map<string, { up: number; down: number }>();
  for (const r of rows) {
    const t = tally.get(r.page) ?? { up: 0, down: 0 };
    if (r.helpful) t.up += 1;
    else t.down += 1;
    tally.set(r.page, t);
  }
  console.log(`\n${rows.length} vote${rows.length === 1 ? '' : 's'} on ${tally.size} page${tally.size === 1 ? '' : 's'}:`);
  for (const [page, t] of [...tally].sort((a, b) => b[1].down - a[1].down)) console.log(`  ${page}  ${t.up} up, ${t.down} down`);
  return 0;
}
