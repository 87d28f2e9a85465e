import { randomUUID } from 'node:crypto';
import type { Db } from '../agent/db/db';
import type { FeedbackInput } from './parse-feedback';

export type FeedbackRow = { id: string; page: string; helpful: number; comment: string | null; created_at: number };

/** Stores one vote; the id is random so rows from several server processes never collide. */
export async function insertFeedback(db: Db, input: FeedbackInput, nowMs: number): Promise<string> {
  const id = `fb_${randomUUID()}`;
  await db.kx
    .insertInto('page_feedback')
    .values({ id, page: input.page, helpful: input.helpful ? 1 : 0, comment: input.comment ?? null, created_at: nowMs })
    .execute();
  return id;
}

/** Every vote, oldest first: the order a site owner reads a log in and a spreadsheet sorts from. */
export async function listFeedback(db: Db): Promise<FeedbackRow[]> {
  return db.kx
    .selectFrom('page_feedback')
    .select(['id', 'page', 'helpful', 'comment', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
