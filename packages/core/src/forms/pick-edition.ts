/** The fields of a factor edition needed to choose between editions of one lineage. */
export type FactorEdition = { readonly edition: string; readonly year: number };

const editionCollator = new Intl.Collator('en', { numeric: true });

/**
 * Picks the edition of a factor (all editions of one `lineageKey`) to use for an instance year: the
 * edition of that year, otherwise the newest one. Within one year the later edition wins ('2024 v1.1'
 * over '2024'), compared numerically. Returns undefined for no editions.
 *
 * Callers pass only usable editions (for example with a non-null value): a blank cell in the matching
 * year must not be replaced silently by another year's number.
 */
export function pickEditionForYear<T extends FactorEdition>(
  editions: readonly T[],
  year: number,
): T | undefined {
  const sameYear = editions.filter((edition) => edition.year === year);
  const candidates = sameYear.length > 0 ? sameYear : editions;
  let picked: T | undefined;
  for (const edition of candidates) {
    if (!picked || compareEditions(edition, picked) > 0) picked = edition;
  }
  return picked;
}

function compareEditions(a: FactorEdition, b: FactorEdition): number {
  return a.year - b.year || editionCollator.compare(a.edition, b.edition);
}
