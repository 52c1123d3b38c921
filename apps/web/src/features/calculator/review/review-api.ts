import {
  calculatorOkSchema,
  type ListReviewsResponse,
  listReviewsResponseSchema,
  markResultReviewedResponseSchema,
  type ResultReview,
  type SetYearAssuranceRequest,
  setYearAssuranceResponseSchema,
  type YearAssurance,
} from '@carbon-ledger/core';
import { http } from '../../../api/client.ts';
import { unwrap } from '../api/calculator-api.ts';

const BASE = '/api/company/calculator';

/** The review marks of years and the review progress per section. */
export async function listReviews(instanceIds: readonly string[]): Promise<ListReviewsResponse> {
  return unwrap(
    await http.post(
      `${BASE}/reviews/list`,
      { instances: instanceIds },
      { schema: listReviewsResponseSchema },
    ),
  );
}

export async function markResultReviewed(resultId: string, comment: string): Promise<ResultReview> {
  return unwrap(
    await http.put(
      `${BASE}/results/:id/review`,
      { comment },
      { params: { id: resultId }, schema: markResultReviewedResponseSchema },
    ),
  ).review;
}

export async function unmarkResultReviewed(resultId: string): Promise<void> {
  unwrap(
    await http.delete(`${BASE}/results/:id/review`, { params: { id: resultId }, schema: calculatorOkSchema }),
  );
}

export async function setYearAssurance(
  instanceId: string,
  body: SetYearAssuranceRequest,
): Promise<YearAssurance> {
  return unwrap(
    await http.put(`${BASE}/instances/:id/assurance`, body, {
      params: { id: instanceId },
      schema: setYearAssuranceResponseSchema,
    }),
  ).assurance;
}
