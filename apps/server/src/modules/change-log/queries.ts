import { CHANGE_LOG_PAGE_SIZE, type ChainedEntry, type ChangeLogQuery } from '@carbon-ledger/core';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { changeLog, changeLogHeads } from '../../db/schema/change-log.ts';
import { users } from '../../db/schema/identity.ts';
import type { Queryable } from '../calculator/queries.ts';

const log = changeLog;

export type ChangeLogRow = typeof changeLog.$inferSelect & { actorName: string | null };

const actorName = sql<string | null>`nullif(trim(${users.nameFirst} || ' ' || ${users.nameLast}), '')`;

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** A page of a year's entries (annotations are listed with the entry they annotate), newest first. */
export async function listYearEntries(
  db: Queryable,
  companyId: string,
  instanceId: string,
  query: ChangeLogQuery,
): Promise<{ rows: ChangeLogRow[]; total: number }> {
  const conditions: SQL[] = [
    eq(log.companyId, companyId),
    eq(log.instanceId, instanceId),
    ne(log.subject, 'annotation'),
  ];
  if (query.subject) conditions.push(eq(log.subject, query.subject));
  if (query.action) conditions.push(eq(log.action, query.action));
  if (query.actor) conditions.push(eq(log.actorId, query.actor));
  if (query.from) conditions.push(gte(log.at, new Date(`${query.from}T00:00:00.000Z`)));
  if (query.to) conditions.push(lt(log.at, nextDay(query.to)));
  const where = and(...conditions);
  const [counted] = await db.select({ total: count() }).from(log).where(where);
  const rows = await db
    .select({ ...columns(), actorName })
    .from(log)
    .leftJoin(users, eq(users.id, log.actorId))
    .where(where)
    .orderBy(desc(log.sequence))
    .limit(CHANGE_LOG_PAGE_SIZE)
    .offset((query.page - 1) * CHANGE_LOG_PAGE_SIZE);
  return { rows, total: Number(counted?.total ?? 0) };
}

function columns() {
  return {
    companyId: log.companyId,
    sequence: log.sequence,
    instanceId: log.instanceId,
    actorId: log.actorId,
    at: log.at,
    subject: log.subject,
    subjectId: log.subjectId,
    action: log.action,
    before: log.before,
    after: log.after,
    previousHash: log.previousHash,
    hash: log.hash,
    hashVersion: log.hashVersion,
  };
}

/** The annotations of the given entries, oldest first. */
export async function listAnnotations(
  db: Queryable,
  companyId: string,
  sequences: readonly number[],
): Promise<ChangeLogRow[]> {
  if (sequences.length === 0) return [];
  return db
    .select({ ...columns(), actorName })
    .from(log)
    .leftJoin(users, eq(users.id, log.actorId))
    .where(
      and(
        eq(log.companyId, companyId),
        eq(log.subject, 'annotation'),
        inArray(log.subjectId, sequences.map(String)),
      ),
    )
    .orderBy(asc(log.sequence));
}

/** The people who appear in a year's log, for the actor filter. */
export async function listYearActors(
  db: Queryable,
  companyId: string,
  instanceId: string,
): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: users.id, name: actorName })
    .from(log)
    .innerJoin(users, eq(users.id, log.actorId))
    .where(and(eq(log.companyId, companyId), eq(log.instanceId, instanceId)))
    .groupBy(users.id, users.nameFirst, users.nameLast);
  return rows
    .map((row) => ({ id: row.id, name: row.name ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function findEntry(db: Queryable, companyId: string, sequence: number) {
  const [row] = await db
    .select({ sequence: log.sequence, instanceId: log.instanceId, subject: log.subject })
    .from(log)
    .where(and(eq(log.companyId, companyId), eq(log.sequence, sequence)));
  return row;
}

/** Entries read per query while verifying. */
const VERIFY_BATCH = 5000;

/** The company's whole chain in sequence order, as the core's check takes it. */
export async function loadChain(db: Queryable, companyId: string): Promise<ChainedEntry[]> {
  const entries: ChainedEntry[] = [];
  let after = 0;
  for (;;) {
    const rows = await db
      .select(columns())
      .from(log)
      .where(and(eq(log.companyId, companyId), gt(log.sequence, after)))
      .orderBy(asc(log.sequence))
      .limit(VERIFY_BATCH);
    for (const row of rows) {
      entries.push({
        sequence: row.sequence,
        companyId: row.companyId,
        actorId: row.actorId,
        at: row.at.toISOString(),
        subject: row.subject,
        subjectId: row.subjectId,
        action: row.action,
        before: row.before ?? null,
        after: row.after ?? null,
        // The year is part of the hashed content from hash version 2 on; version-1 entries hashed none.
        ...(row.hashVersion >= 2 ? { instanceId: row.instanceId, hashVersion: row.hashVersion } : {}),
        previousHash: row.previousHash,
        hash: row.hash,
      });
    }
    if (rows.length < VERIFY_BATCH) return entries;
    after = (rows[rows.length - 1] as (typeof rows)[number]).sequence;
  }
}

/** The sequence of the company's last appended entry (0 before the first). */
export async function findHeadSequence(db: Queryable, companyId: string): Promise<number> {
  const [head] = await db
    .select({ sequence: changeLogHeads.sequence })
    .from(changeLogHeads)
    .where(eq(changeLogHeads.companyId, companyId));
  return head?.sequence ?? 0;
}
