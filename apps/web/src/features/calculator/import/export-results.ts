import type { Result } from '@carbon-ledger/core';

/**
 * Reads every result of the years page by page (spec section 9: until canLoadMore is false, 1000 a page).
 * `fetchPage` answers one page from a skip.
 */
export async function collectAllResults(
  fetchPage: (
    skip: number,
  ) => Promise<{ results: Result[]; pagination: { position: number; canLoadMore: boolean } }>,
): Promise<Result[]> {
  const results: Result[] = [];
  let skip = 0;
  for (;;) {
    const page = await fetchPage(skip);
    results.push(...page.results);
    if (!page.pagination.canLoadMore || page.results.length === 0) return results;
    skip = page.pagination.position;
  }
}
