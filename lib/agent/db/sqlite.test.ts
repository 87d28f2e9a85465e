import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite';

describe('openSqlite: named parameters bound by better-sqlite3', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lectern-db-'));
  const db = openSqlite(path.join(dir, 'agent.db'));
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('binds one object to :name placeholders, a name used twice included', () => {
    const row = db.get<{ sum: number; word: string }>('SELECT :n + :n AS sum, :word AS word', { n: 21, word: 'ok' });
    expect(row).toEqual({ sum: 42, word: 'ok' });
  });

  it('still binds positional values', () => {
    expect(db.get<{ v: number }>('SELECT ? * ? AS v', 6, 7)).toEqual({ v: 42 });
  });

  it('refuses a statement whose named value is missing, rather than binding NULL', () => {
    expect(() => db.get('SELECT :present AS a, :absent AS b', { present: 1 })).toThrow(/absent|named parameter/i);
  });
});
