import { formatDate, type ReviewProgress, type YearAssurance } from '@carbon-ledger/core';

/**
 * A review's or an assurance's day through core's formatter, in the date locale of `useDateFormat`
 * (dates stay in UTC: they are calendar days); the text itself when it is no date.
 */
export function formatReviewDate(iso: string, dateLocale: string): string {
  if (Number.isNaN(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).getTime())) return iso;
  return formatDate(iso, dateLocale, 'medium', 'UTC');
}

/** The assurance shown on a year: none → nothing; otherwise the level, the provider and the date. */
export function describeAssurance(
  assurance: YearAssurance | undefined,
  words: {
    level: (level: Exclude<YearAssurance['level'], 'none'>) => string;
    by: (values: { level: string; provider: string }) => string;
    byOn: (values: { level: string; provider: string; date: string }) => string;
  },
  dateLocale: string,
): string | null {
  if (!assurance || assurance.level === 'none') return null;
  const level = words.level(assurance.level);
  if (!assurance.provider) return level;
  return assurance.date
    ? words.byOn({ level, provider: assurance.provider, date: formatReviewDate(assurance.date, dateLocale) })
    : words.by({ level, provider: assurance.provider });
}

/** The review counts of a section, or undefined when it has no entered rows. */
export function readReviewProgress(
  progress: ReviewProgress | undefined,
  sectionId: string,
): { done: number; total: number } | undefined {
  const entry = progress?.[sectionId];
  if (!entry || entry.numResults === 0) return undefined;
  return { done: entry.numReviewed, total: entry.numResults };
}
