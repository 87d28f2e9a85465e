import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../agent/db/open';
import { parseFeedback } from './parse-feedback';
import { insertFeedback, listFeedback } from './store';
import { toCsv } from './to-csv';

describe('parseFeedback', () => {
  it.each([
    ['a vote', { page: '/a', helpful: true }, { page: '/a', helpful: true }],
    [
      'a vote with a comment, trimmed',
      { page: '/a', helpful: false, comment: '  too short  ' },
      { page: '/a', helpful: false, comment: 'too short' },
    ],
    ['an empty comment is none', { page: '/a', helpful: false, comment: '   ' }, { page: '/a', helpful: false }],
  ])('accepts %s', (_, body, want) => {
    expect(parseFeedback(body)).toEqual({ ok: true, value: want });
  });

  it.each([
    ['not an object', 'yes', ['']],
    ['an array', [], ['']],
    ['no page, helpful as text', { helpful: 'yes' }, ['page', 'helpful']],
    ['a page without a leading slash', { page: 'a', helpful: true }, ['page']],
    ['a comment of another type', { page: '/a', helpful: true, comment: 3 }, ['comment']],
    ['a comment too long', { page: '/a', helpful: true, comment: 'x'.repeat(2001) }, ['comment']],
  ])('refuses %s, naming every field', (_, body, fields) => {
    const result = parseFeedback(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.field)).toEqual(fields);
  });
});

describe('toCsv', () => {
  it('quotes, doubles quotes, and defuses formulas', () => {
    const row = (page: string, helpful: number, comment: string | null) => ({
      id: 'x',
      page,
      helpful,
      comment,
      created_at: Date.UTC(2026, 0, 2),
    });
    expect(toCsv([row('/a', 1, null), row('/b', 0, 'said "no", twice\nreally'), row('/c', 0, '=HYPERLINK("x")')])).toBe(
      'created_at,page,helpful,comment\r\n' +
        '2026-01-02T00:00:00.000Z,/a,yes,\r\n' +
        '2026-01-02T00:00:00.000Z,/b,no,"said ""no"", twice\nreally"\r\n' +
        '2026-01-02T00:00:00.000Z,/c,no,"\'=HYPERLINK(""x"")"\r\n',
    );
  });
});

describe('the feedback table (migration 3)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-feedback-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stores votes in a real SQLite file and lists them oldest first', async () => {
    const db = openDatabase({ dataDir: dir });
    await insertFeedback(db, { page: '/b', helpful: false, comment: 'unclear' }, 2000);
    await insertFeedback(db, { page: '/a', helpful: true }, 1000);
    expect((await listFeedback(db)).map(({ page, helpful, comment, created_at }) => ({ page, helpful, comment, created_at }))).toEqual([
      { page: '/a', helpful: 1, comment: null, created_at: 1000 },
      { page: '/b', helpful: 0, comment: 'unclear', created_at: 2000 },
    ]);
    await db.close();
  });
});
