import { sql } from 'kysely';
import type { AgentRuntime } from '../../lib/agent/agent-runtime';

/**
 * Rows of one SQL statement with `?` placeholders, on whichever database the runtime uses: the
 * text is cut at each `?` and handed to Kysely's `sql` tag, which numbers the values as the
 * dialect wants (`?` for SQLite, `$1…` for PostgreSQL). For tests that look at stored rows.
 */
export async function queryAll<T = Record<string, unknown>>(rt: AgentRuntime, text: string, ...params: unknown[]): Promise<T[]> {
  const parts = text.split('?');
  if (parts.length !== params.length + 1) throw new Error(`${parts.length - 1} placeholders but ${params.length} values: ${text}`);
  const strings = Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray;
  return (await sql<T>(strings, ...params).execute(rt.db.kx)).rows;
}

/** The first row of `queryAll`, or undefined. */
export async function queryOne<T = Record<string, unknown>>(rt: AgentRuntime, text: string, ...params: unknown[]): Promise<T | undefined> {
  return (await queryAll<T>(rt, text, ...params))[0];
}
