import type { setYearAssuranceRequestSchema, YearAssurance } from '@carbon-ledger/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { calculatorInstances, calculatorResults } from '../../db/schema/calculator.ts';
import { resultReviews } from '../../db/schema/review.ts';
import { lockInstances, type Queryable } from '../calculator/queries.ts';
import { appendChangeLog, type ChangeRecord } from '../change-log/append.ts';
import { presentYearAssurance } from './assurance.ts';
import { findReview, type ReviewRow, requireResultForReview } from './queries.ts';

const r = calculatorResults;

/** How a result is named in the log and in mails: its name, else its activity. */
const labelOf = (row: { name: string; formOptionId: string }) => row.name.trim() || row.formOptionId;

/**
 * Marks a result reviewed by `actorId` with a comment (again, when it already is: the newest mark
 * counts). Any member may review (`instanceReviewer`), also on a frozen year: a review changes no figure.
 * Logged as a `review` entry in the same transaction.
 */
export async function markResultReviewed(
  db: Database,
  companyId: string,
  actorId: string,
  resultId: string,
  comment: string,
): Promise<ReviewRow> {
  return db.transaction(async (tx) => {
    const result = await requireResultForReview(tx, companyId, resultId);
    const previous = result.isReviewed ? await findReview(tx, companyId, resultId) : undefined;
    const now = new Date();
    await tx
      .update(r)
      .set({ isReviewed: true })
      .where(and(eq(r.companyId, companyId), eq(r.id, resultId)));
    await tx
      .insert(resultReviews)
      .values({
        companyId,
        resultId,
        instanceId: result.instanceId,
        reviewerId: actorId,
        reviewedAt: now,
        comment,
      })
      .onConflictDoUpdate({
        target: [resultReviews.companyId, resultReviews.resultId],
        set: { reviewerId: actorId, reviewedAt: now, comment },
      });
    await appendChangeLog(
      tx,
      companyId,
      [
        {
          instanceId: result.instanceId,
          actorId,
          subject: 'review',
          subjectId: resultId,
          action: 'review',
          before: result.isReviewed
            ? { result: labelOf(result), isReviewed: true, comment: previous?.comment ?? '' }
            : { result: labelOf(result), isReviewed: false },
          after: { result: labelOf(result), isReviewed: true, comment },
        },
      ],
      now,
    );
    return (await findReview(tx, companyId, resultId)) as ReviewRow;
  });
}

/** Takes a result's review mark away (a reviewer changing their mind); logged like a cleared mark. */
export async function unmarkResultReviewed(
  db: Database,
  companyId: string,
  actorId: string,
  resultId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const result = await requireResultForReview(tx, companyId, resultId);
    if (!result.isReviewed) return;
    const { changes } = await clearReviewMarks(tx, companyId, actorId, [resultId]);
    await appendChangeLog(tx, companyId, changes);
  });
}

/** A review mark cleared by a change to its result: whom to tell and about what. */
export type ClearedReview = {
  resultId: string;
  instanceId: string;
  c1: string;
  resultName: string;
  reviewerId: string | null;
  comment: string;
};

/**
 * Clears the review marks of the given results (those that have one) inside the caller's transaction:
 * the mark goes, its reviewer and comment are deleted. Returns what was cleared (to notify the reviewers
 * after the commit) and the log entries, for the caller to append with its own.
 */
export async function clearReviewMarks(
  tx: Queryable,
  companyId: string,
  actorId: string | null,
  resultIds: readonly string[],
): Promise<{ cleared: ClearedReview[]; changes: ChangeRecord[] }> {
  const ids = [...new Set(resultIds)];
  if (ids.length === 0) return { cleared: [], changes: [] };
  const unmarked = await tx
    .update(r)
    .set({ isReviewed: false })
    .where(and(eq(r.companyId, companyId), inArray(r.id, ids), eq(r.isReviewed, true)))
    .returning({ id: r.id, instanceId: r.instanceId, c1: r.c1, name: r.name, formOptionId: r.formOptionId });
  if (unmarked.length === 0) return { cleared: [], changes: [] };
  const removed = await tx
    .delete(resultReviews)
    .where(
      and(
        eq(resultReviews.companyId, companyId),
        inArray(
          resultReviews.resultId,
          unmarked.map((row) => row.id),
        ),
      ),
    )
    .returning({
      resultId: resultReviews.resultId,
      reviewerId: resultReviews.reviewerId,
      comment: resultReviews.comment,
    });
  const reviewById = new Map(removed.map((row) => [row.resultId, row]));
  const cleared = unmarked.map((row) => ({
    resultId: row.id,
    instanceId: row.instanceId,
    c1: row.c1,
    resultName: labelOf(row),
    reviewerId: reviewById.get(row.id)?.reviewerId ?? null,
    comment: reviewById.get(row.id)?.comment ?? '',
  }));
  const changes: ChangeRecord[] = cleared.map((row) => ({
    instanceId: row.instanceId,
    actorId,
    subject: 'review',
    subjectId: row.resultId,
    action: 'clearReview',
    before: { result: row.resultName, isReviewed: true, comment: row.comment },
    after: { result: row.resultName, isReviewed: false },
  }));
  return { cleared, changes };
}

/**
 * Sets a year's assurance (admin, year settings); logged as a change of the year. A level of none
 * keeps no provider or date. The year may be frozen: assurance is given to frozen figures.
 */
export async function setYearAssurance(
  db: Database,
  companyId: string,
  actorId: string,
  instanceId: string,
  body: z.output<typeof setYearAssuranceRequestSchema>,
): Promise<YearAssurance> {
  return db.transaction(async (tx) => {
    const instance = (await lockInstances(tx, companyId, [instanceId], 'update')).get(instanceId);
    if (!instance) throw new Error('unreachable: lockInstances answers 404 for a missing year');
    const before = presentYearAssurance(instance);
    const next = {
      assuranceLevel: body.level,
      assuranceProvider: body.level === 'none' ? '' : body.provider,
      assuranceDate: body.level === 'none' ? null : body.date,
    };
    await tx
      .update(calculatorInstances)
      .set({ ...next, updatedAt: sql`now()` })
      .where(and(eq(calculatorInstances.companyId, companyId), eq(calculatorInstances.id, instanceId)));
    const after = presentYearAssurance(next);
    const changed = JSON.stringify(before) !== JSON.stringify(after);
    if (changed) {
      await appendChangeLog(tx, companyId, [
        {
          instanceId,
          actorId,
          subject: 'instance',
          subjectId: instanceId,
          action: 'update',
          before: toLogged(before),
          after: toLogged(after),
        },
      ]);
    }
    return after;
  });
}

const toLogged = (assurance: YearAssurance) => ({
  assuranceLevel: assurance.level,
  assuranceProvider: assurance.provider,
  assuranceDate: assurance.date,
});
