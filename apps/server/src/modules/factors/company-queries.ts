import { asc, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyFactors } from '../../db/schema/factors.ts';
import type { FactorSummaryRow } from './queries.ts';

/** A company's own factors, newest first. */
export async function listCompanyFactors(
  db: Database,
  companyId: string,
  page: { skip: number; limit: number },
): Promise<{ rows: Array<FactorSummaryRow & { attribution: string }>; total: number }> {
  const where = eq(companyFactors.companyId, companyId);
  const { searchVector: _searchVector, ...columns } = getTableColumns(companyFactors);
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(companyFactors)
      .where(where)
      .orderBy(desc(companyFactors.createdAt), asc(companyFactors.id))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ total: count() }).from(companyFactors).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}
