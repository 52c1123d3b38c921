import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { supplierReportedEmissions, suppliers } from '../../db/schema/supplier-assessments.ts';
import type { Queryable } from '../calculator/queries.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type ReportedEmissionsRow = typeof supplierReportedEmissions.$inferSelect;
export type SupplierWithReports = SupplierRow & { reports: ReportedEmissionsRow[] };

/** The company's suppliers by name (or only the ones asked), each with its reports, newest year first. */
export async function listSuppliers(
  db: Database,
  companyId: string,
  onlyIds?: readonly string[],
): Promise<SupplierWithReports[]> {
  if (onlyIds && onlyIds.length === 0) return [];
  const rows = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.companyId, companyId), onlyIds ? inArray(suppliers.id, [...onlyIds]) : undefined))
    .orderBy(asc(suppliers.nameKey));
  if (rows.length === 0) return [];
  const reports = await db
    .select()
    .from(supplierReportedEmissions)
    .where(
      and(
        eq(supplierReportedEmissions.companyId, companyId),
        inArray(
          supplierReportedEmissions.supplierId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(desc(supplierReportedEmissions.year));
  return rows.map((row) => ({ ...row, reports: reports.filter((report) => report.supplierId === row.id) }));
}

export async function findSupplier(
  db: Database,
  companyId: string,
  id: string,
): Promise<SupplierWithReports | undefined> {
  const [row] = await listSuppliers(db, companyId, [id]);
  return row;
}

/** One report of a supplier, locked for the transaction that replaces or deletes it. */
export async function lockReport(
  tx: Queryable,
  companyId: string,
  supplierId: string,
  year: number,
): Promise<ReportedEmissionsRow | undefined> {
  const [row] = await tx
    .select()
    .from(supplierReportedEmissions)
    .where(
      and(
        eq(supplierReportedEmissions.companyId, companyId),
        eq(supplierReportedEmissions.supplierId, supplierId),
        eq(supplierReportedEmissions.year, year),
      ),
    )
    .for('update');
  return row;
}
