import { randomBytes } from 'node:crypto';
import type { EsgDashboardState } from '@carbon-ledger/core';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';

/** What a year's and a group's dashboard store alike. */
export type DashboardRow<TPublic> = {
  disclosures: string[];
  publicId: string | null;
  publishedAt: Date | null;
  snapshot: TPublic | null;
  lockedAt: Date | null;
};

/** A change of a stored dashboard, with who made it and when. */
export type DashboardChange<TPublic> = Partial<DashboardRow<TPublic>> & {
  updatedBy: string;
  updatedAt: Date;
};

/**
 * One kind of published dashboard (a year's, a group's): where it is stored and what it shows. `key` is
 * the year's or the group's id; every call is scoped to the signed-in company.
 */
export type DashboardKind<TRow extends DashboardRow<TPublic>, TPublic> = DashboardStore<TRow> & {
  /** Refuses (404) a year or group the company does not have, or that has no dashboard. */
  require(db: Queryable, companyId: string, key: string): Promise<unknown>;
  /** What the public page shows now, from the answers. */
  buildLive(db: Queryable, companyId: string, key: string, chosen: readonly string[]): Promise<TPublic>;
};

type Actor = { companyId: string; userId: string };

/** Where one kind of dashboard is stored; `key` is the year's or the group's id. */
export type DashboardStore<TRow> = {
  /** The stored dashboard, its row locked until the transaction ends. */
  find(db: Queryable, companyId: string, key: string): Promise<TRow | undefined>;
  /** The stored dashboard, read only. */
  read(db: Queryable, companyId: string, key: string): Promise<TRow | undefined>;
  /** Publishes: stores the change on a new or the existing row. */
  upsert(db: Queryable, companyId: string, key: string, change: object): Promise<TRow>;
  /** Changes the existing row. */
  update(db: Queryable, companyId: string, key: string, change: object): Promise<TRow>;
  /** The dashboard behind a public link, of whichever company. */
  readPublished(db: Queryable, publicId: string): Promise<TRow | undefined>;
};

/** The table columns every dashboard table has, as `storedIn` needs them. */
type DashboardTable = PgTable & { companyId: PgColumn; publicId: PgColumn };

/**
 * The reads and writes of a dashboard kind on its table, whose rows are keyed by company and `keyColumn`
 * (the year's or the group's id). Every read and write but the public link's names the company.
 */
export function storedIn<TRow>(table: DashboardTable, keyColumn: PgColumn): DashboardStore<TRow> {
  const keyField = Object.entries(getTableColumns(table)).find(([, column]) => column === keyColumn)?.[0];
  if (!keyField) throw new Error('the key column is not a column of the table');
  const ofKey = (companyId: string, key: string) => and(eq(table.companyId, companyId), eq(keyColumn, key));
  const select = (db: Queryable, companyId: string, key: string) =>
    db
      .select()
      .from(table as never)
      .where(ofKey(companyId, key));
  return {
    async find(db, companyId, key) {
      const [row] = await select(db, companyId, key).for('update');
      return row as TRow | undefined;
    },
    async read(db, companyId, key) {
      const [row] = await select(db, companyId, key);
      return row as TRow | undefined;
    },
    async upsert(db, companyId, key, change) {
      const [row] = await db
        .insert(table)
        .values({ companyId, [keyField]: key, disclosures: [], ...change } as never)
        .onConflictDoUpdate({ target: [table.companyId, keyColumn], set: change as never })
        .returning();
      return row as TRow;
    },
    async update(db, companyId, key, change) {
      const [row] = await db
        .update(table)
        .set(change as never)
        .where(ofKey(companyId, key))
        .returning();
      return row as TRow;
    },
    async readPublished(db, publicId) {
      const [row] = await db
        .select()
        .from(table as never)
        .where(eq(table.publicId, publicId))
        .limit(1);
      return row as TRow | undefined;
    },
  };
}

/** 144 random bits, base64url: a public link cannot be guessed or derived from the year's or group's id. */
function createPublicId(): string {
  return randomBytes(18).toString('base64url');
}

export function presentDashboardState<TPublic>(row: DashboardRow<TPublic> | undefined): EsgDashboardState {
  return {
    disclosures: row?.disclosures ?? [],
    publicId: row?.publicId ?? null,
    publishedAt: row?.publishedAt?.toISOString() ?? null,
    isLocked: row?.snapshot != null,
    lockedAt: row?.lockedAt?.toISOString() ?? null,
  };
}

/**
 * Shows the chosen disclosures (checked and ordered by the caller) under the public link, kept when
 * published again and drawn anew after an unpublish. A locked dashboard refuses: unlock it first.
 */
export async function publishDashboard<TRow extends DashboardRow<TPublic>, TPublic>(
  tx: Queryable,
  kind: DashboardKind<TRow, TPublic>,
  actor: Actor,
  key: string,
  ordered: readonly string[],
): Promise<TRow> {
  const current = await kind.find(tx, actor.companyId, key);
  if (current?.snapshot) {
    throw new AppError('CONFLICT', 'The dashboard is locked: unlock it to change what it shows.');
  }
  const now = new Date();
  return kind.upsert(tx, actor.companyId, key, {
    disclosures: [...ordered],
    publicId: current?.publicId ?? createPublicId(),
    publishedAt: now,
    updatedBy: actor.userId,
    updatedAt: now,
  });
}

/** Freezes the published content as it is now: the public page shows that snapshot until unlocked. */
export async function lockDashboard<TRow extends DashboardRow<TPublic>, TPublic>(
  tx: Queryable,
  kind: DashboardKind<TRow, TPublic>,
  actor: Actor,
  key: string,
): Promise<TRow> {
  await kind.require(tx, actor.companyId, key);
  const current = await kind.find(tx, actor.companyId, key);
  if (!current?.publicId) throw new AppError('CONFLICT', 'Publish the dashboard before locking it.');
  if (current.snapshot) return current;
  const now = new Date();
  const live = await kind.buildLive(tx, actor.companyId, key, current.disclosures);
  return kind.update(tx, actor.companyId, key, {
    snapshot: { ...live, lockedAt: now.toISOString() },
    lockedAt: now,
    updatedBy: actor.userId,
    updatedAt: now,
  });
}

/** The public page follows the answers again. */
export const UNLOCKED = { snapshot: null, lockedAt: null } as const;
/** The link answers 404 from now on; a later publish draws a new link. */
export const UNPUBLISHED = { publicId: null, publishedAt: null, snapshot: null, lockedAt: null } as const;

/** Unlocks or unpublishes a stored dashboard; a dashboard never published stays as it is (none). */
export async function changeDashboard<TRow extends DashboardRow<TPublic>, TPublic>(
  tx: Queryable,
  kind: DashboardKind<TRow, TPublic>,
  actor: Actor,
  key: string,
  change: typeof UNLOCKED | typeof UNPUBLISHED,
): Promise<TRow | undefined> {
  await kind.require(tx, actor.companyId, key);
  const current = await kind.find(tx, actor.companyId, key);
  if (!current) return undefined;
  return kind.update(tx, actor.companyId, key, { ...change, updatedBy: actor.userId, updatedAt: new Date() });
}

/** What the public link shows: the locked snapshot while locked, else the answers now; 404 when unpublished. */
export async function readPublishedDashboard<TRow extends DashboardRow<TPublic>, TPublic>(
  db: Queryable,
  kind: DashboardKind<TRow & { companyId: string }, TPublic>,
  publicId: string,
  keyOf: (row: TRow) => string,
): Promise<TPublic> {
  const row = await kind.readPublished(db, publicId);
  if (!row?.publicId) throw new AppError('NOT_FOUND', 'This dashboard is not available.');
  if (row.snapshot) return row.snapshot;
  return kind.buildLive(db, row.companyId, keyOf(row), row.disclosures);
}
