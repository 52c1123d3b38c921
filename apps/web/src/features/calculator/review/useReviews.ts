import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { listReviews } from './review-api.ts';

export const reviewsKey = (instanceIds: readonly string[]) =>
  ['calculator', 'reviews', [...instanceIds].sort().join(',')] as const;

/** The review marks and per-section progress of the years shown (none for an empty list). */
export function useReviews(instanceIds: readonly string[]) {
  return useQuery({
    queryKey: reviewsKey(instanceIds),
    queryFn: () => listReviews(instanceIds),
    enabled: instanceIds.length > 0,
  });
}

/** Reloads every review list (after a mark, or after a save that may have cleared marks). */
export function useRefreshReviews() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['calculator', 'reviews'] }), [client]);
}
