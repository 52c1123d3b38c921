import type { EngageReportContent, EngageSnapshot } from '@carbon-ledger/core';
import { and, arrayOverlaps, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { engageReports } from '../../db/schema/engage-reports.ts';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';

export type EngageReportRow = typeof engageReports.$inferSelect;

const byId = (companyId: string, id: string) =>
  and(eq(engageReports.companyId, companyId), eq(engageReports.id, id));

/** A report of the company, or 404 (another company's id reads as unknown). */
export async function requireReport(db: Queryable, companyId: string, id: string): Promise<EngageReportRow> {
  const [row] = await db.select().from(engageReports).where(byId(companyId, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such report.');
  return row;
}

/**
 * The reports of a year or of a group's year: those of the group (or of no group) that cover any of the
 * instances. Overlap rather than equality, so a group's year keeps its reports when a project joins it.
 */
export async function listReports(
  db: Queryable,
  companyId: string,
  scope: { instanceIds: readonly string[]; groupId: string | null },
): Promise<EngageReportRow[]> {
  return db
    .select()
    .from(engageReports)
    .where(
      and(
        eq(engageReports.companyId, companyId),
        scope.groupId ? eq(engageReports.groupId, scope.groupId) : isNull(engageReports.groupId),
        arrayOverlaps(engageReports.instanceIds, [...scope.instanceIds]),
      ),
    )
    .orderBy(desc(engageReports.createdAt), desc(engageReports.id));
}

export async function insertReport(
  db: Queryable,
  companyId: string,
  values: { instanceIds: string[]; groupId: string | null; content: EngageReportContent },
): Promise<EngageReportRow> {
  const [row] = await db
    .insert(engageReports)
    .values({ companyId, ...values })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'The report could not be created.');
  return row;
}

export type ReportChanges = Partial<{
  content: EngageReportContent;
  publicId: string | null;
  publishedAt: Date | null;
  snapshot: EngageSnapshot | null;
  publishedContent: EngageReportContent | null;
}>;

/** Changes a report of the company; 404 when it is gone. */
export async function updateReport(
  db: Queryable,
  companyId: string,
  id: string,
  changes: ReportChanges,
): Promise<EngageReportRow> {
  const [row] = await db
    .update(engageReports)
    .set({ ...changes, updatedAt: new Date() })
    .where(byId(companyId, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such report.');
  return row;
}

export async function deleteReport(db: Queryable, companyId: string, id: string): Promise<void> {
  const rows = await db.delete(engageReports).where(byId(companyId, id)).returning({ id: engageReports.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No such report.');
}

/**
 * The published report behind a public link. The one read without a company id: the link's holder knows
 * only the random public id, which is unique to one company's report.
 */
export async function findPublishedReport(
  db: Queryable,
  publicId: string,
): Promise<EngageReportRow | undefined> {
  const [row] = await db
    .select()
    .from(engageReports)
    .where(
      and(
        eq(engageReports.publicId, publicId),
        isNotNull(engageReports.snapshot),
        isNotNull(engageReports.publishedContent),
      ),
    )
    .limit(1);
  return row;
}
