import type { SelectQueryBuilder } from 'kysely';
import type { Db } from './db';

/*
 * What differs between SQLite and PostgreSQL, in one place. Everything else (upserts with
 * ON CONFLICT, RETURNING, partial indexes, BIGINT millisecond timestamps, INTEGER 0/1 flags, JSON
 * kept as TEXT) is written once and means the same on both.
 */

/**
 * Claiming: on PostgreSQL the chosen row is locked and rows other workers hold are skipped
 * (`FOR UPDATE SKIP LOCKED`), so workers on several machines claim different rows at once. SQLite
 * has no row locks and needs none: its write transaction (`BEGIN IMMEDIATE`) already runs alone.
 */
export function skipLocked<DB, TB extends keyof DB, O>(db: Db, qb: SelectQueryBuilder<DB, TB, O>, of?: TB): SelectQueryBuilder<DB, TB, O> {
  return db.dialect === 'postgres' ? qb.forUpdate(of as never).skipLocked() : qb;
}

/**
 * Read-then-write of one row (a job's derived status, a deployment's log): on PostgreSQL the row is
 * locked until commit, so two writers in READ COMMITTED cannot both read the old value. SQLite's
 * write transaction already excludes them.
 */
export function lockRow<DB, TB extends keyof DB, O>(db: Db, qb: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return db.dialect === 'postgres' ? qb.forUpdate() : qb;
}

/**
 * Takes turns on one row (a project, while a run of it is claimed): on PostgreSQL the row is
 * locked `FOR NO KEY UPDATE` until commit, so a second transaction asking for it waits, and its
 * next statement sees what the first committed. NO KEY: inserts of rows that reference it (jobs,
 * runs) take only a key-share lock and are not held up. SQLite's write transaction already excludes.
 */
export function serialiseOn<DB, TB extends keyof DB, O>(db: Db, qb: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return db.dialect === 'postgres' ? qb.forNoKeyUpdate() : qb;
}
