import type { ReviewProgress, YearAssurance } from '@carbon-ledger/core';

/** A review's or an assurance's day in the page's language (dates stay in UTC: they are calendar days). */
export function formatReviewDate(iso: string, lang: 'en' | 'de'): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The assurance shown on a year: none → nothing; otherwise the level, the provider and the date. */
export function describeAssurance(
  assurance: YearAssurance | undefined,
  words: {
    level: (level: Exclude<YearAssurance['level'], 'none'>) => string;
    by: (values: { level: string; provider: string }) => string;
    byOn: (values: { level: string; provider: string; date: string }) => string;
  },
  lang: 'en' | 'de',
): string | null {
  if (!assurance || assurance.level === 'none') return null;
  const level = words.level(assurance.level);
  if (!assurance.provider) return level;
  return assurance.date
    ? words.byOn({ level, provider: assurance.provider, date: formatReviewDate(assurance.date, lang) })
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
