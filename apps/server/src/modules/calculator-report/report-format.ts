import {
  formatDate as formatCoreDate,
  formatEmission,
  formatRoundedNumber,
  MISSING_NUMBER_TEXT,
  resolveDateLocale,
  roundAmount,
} from '@carbon-ledger/core';
import { REPORT_TEXTS_DE } from './report-texts-de.ts';
import { REPORT_TEXTS_EN, type ReportTexts } from './report-texts-en.ts';

export type ReportLang = 'en' | 'de';

/** The report's texts in its language. */
export function getReportTexts(lang: ReportLang): ReportTexts {
  return lang === 'de' ? REPORT_TEXTS_DE : REPORT_TEXTS_EN;
}

/** An emission in kg as the spec shows it (section 9): 2 decimals, kg under 1000 kg, else t; "… CO2e". */
export function formatKg(kg: number, lang: ReportLang): string {
  return formatEmission(kg, lang, { unitLabel: 'co2e' });
}

/** `part` as a share of `whole` with 2 decimals ("12.50 %"); "–" when the whole is 0. */
export function formatShare(part: number, whole: number, lang: ReportLang): string {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole === 0) return MISSING_NUMBER_TEXT;
  return `${formatRoundedNumber(roundAmount((part / whole) * 100), lang, 'fixed')} %`;
}

/** A count with the locale's grouping ("1,234", de "1.234"). */
export function formatCount(count: number, lang: ReportLang): string {
  return formatRoundedNumber(count, lang, 'trimmed');
}

/** A percentage as entered (a surcharge): up to 2 decimals, no trailing zeros ("12.5 %"). */
export function formatPercent(percent: number, lang: ReportLang): string {
  return `${formatRoundedNumber(roundAmount(percent), lang, 'trimmed')} %`;
}

/**
 * The locale the report writes dates in: its language with the company's country, as the pages do
 * (`resolveDateLocale`): a UK company reads "1 January 2025", a US one "January 1, 2025", de "1. Januar 2025".
 */
export function resolveReportDateLocale(lang: ReportLang, country: string | null | undefined): string {
  return resolveDateLocale(lang, country);
}

/** A calendar date 'YYYY-MM-DD' (or a moment, as its UTC day) in words, through core's date formatter. */
export function formatDate(value: string | Date, dateLocale: string): string {
  const text = formatCoreDate(value, dateLocale, 'long', 'UTC');
  return text === MISSING_NUMBER_TEXT ? String(value) : text;
}

/** The span of several periods: the earliest start to the latest end. */
export function formatPeriod(
  periods: readonly { startDate: string; endDate: string }[],
  dateLocale: string,
): string {
  if (periods.length === 0) return MISSING_NUMBER_TEXT;
  // ISO calendar dates sort as text.
  const start = periods.map((period) => period.startDate).sort()[0] ?? '';
  const end = periods
    .map((period) => period.endDate)
    .sort()
    .at(-1);
  return `${formatDate(start, dateLocale)} – ${formatDate(end ?? start, dateLocale)}`;
}

/** A year's label as the instances page lists it (spec section 4): the start year, or "start – end". */
export function formatYearLabel(period: { startDate: string; endDate: string }): string {
  const start = period.startDate.slice(0, 4);
  const end = period.endDate.slice(0, 4);
  return start === end ? start : `${start} – ${end}`;
}

/** Joins a list for running text ("A, B and C", de "A, B und C"). */
export function joinList(items: readonly string[], lang: ReportLang): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
}
