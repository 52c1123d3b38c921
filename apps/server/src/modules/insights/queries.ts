import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { companies } from '../../db/schema/identity.ts';
import { insightPages, insightSnapshots, insightWidgets } from '../../db/schema/insights.ts';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';

export type WidgetRow = typeof insightWidgets.$inferSelect;
export type SnapshotRow = typeof insightSnapshots.$inferSelect;

export function listWidgets(db: Queryable, companyId: string): Promise<WidgetRow[]> {
  return db
    .select()
    .from(insightWidgets)
    .where(eq(insightWidgets.companyId, companyId))
    .orderBy(asc(insightWidgets.position), asc(insightWidgets.createdAt));
}

export async function countWidgets(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(insightWidgets)
    .where(eq(insightWidgets.companyId, companyId));
  return row?.total ?? 0;
}

/** The widget, locked for the rest of the transaction when `forUpdate`; another company's id answers 404. */
export async function requireWidget(
  db: Queryable,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WidgetRow> {
  const query = db
    .select()
    .from(insightWidgets)
    .where(and(eq(insightWidgets.companyId, companyId), eq(insightWidgets.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 'No such widget.');
  return row;
}

export async function listSnapshotsByIds(db: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: insightSnapshots.id,
      hash: insightSnapshots.hash,
      code: insightSnapshots.code,
      figuresHash: insightSnapshots.figuresHash,
      computedAt: insightSnapshots.computedAt,
    })
    .from(insightSnapshots)
    .where(and(eq(insightSnapshots.companyId, companyId), inArray(insightSnapshots.id, [...ids])));
}

export async function findPage(db: Queryable, companyId: string) {
  const [row] = await db.select().from(insightPages).where(eq(insightPages.companyId, companyId));
  return row;
}

/** A published widget by its public id, with its snapshot and the company's embedding domains. */
export async function findPublishedWidget(db: Queryable, publicId: string) {
  const [row] = await db
    .select({ widget: insightWidgets, snapshot: insightSnapshots, frameDomains: insightPages.frameDomains })
    .from(insightWidgets)
    .innerJoin(
      insightSnapshots,
      and(
        eq(insightSnapshots.companyId, insightWidgets.companyId),
        eq(insightSnapshots.id, insightWidgets.snapshotId),
      ),
    )
    .leftJoin(insightPages, eq(insightPages.companyId, insightWidgets.companyId))
    .where(and(eq(insightWidgets.publicId, publicId), isNotNull(insightWidgets.publicId)));
  return row;
}

/** The company's public analytics page and its published widgets in their order. */
export async function findPublishedPage(db: Queryable, publicId: string) {
  const [page] = await db
    .select({ page: insightPages, companyName: companies.company })
    .from(insightPages)
    .innerJoin(companies, eq(companies.id, insightPages.companyId))
    .where(and(eq(insightPages.publicId, publicId), isNotNull(insightPages.publicId)));
  if (!page) return undefined;
  const widgets = await db
    .select({ widget: insightWidgets, snapshot: insightSnapshots })
    .from(insightWidgets)
    .innerJoin(
      insightSnapshots,
      and(
        eq(insightSnapshots.companyId, insightWidgets.companyId),
        eq(insightSnapshots.id, insightWidgets.snapshotId),
      ),
    )
    .where(and(eq(insightWidgets.companyId, page.page.companyId), isNotNull(insightWidgets.publicId)))
    .orderBy(asc(insightWidgets.position), asc(insightWidgets.createdAt));
  return { ...page, widgets };
}

/** The snapshots printed with this code (normally one), with their widget's state today. */
export async function findSnapshotsByCode(db: Queryable, code: string) {
  return db
    .select({
      snapshot: insightSnapshots,
      widgetPublicId: insightWidgets.publicId,
      widgetSnapshotId: insightWidgets.snapshotId,
    })
    .from(insightSnapshots)
    .leftJoin(
      insightWidgets,
      and(
        eq(insightWidgets.companyId, insightSnapshots.companyId),
        eq(insightWidgets.id, insightSnapshots.widgetId),
      ),
    )
    .where(eq(insightSnapshots.code, code));
}
