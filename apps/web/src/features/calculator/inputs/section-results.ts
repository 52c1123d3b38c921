import type { Result } from '@carbon-ledger/core';

/**
 * Tells whether a result belongs to the section at the end of `sectionIds` (its path of ids from the top
 * section) or to one below it: its `c1`, `c2`, `c3` start with that path.
 */
export function isResultInSection(result: Result, sectionIds: readonly string[]): boolean {
  if (sectionIds.length === 0) return false;
  const resultIds = [result.c1, result.c2, result.c3];
  return sectionIds.every((id, depth) => resultIds[depth] === id);
}

/**
 * The saved top-level rows the Review panel of a section lists. The page loads the rows of the whole
 * top section (`c1`), so they are narrowed to the section shown and those below it, the rows the panel
 * and the section's "reviewed" count in the sidebar (every top-level row with the section as its c1,
 * c2 or c3) speak of.
 */
export function listSectionReviewResults(saved: readonly Result[], sectionIds: readonly string[]): Result[] {
  return saved.filter((result) => result.parent === null && isResultInSection(result, sectionIds));
}
