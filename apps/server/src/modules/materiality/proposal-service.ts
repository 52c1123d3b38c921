import {
  type CalculatorSource,
  type DatapointValue,
  EMPTY_IRO_SCORES,
  type IroProposal,
  PROPOSAL_ESG_DATAPOINTS,
  proposeFromCalculator,
  proposeFromEsgAnswers,
} from '@carbon-ledger/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { esgAnswers } from '../../db/schema/esg.ts';
import { materialityIros } from '../../db/schema/materiality.ts';
import { aggregateInstances } from '../calculator/aggregation-queries.ts';
import type { Queryable } from '../calculator/queries.ts';
import { findAssessment, listYearsOfType } from './queries.ts';
import { approved, notFound, type Writer } from './service.ts';

/** The year's emissions by scope and Scope 3 category, summed over the company's Corporate years. */
async function readCalculatorSources(db: Queryable, companyId: string, year: number) {
  const years = await listYearsOfType(db, companyId, 'company', year);
  if (years.length === 0) return { sources: [] as CalculatorSource[], totalKg: 0 };
  const totals = (
    await aggregateInstances(
      db,
      companyId,
      years.map((y) => y.instanceId),
    )
  ).aggregatedResults;
  const perScope = totals.totalCo2InKgPerScope;
  const sources: CalculatorSource[] = [
    { scope: 1, category: null, label: 'Scope 1', kgCo2e: perScope[1] },
    { scope: 2, category: null, label: 'Scope 2', kgCo2e: perScope[2] },
    ...Object.entries(totals.scope3PerCategory).map(([category, kg]) => ({
      scope: 3,
      category: Number(category),
      label: `Scope 3.${category}`,
      kgCo2e: kg,
    })),
  ];
  return { sources, totalKg: totals.totalCo2InKg };
}

/** The year's ESG answers the proposal rules read (the first ESG year that answered one wins). */
async function readEsgAnswers(db: Queryable, companyId: string, year: number) {
  const years = await listYearsOfType(db, companyId, 'esg', year);
  const answers = new Map<string, DatapointValue>();
  if (years.length === 0) return answers;
  const rows = await db
    .select({ instanceId: esgAnswers.instanceId, code: esgAnswers.datapointCode, value: esgAnswers.value })
    .from(esgAnswers)
    .where(
      and(
        eq(esgAnswers.companyId, companyId),
        inArray(
          esgAnswers.instanceId,
          years.map((y) => y.instanceId),
        ),
        inArray(esgAnswers.datapointCode, [...PROPOSAL_ESG_DATAPOINTS]),
        eq(esgAnswers.memberKey, ''),
      ),
    );
  for (const row of rows) if (!answers.has(row.code)) answers.set(row.code, row.value);
  return answers;
}

/**
 * Proposes IROs from the calculator's largest sources and the ESG answers of the assessment's year. They
 * are stored as proposals: nothing counts until a person accepts one. A proposal already made (accepted,
 * still open, or edited) is not made again; a removed one comes back on the next run.
 */
export async function proposeIros(
  db: Database,
  writer: Writer,
  id: string,
  language: 'en' | 'de',
): Promise<string[]> {
  const row = await findAssessment(db, writer.companyId, id);
  if (!row) throw notFound();
  if (row.state === 'approved') throw approved();
  const [calculator, esg] = await Promise.all([
    readCalculatorSources(db, writer.companyId, row.year),
    readEsgAnswers(db, writer.companyId, row.year),
  ]);
  const proposals: IroProposal[] = [
    ...proposeFromCalculator(calculator.sources, calculator.totalKg),
    ...proposeFromEsgAnswers(esg),
  ];
  return db.transaction(async (tx) => {
    const locked = await findAssessment(tx, writer.companyId, id, true);
    if (!locked) throw notFound();
    if (locked.state === 'approved') throw approved();
    if (proposals.length === 0) return [];
    const inserted = await tx
      .insert(materialityIros)
      .values(
        proposals.map((proposal) => ({
          companyId: writer.companyId,
          assessmentId: id,
          matterId: proposal.matterId,
          type: proposal.type,
          valueChain: proposal.valueChain,
          timeHorizons: ['short'],
          description: proposal.description[language],
          scores: EMPTY_IRO_SCORES,
          status: 'proposed',
          origin: proposal.origin,
          proposalKey: proposal.key,
        })),
      )
      .onConflictDoNothing({
        target: [materialityIros.companyId, materialityIros.assessmentId, materialityIros.proposalKey],
      })
      .returning({ id: materialityIros.id });
    return inserted.map((iro) => iro.id);
  });
}
