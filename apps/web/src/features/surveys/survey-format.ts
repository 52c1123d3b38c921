import { COMMUTE_MODES, type DisplayLocale, formatPercent, OTHER_GROUP } from '@carbon-ledger/core';
import type { TFunction } from 'i18next';

/** The page's language as core's formatters take it. */
export const toLocale = (language: string): DisplayLocale => (language.startsWith('de') ? 'de' : 'en');

/** A response rate (0–1) as "85.7 %", or "–" before anything was sent. */
export const formatRate = (rate: number | null, locale: DisplayLocale) =>
  rate === null ? '–' : formatPercent(rate * 100, locale);

/** The name of a results group: a mode, a distance band, "other". */
export function labelGroup(t: TFunction, locale: DisplayLocale, key: string): string {
  if (key === OTHER_GROUP) return t('surveys.detail.other');
  if (key === 'mixed') return t('surveys.detail.mixed');
  const mode = COMMUTE_MODES.find((candidate) => candidate.id === key);
  if (mode) return mode.label[locale];
  return `${key.replace('-', '–')} km`;
}
