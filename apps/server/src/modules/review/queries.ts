import type { ReviewProgress } from '@carbon-ledger/core';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { calculatorResults } from '../../db/schema/calculator.ts';
import { users } from '../../db/schema/identity.ts';
import { resultReviews } from '../../db/schema/review.ts';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';

const r = calculatorResults;

export type ReviewRow = {
  resultId: string;
  instanceId: string;
  reviewerId: string | null;
  reviewerFirst: string | null;
  reviewerLast: string | null;
  reviewedAt: Date;
  comment: string;
};

const reviewColumns = {
  resultId: resultReviews.resultId,
  instanceId: resultReviews.instanceId,
  reviewerId: resultReviews.reviewerId,
  reviewerFirst: users.nameFirst,
  reviewerLast: users.nameLast,
  reviewedAt: resultReviews.reviewedAt,
  comment: resultReviews.comment,
};

/** The review marks of the given years, with their reviewers' names. */
export async function listReviewsOfInstances(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<ReviewRow[]> {
  if (instanceIds.length === 0) return [];
  return db
    .select(reviewColumns)
    .from(resultReviews)
    .innerJoin(r, and(eq(r.companyId, resultReviews.companyId), eq(r.id, resultReviews.resultId)))
    .leftJoin(users, eq(users.id, resultReviews.reviewerId))
    .where(
      and(
        eq(resultReviews.companyId, companyId),
        inArray(resultReviews.instanceId, [...instanceIds]),
        eq(r.isReviewed, true),
      ),
    );
}

/** The review mark of one result, if it has one. */
export async function findReview(db: Queryable, companyId: string, resultId: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(resultReviews)
    .leftJoin(users, eq(users.id, resultReviews.reviewerId))
    .where(and(eq(resultReviews.companyId, companyId), eq(resultReviews.resultId, resultId)));
  return row;
}

/** A result of the company, locked for the write that marks it; another company's id is a 404. */
export async function requireResultForReview(db: Queryable, companyId: string, resultId: string) {
  const [row] = await db
    .select({
      id: r.id,
      instanceId: r.instanceId,
      parentId: r.parentId,
      name: r.name,
      formOptionId: r.formOptionId,
      isReviewed: r.isReviewed,
    })
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.id, resultId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such result.');
  return row;
}

/** Per section (c1, c2 and c3 alike): the entered top-level rows of the years and how many are reviewed. */
export async function countReviewProgress(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<ReviewProgress> {
  if (instanceIds.length === 0) return {};
  const groups = await db
    .select({
      c1: r.c1,
      c2: r.c2,
      c3: r.c3,
      numResults: sql<number>`count(*)::int`,
      numReviewed: sql<number>`(count(*) filter (where ${r.isReviewed}))::int`,
    })
    .from(r)
    .where(and(eq(r.companyId, companyId), inArray(r.instanceId, [...instanceIds]), isNull(r.parentId)))
    .groupBy(r.c1, r.c2, r.c3);
  const progress: ReviewProgress = {};
  for (const group of groups) {
    for (const sectionId of new Set([group.c1, group.c2, group.c3])) {
      if (sectionId === null) continue;
      const entry = progress[sectionId] ?? { numResults: 0, numReviewed: 0 };
      entry.numResults += Number(group.numResults);
      entry.numReviewed += Number(group.numReviewed);
      progress[sectionId] = entry;
    }
  }
  return progress;
}
