import {
  type CreateCustomPlan,
  CUSTOM_PLAN_REFUSALS,
  type CustomPlanRefusal,
  describeCustomPlanTerm,
} from '@carbon-ledger/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customPlans } from '../../db/schema/custom-plans.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { Transaction } from '../auth/service.ts';
import { type CustomPlanRow, findCustomPlanByCode } from './queries.ts';

/** English for logs and API clients; the web shows the validation key's text in the reader's language. */
const REFUSAL_MESSAGES: Record<CustomPlanRefusal, string> = {
  unknown: 'There is no custom plan with this code.',
  used: 'This custom plan code has already been used by another company.',
  withdrawn: 'This custom plan has been withdrawn.',
  ended: 'The term of this custom plan has ended.',
};

/** The refusal of a code, on the field `path` of the request (`code`, or `customPlanCode` at registration). */
export function refuseCustomPlan(reason: CustomPlanRefusal, path: string): AppError {
  return new AppError(reason === 'unknown' ? 'NOT_FOUND' : 'CONFLICT', REFUSAL_MESSAGES[reason], [
    { path, message: CUSTOM_PLAN_REFUSALS[reason] },
  ]);
}

/**
 * Why this plan cannot be attached to `companyId` now, or undefined when it can. A plan already attached
 * to the same company is no refusal (attaching again changes nothing); one attached to any other company,
 * even a deleted one, is used. A plan whose term has not begun may be attached; one that ended may not.
 */
export function findRefusal(
  plan: CustomPlanRow | undefined,
  companyId: string | undefined,
  now: Date,
): CustomPlanRefusal | undefined {
  if (!plan) return 'unknown';
  if (plan.withdrawnAt) return 'withdrawn';
  if (plan.attachedAt && (companyId === undefined || plan.companyId !== companyId)) return 'used';
  if (describeCustomPlanTerm(plan, now) === 'ended') return 'ended';
  return undefined;
}

/** Checks a code before an account is created: the plan if it could be attached, else the refusal. */
export async function requireAttachableCustomPlan(
  db: Database | Transaction,
  code: string,
  path: string,
  now = new Date(),
): Promise<CustomPlanRow> {
  const plan = await findCustomPlanByCode(db, code);
  const refusal = findRefusal(plan, undefined, now);
  if (refusal || !plan) throw refuseCustomPlan(refusal ?? 'unknown', path);
  return plan;
}

/**
 * Attaches the plan with this code to a company inside the caller's transaction. The row is locked and the
 * update only takes a plan nobody holds, so of two companies using one code at once exactly one gets it;
 * the other is refused as `used` and its transaction (an account being created) rolls back.
 */
export async function attachCustomPlan(
  tx: Transaction,
  input: { code: string; companyId: string; path: string },
  now = new Date(),
): Promise<CustomPlanRow> {
  const plan = await findCustomPlanByCode(tx, input.code, { forUpdate: true });
  const refusal = findRefusal(plan, input.companyId, now);
  if (refusal || !plan) throw refuseCustomPlan(refusal ?? 'unknown', input.path);
  if (plan.companyId === input.companyId && plan.attachedAt) return plan;
  const [attached] = await tx
    .update(customPlans)
    .set({ companyId: input.companyId, attachedAt: now })
    .where(and(eq(customPlans.id, plan.id), isNull(customPlans.attachedAt), isNull(customPlans.withdrawnAt)))
    .returning();
  if (!attached) throw refuseCustomPlan('used', input.path);
  return attached;
}

/** Stores a new plan; a code another plan has (in any case) is refused on the field `code`. */
export async function createCustomPlan(
  db: Database,
  input: CreateCustomPlan & { createdBy: string },
): Promise<CustomPlanRow> {
  try {
    const [created] = await db
      .insert(customPlans)
      .values({
        code: input.code,
        name: input.name,
        products: [...input.products],
        formTypes: [...input.formTypes],
        seats: input.seats,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        priceAmount: input.price ? input.price.amount.toFixed(2) : null,
        priceCurrency: input.price?.currency ?? null,
        invoicedSeparately: input.invoicedSeparately,
        note: input.note,
        createdBy: input.createdBy,
      })
      .returning();
    if (!created) throw new AppError('INTERNAL', 'The custom plan could not be stored.');
    return created;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('CONFLICT', 'Another custom plan already has this code.', [
      { path: 'code', message: 'validation.customPlan.codeTaken' },
    ]);
  }
}

/**
 * Withdraws a plan: its code can no longer be used, and a company it is attached to is no longer entitled
 * by it. Withdrawing twice changes nothing.
 */
export async function withdrawCustomPlan(db: Database, planId: string, now = new Date()): Promise<void> {
  const [plan] = await db.select({ id: customPlans.id }).from(customPlans).where(eq(customPlans.id, planId));
  if (!plan) throw new AppError('NOT_FOUND', 'No such custom plan.');
  await db
    .update(customPlans)
    .set({ withdrawnAt: now })
    .where(and(eq(customPlans.id, planId), isNull(customPlans.withdrawnAt)));
}
