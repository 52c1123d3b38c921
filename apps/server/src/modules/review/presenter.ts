import type { ResultReview } from '@carbon-ledger/core';
import type { ReviewRow } from './queries.ts';

/** The name of a reviewer as shown, or null when the account is gone. */
export function presentReviewerName(row: Pick<ReviewRow, 'reviewerFirst' | 'reviewerLast'>): string | null {
  if (row.reviewerFirst === null && row.reviewerLast === null) return null;
  return `${row.reviewerFirst ?? ''} ${row.reviewerLast ?? ''}`.trim();
}

export function presentReview(row: ReviewRow): ResultReview {
  return {
    result: row.resultId,
    instance: row.instanceId,
    reviewer: row.reviewerId,
    reviewerName: presentReviewerName(row),
    reviewedAt: row.reviewedAt.toISOString(),
    comment: row.comment,
  };
}
