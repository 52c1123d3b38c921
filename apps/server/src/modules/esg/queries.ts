import type { DatapointValue, EsgFormFamily, VsmeModuleSelection } from '@carbon-ledger/core';
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { calculatorContainers, calculatorInstances } from '../../db/schema/calculator.ts';
import { esgAnswers, esgDisclosureStates, esgYears } from '../../db/schema/esg.ts';
import { AppError } from '../../http/app-error.ts';
import { lockInstances, type Queryable, requireInstance } from '../calculator/queries.ts';

export type EsgYearRow = Awaited<ReturnType<typeof requireInstance>>;
export type EsgAnswerRow = { code: string; value: DatapointValue; updatedAt: Date };
export type EsgDisclosureStateRow = typeof esgDisclosureStates.$inferSelect;

/** A year of one of the company's ESG projects; any other year (or another company's) answers 404. */
export async function requireEsgYear(db: Queryable, companyId: string, id: string): Promise<EsgYearRow> {
  const year = await requireInstance(db, companyId, id);
  if (year.containerType !== 'esg') throw new AppError('NOT_FOUND', 'No such ESG year.');
  return year;
}

/** The same, locked against a concurrent freeze while a save writes into it. */
export async function lockEsgYear(db: Queryable, companyId: string, id: string): Promise<EsgYearRow> {
  await lockInstances(db, companyId, [id]);
  return requireEsgYear(db, companyId, id);
}

export async function findVsmeModules(
  db: Queryable,
  companyId: string,
  instanceId: string,
): Promise<VsmeModuleSelection> {
  const [row] = await db
    .select({ modules: esgYears.vsmeModules })
    .from(esgYears)
    .where(and(eq(esgYears.companyId, companyId), eq(esgYears.instanceId, instanceId)));
  return row?.modules === 'comprehensive' ? 'comprehensive' : 'basic';
}

/** The form family the year is entered with: VSME unless ESRS was chosen. */
export async function findEsgFamily(
  db: Queryable,
  companyId: string,
  instanceId: string,
): Promise<EsgFormFamily> {
  const [row] = await db
    .select({ family: esgYears.formFamily })
    .from(esgYears)
    .where(and(eq(esgYears.companyId, companyId), eq(esgYears.instanceId, instanceId)));
  return row?.family === 'esrs' ? 'esrs' : 'vsme';
}

/** The year's answers to plain datapoints (no table row: `member_key` empty). */
export function listAnswers(db: Queryable, companyId: string, instanceId: string): Promise<EsgAnswerRow[]> {
  return db
    .select({ code: esgAnswers.datapointCode, value: esgAnswers.value, updatedAt: esgAnswers.updatedAt })
    .from(esgAnswers)
    .where(
      and(
        eq(esgAnswers.companyId, companyId),
        eq(esgAnswers.instanceId, instanceId),
        eq(esgAnswers.memberKey, ''),
      ),
    );
}

export function listDisclosureStates(
  db: Queryable,
  companyId: string,
  instanceId: string,
): Promise<EsgDisclosureStateRow[]> {
  return db
    .select()
    .from(esgDisclosureStates)
    .where(and(eq(esgDisclosureStates.companyId, companyId), eq(esgDisclosureStates.instanceId, instanceId)));
}

/**
 * The company's other ESG years entered with the VSME form whose period is the same as this year's: the
 * years whose B8 answers ESRS S1-6 takes. By project name, then id, so the first is always the same.
 */
export function listSamePeriodVsmeYears(db: Queryable, companyId: string, year: EsgYearRow) {
  return db
    .select({
      id: calculatorInstances.id,
      containerId: calculatorInstances.containerId,
      containerName: calculatorContainers.name,
      startDate: calculatorInstances.startDate,
      endDate: calculatorInstances.endDate,
    })
    .from(calculatorInstances)
    .innerJoin(
      calculatorContainers,
      and(
        eq(calculatorContainers.companyId, calculatorInstances.companyId),
        eq(calculatorContainers.id, calculatorInstances.containerId),
      ),
    )
    .leftJoin(
      esgYears,
      and(
        eq(esgYears.companyId, calculatorInstances.companyId),
        eq(esgYears.instanceId, calculatorInstances.id),
      ),
    )
    .where(
      and(
        eq(calculatorInstances.companyId, companyId),
        eq(calculatorContainers.type, 'esg'),
        ne(calculatorInstances.id, year.id),
        eq(calculatorInstances.startDate, year.startDate),
        eq(calculatorInstances.endDate, year.endDate),
        sql`coalesce(${esgYears.formFamily}, 'vsme') = 'vsme'`,
      ),
    )
    .orderBy(asc(calculatorContainers.name), asc(calculatorInstances.id));
}

/** The company's Corporate calculator years whose period overlaps the given one, earliest first. */
export function listOverlappingCorporateYears(
  db: Queryable,
  companyId: string,
  period: { startDate: string; endDate: string },
) {
  return db
    .select({
      id: calculatorInstances.id,
      containerId: calculatorInstances.containerId,
      containerName: calculatorContainers.name,
      startDate: calculatorInstances.startDate,
      endDate: calculatorInstances.endDate,
    })
    .from(calculatorInstances)
    .innerJoin(
      calculatorContainers,
      and(
        eq(calculatorContainers.companyId, calculatorInstances.companyId),
        eq(calculatorContainers.id, calculatorInstances.containerId),
      ),
    )
    .where(
      and(
        eq(calculatorInstances.companyId, companyId),
        eq(calculatorInstances.formType, 'company'),
        lte(calculatorInstances.startDate, period.endDate),
        gte(calculatorInstances.endDate, period.startDate),
      ),
    )
    .orderBy(asc(calculatorInstances.startDate), asc(calculatorContainers.name), asc(calculatorInstances.id));
}

/**
 * The ids of the company's ESG years whose period overlaps any of the given periods, earliest first:
 * the disclosures a report on those calculator years goes with.
 */
export async function listEsgYearsOverlapping(
  db: Queryable,
  companyId: string,
  periods: readonly { startDate: string; endDate: string }[],
): Promise<string[]> {
  if (periods.length === 0) return [];
  const rows = await db
    .select({
      id: calculatorInstances.id,
      startDate: calculatorInstances.startDate,
      endDate: calculatorInstances.endDate,
    })
    .from(calculatorInstances)
    .innerJoin(
      calculatorContainers,
      and(
        eq(calculatorContainers.companyId, calculatorInstances.companyId),
        eq(calculatorContainers.id, calculatorInstances.containerId),
      ),
    )
    .where(and(eq(calculatorInstances.companyId, companyId), eq(calculatorContainers.type, 'esg')))
    .orderBy(asc(calculatorInstances.startDate), asc(calculatorContainers.name), asc(calculatorInstances.id));
  return rows
    .filter((year) =>
      periods.some((period) => year.startDate <= period.endDate && year.endDate >= period.startDate),
    )
    .map((year) => year.id);
}
