import { randomUUID } from 'node:crypto';
import {
  buildSupplierFactorLineageKey,
  buildSupplierSpendFactor,
  CurrencyError,
  MAX_SUPPLIERS_PER_COMPANY,
  type ReportedCompanyEmissions,
  type ReportedEmissionsInput,
  type SupplierSpendFactor,
} from '@carbon-ledger/core';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyFactors } from '../../db/schema/factors.ts';
import { companies } from '../../db/schema/identity.ts';
import { supplierReportedEmissions, suppliers } from '../../db/schema/supplier-assessments.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';
import { appendChangeLog, type ChangeRecord } from '../change-log/append.ts';
import { lockReport } from './queries.ts';
import { buildSupplierFactorRow } from './supplier-factor-rows.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const notFound = () => new AppError('NOT_FOUND', 'No such supplier.');
const nameTaken = () =>
  new AppError('CONFLICT', 'Another supplier already has this name.', [
    { path: 'name', message: 'validation.supplier.nameTaken' },
  ]);

/** Names compare without case and surrounding or repeated spaces. */
const toNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

type CheckedSupplier = {
  name: string;
  contactEmail: string;
  country: string | null;
  naceCode: string | null;
  spend: { amount: number; currency: string } | null;
  employees: number | null;
};

const toColumns = (input: CheckedSupplier) => ({
  name: input.name,
  nameKey: toNameKey(input.name),
  contactEmail: input.contactEmail,
  country: input.country,
  naceCode: input.naceCode,
  spendAmount: input.spend?.amount ?? null,
  spendCurrency: input.spend?.currency ?? null,
  employees: input.employees,
});

/** Writes of one company's suppliers queue behind each other, so the limit holds under concurrency. */
async function lockCompany(tx: Transaction, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function createSupplier(
  db: Database,
  companyId: string,
  input: CheckedSupplier,
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      const [held] = await tx
        .select({ total: count() })
        .from(suppliers)
        .where(eq(suppliers.companyId, companyId));
      if ((held?.total ?? 0) >= MAX_SUPPLIERS_PER_COMPANY)
        throw new AppError(
          'VALIDATION_FAILED',
          `A company has at most ${MAX_SUPPLIERS_PER_COMPANY} suppliers.`,
          [{ path: 'name', message: 'validation.tooMany' }],
        );
      const [row] = await tx
        .insert(suppliers)
        .values({ companyId, ...toColumns(input) })
        .returning({ id: suppliers.id });
      if (!row) throw new AppError('INTERNAL', 'The supplier was not stored.');
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateSupplier(
  db: Database,
  companyId: string,
  id: string,
  input: CheckedSupplier,
): Promise<void> {
  try {
    const updated = await db
      .update(suppliers)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(and(eq(suppliers.companyId, companyId), eq(suppliers.id, id)))
      .returning({ id: suppliers.id });
    if (updated.length === 0) throw notFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

const describeFactorForLog = (row: {
  id: string;
  value: number | null;
  year: number;
  sourceName: string;
}) => ({
  factorId: row.id,
  sourceName: row.sourceName,
  year: row.year,
  kgCo2ePerThousandEur: row.value,
});

/** Deletes the company factors of a supplier's reports, returning what the change log records. */
async function deleteSupplierFactors(
  tx: Queryable,
  companyId: string,
  where: SQL,
  actorId: string,
): Promise<ChangeRecord[]> {
  const deleted = await tx
    .delete(companyFactors)
    .where(and(eq(companyFactors.companyId, companyId), where))
    .returning({
      id: companyFactors.id,
      value: companyFactors.value,
      year: companyFactors.year,
      sourceName: companyFactors.sourceName,
    });
  return deleted.map((row) => ({
    instanceId: null,
    actorId,
    subject: 'companyFactor' as const,
    subjectId: row.id,
    action: 'delete' as const,
    before: describeFactorForLog(row),
    after: null,
  }));
}

/** Deletes a supplier with its reports and the company factors made of them (logged). */
export async function deleteSupplier(db: Database, companyId: string, id: string, actorId: string) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(suppliers)
      .where(and(eq(suppliers.companyId, companyId), eq(suppliers.id, id)))
      .returning({ id: suppliers.id });
    if (deleted.length === 0) throw notFound();
    const changes = await deleteSupplierFactors(
      tx,
      companyId,
      eq(companyFactors.lineageKey, buildSupplierFactorLineageKey(id)),
      actorId,
    );
    await appendChangeLog(tx, companyId, changes);
  });
}

/** The factor of a report; a currency or year without an exchange rate answers 400 naming the field. */
export function buildReportFactor(input: ReportedCompanyEmissions): SupplierSpendFactor {
  try {
    return buildSupplierSpendFactor(input);
  } catch (error) {
    if (error instanceof CurrencyError)
      throw new AppError('VALIDATION_FAILED', 'No exchange rate for this currency and year.', [
        { path: 'currency', message: 'validation.invalid' },
      ]);
    throw error;
  }
}

/**
 * Stores what a supplier reported for a year and makes it a company factor (kg CO2e per EUR, Scope 3
 * category 1), replacing the year's earlier report and its factor, all in one transaction and logged.
 * A currency or year without an exchange rate answers 400 naming the field.
 */
export async function reportSupplierEmissions(
  db: Database,
  companyId: string,
  supplierId: string,
  input: Required<ReportedEmissionsInput> & { scope3Tonnes: number | null },
  actorId: string,
): Promise<void> {
  const factor = buildReportFactor(input);
  await db.transaction((tx) => storeSupplierReport(tx, companyId, supplierId, input, factor, actorId));
}

/** The writes of a report, inside the caller's transaction (a questionnaire's answers taken over, too). */
export async function storeSupplierReport(
  tx: Queryable,
  companyId: string,
  supplierId: string,
  input: Required<ReportedEmissionsInput> & { scope3Tonnes: number | null },
  factor: ReturnType<typeof buildSupplierSpendFactor>,
  actorId: string,
): Promise<void> {
  {
    const [supplier] = await tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(and(eq(suppliers.companyId, companyId), eq(suppliers.id, supplierId)))
      .for('update');
    if (!supplier) throw notFound();
    const earlier = await lockReport(tx, companyId, supplierId, input.year);
    const changes: ChangeRecord[] = earlier
      ? await deleteSupplierFactors(tx, companyId, eq(companyFactors.id, earlier.factorId), actorId)
      : [];
    const row = buildSupplierFactorRow({
      companyId,
      supplierId,
      supplierName: supplier.name,
      report: input,
      factor,
      suffix: randomUUID().slice(0, 8),
    });
    await tx.insert(companyFactors).values(row);
    const report = {
      scope1Tonnes: input.scope1Tonnes,
      scope2Tonnes: input.scope2Tonnes,
      scope3Tonnes: input.scope3Tonnes,
      revenue: input.revenue,
      currency: input.currency,
      kgPerEur: factor.kgPerEur,
      factorId: row.id,
    };
    await tx
      .insert(supplierReportedEmissions)
      .values({ companyId, supplierId, year: input.year, ...report })
      .onConflictDoUpdate({
        target: [
          supplierReportedEmissions.companyId,
          supplierReportedEmissions.supplierId,
          supplierReportedEmissions.year,
        ],
        set: { ...report, createdAt: new Date() },
      });
    changes.push({
      instanceId: null,
      actorId,
      subject: 'companyFactor',
      subjectId: row.id,
      action: 'create',
      before: null,
      after: { ...describeFactorForLog({ ...row, value: row.value ?? null }), derivation: factor.derivation },
    });
    await appendChangeLog(tx, companyId, changes);
  }
}

/** Deletes a supplier's report of a year and its company factor (logged); 404 when there is none. */
export async function deleteSupplierReport(
  db: Database,
  companyId: string,
  supplierId: string,
  year: number,
  actorId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await lockReport(tx, companyId, supplierId, year);
    if (!report) throw new AppError('NOT_FOUND', 'No such report.');
    await tx
      .delete(supplierReportedEmissions)
      .where(
        and(
          eq(supplierReportedEmissions.companyId, companyId),
          eq(supplierReportedEmissions.supplierId, supplierId),
          eq(supplierReportedEmissions.year, year),
        ),
      );
    const changes = await deleteSupplierFactors(
      tx,
      companyId,
      eq(companyFactors.id, report.factorId),
      actorId,
    );
    await appendChangeLog(tx, companyId, changes);
  });
}
