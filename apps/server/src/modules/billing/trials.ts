import {
  computeTrialEnd,
  isProductOnSale,
  type StartTrialResponse,
  type Trial,
  type TrialProduct,
  type Trials,
  toTrials,
  trialProductSchema,
} from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companyTrials } from '../../db/schema/billing.ts';
import { AppError } from '../../http/app-error.ts';

type TrialRow = typeof companyTrials.$inferSelect;

function presentTrial(row: TrialRow): Trial | undefined {
  const product = trialProductSchema.safeParse(row.product);
  if (!product.success) return undefined;
  return { product: product.data, startedAt: row.startedAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

/** The company's trials, ended ones too (a trial is never started twice). */
export async function listCompanyTrials(db: Database, companyId: string): Promise<Trial[]> {
  const rows = await db.select().from(companyTrials).where(eq(companyTrials.companyId, companyId));
  return rows.map(presentTrial).filter((trial): trial is Trial => trial !== undefined);
}

/** The company's trials keyed by product, as the entitlement policy takes them. */
export async function loadCompanyTrials(db: Database, companyId: string): Promise<Trials> {
  return toTrials(await listCompanyTrials(db, companyId));
}

/**
 * Starts the company's trial of `product`, lasting `trialDays` from `now`, or answers the trial it had:
 * one per company and product, whoever asks and however often, so a trial that ended stays ended. One
 * statement, so two requests at once record one trial. With `trialDays` 0 no trial is offered (409); a
 * product this version has no pages for is refused (400 on `product`).
 */
export async function startTrial(
  db: Database,
  input: { companyId: string; userId: string; product: TrialProduct; trialDays: number },
  now: Date,
): Promise<StartTrialResponse> {
  if (!isProductOnSale(input.product)) {
    throw new AppError('VALIDATION_FAILED', 'product: This product comes in a later version.', [
      { path: 'product', message: 'validation.invalid' },
    ]);
  }
  const where = and(eq(companyTrials.companyId, input.companyId), eq(companyTrials.product, input.product));
  if (input.trialDays === 0) {
    const [had] = await db.select().from(companyTrials).where(where);
    const trial = had ? presentTrial(had) : undefined;
    if (trial) return { trial, isNew: false };
    throw new AppError('CONFLICT', 'This installation offers no trials: see the plans to subscribe.');
  }
  const [created] = await db
    .insert(companyTrials)
    .values({
      companyId: input.companyId,
      product: input.product,
      startedAt: now,
      endsAt: computeTrialEnd(now, input.trialDays),
      startedBy: input.userId,
    })
    .onConflictDoNothing()
    .returning();
  const row = created ?? (await db.select().from(companyTrials).where(where))[0];
  const trial = row ? presentTrial(row) : undefined;
  if (!trial) throw new AppError('INTERNAL', 'The trial could not be recorded.');
  return { trial, isNew: Boolean(created) };
}
