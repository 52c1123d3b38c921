import {
  CHAIN_START_HASH,
  CHANGE_LOG_HASH_VERSION,
  type ChangeLogAction,
  type ChangeLogSubject,
  chainChangeLogEntry,
} from '@carbon-ledger/core';
import { eq, sql } from 'drizzle-orm';
import { changeLog, changeLogHeads } from '../../db/schema/change-log.ts';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';

/** One change to record: what it is about and the changed fields before and after (presented values). */
export type ChangeRecord = {
  instanceId: string | null;
  actorId: string | null;
  subject: ChangeLogSubject;
  subjectId: string;
  action: ChangeLogAction;
  before: unknown;
  after: unknown;
};

/** Rows per insert statement (14 columns each, far below PostgreSQL's parameter limit). */
const INSERT_CHUNK = 1000;

/** As the database's jsonb gives it back: what JSON keeps, `undefined` left out, nothing else. */
function toStoredJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/**
 * Appends changes to the company's chain inside the caller's transaction, so the entries land exactly
 * when the change lands. The company's head row is locked FOR UPDATE first: a concurrent writer waits
 * for this transaction and then links to its last entry, so the chain never forks and the sequence has
 * no gaps. Call it last in the transaction (after the locks of the change itself), which keeps the lock
 * order the same everywhere. Returns the sequence numbers given.
 */
export async function appendChangeLog(
  db: Queryable,
  companyId: string,
  changes: readonly ChangeRecord[],
  at: Date = new Date(),
): Promise<number[]> {
  if (changes.length === 0) return [];
  // The head row is created on the company's first change; either way it is locked and read at once
  // (a no-op update of a conflicting row takes the same lock as SELECT … FOR UPDATE, after waiting for
  // a concurrent writer, and answers the row as that writer left it).
  const [head] = await db
    .insert(changeLogHeads)
    .values({ companyId, sequence: 0, hash: CHAIN_START_HASH })
    .onConflictDoUpdate({
      target: changeLogHeads.companyId,
      set: { sequence: sql`${changeLogHeads.sequence}` },
    })
    .returning({ sequence: changeLogHeads.sequence, hash: changeLogHeads.hash });
  if (!head) throw new AppError('INTERNAL', 'The change log could not be written.');
  let previous: { sequence: number; hash: string } | null = head.sequence === 0 ? null : head;
  const rows = changes.map((change) => {
    const entry = chainChangeLogEntry(previous, {
      companyId,
      instanceId: change.instanceId,
      actorId: change.actorId,
      at: at.toISOString(),
      subject: change.subject,
      subjectId: change.subjectId,
      action: change.action,
      before: toStoredJson(change.before),
      after: toStoredJson(change.after),
    });
    previous = entry;
    return {
      companyId,
      sequence: entry.sequence,
      instanceId: change.instanceId,
      actorId: entry.actorId,
      at,
      subject: entry.subject,
      subjectId: entry.subjectId,
      action: entry.action,
      before: entry.before,
      after: entry.after,
      previousHash: entry.previousHash,
      hash: entry.hash,
      hashVersion: entry.hashVersion ?? CHANGE_LOG_HASH_VERSION,
    };
  });
  const lastStart = Math.floor((rows.length - 1) / INSERT_CHUNK) * INSERT_CHUNK;
  for (let start = 0; start < lastStart; start += INSERT_CHUNK) {
    await db.insert(changeLog).values(rows.slice(start, start + INSERT_CHUNK));
  }
  // The head moves in the statement that inserts the last entries: one round trip less per change.
  const last = rows[rows.length - 1] as (typeof rows)[number];
  const moveHead = db
    .update(changeLogHeads)
    .set({ sequence: last.sequence, hash: last.hash })
    .where(eq(changeLogHeads.companyId, companyId));
  const insertLast = db.insert(changeLog).values(rows.slice(lastStart));
  await db.execute(sql`with moved_head as (${moveHead.getSQL()}) ${insertLast.getSQL()}`);
  return rows.map((row) => row.sequence);
}
