import { randomUUID } from 'node:crypto';
import type { Db } from '../agent/db/sqlite';
import type { FeedbackInput } from './parse-feedback';

export type FeedbackRow = { id: string; page: string; helpful: number; comment: string | null; created_at: number };

/** Stores one vote; the id is random so rows from several server processes never collide. */
export function insertFeedback(db: Db, input: FeedbackInput, nowMs: number): string {
  const id = `fb_${randomUUID()}`;
  db.run(
    'INSERT INTO page_feedback (id, page, helpful, comment, created_at) VALUES (?, ?, ?, ?, ?)',
    id,
    input.page,
    input.helpful ? 1 : 0,
    input.comment ?? null,
    nowMs,
  );
  return id;
}

/** Every vote, oldest first: the order a site owner reads a log in and a spreadsheet sorts from. */
export function listFeedback(db: Db): FeedbackRow[] {
  return db.all<FeedbackRow>('SELECT id, page, helpful, comment, created_at FROM page_feedback ORDER BY created_at, id');
}
