/**
 * Generates packages/core/src/currency/rates.generated.ts: the annual exchange rates (units per EUR)
 * of the spec currencies and the US CPI-U annual averages, from the ECB and BLS files, so that the
 * core package ships its rates and does no I/O at run time.
 *
 * Every shipped rate is traceable to a document: the ECB reference rates, the AED peg to the USD or the
 * LTL euro conversion rate. A spec currency without such a source (COP, TND) ships an empty list, and
 * the runtime refuses to convert it rather than guess.
 *
 *   npx tsx scripts/currency/build-rates.ts [data-dir]
 *
 * data-dir (or CURRENCY_DATA_DIR) holds eurofxref-annual-avg.csv, eurofxref-hist.csv and
 * cpi-u-annual-avg.csv; it defaults to ../shared/data/currency next to the repository.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENCY_CODES, type CurrencyCode } from '../../packages/core/src/currency/currencies.ts';
import type { AnnualRate, CpiRecord } from '../../packages/core/src/currency/rate-types.ts';
import { multiplyDecimals } from './decimal.ts';

const FIRST_YEAR = 2015;

/** Central Bank of the UAE: the dirham is pegged to the US dollar at 3.6725 AED/USD (since 1997). */
const AED_PER_USD = '3.6725';
/**
 * Council Regulation (EU) No 851/2014: irrevocable conversion rate 3.4528 LTL/EUR; the euro replaced the
 * litas on 1 January 2015.
 */
const LTL_PER_EUR = '3.4528';

/** Currencies whose rate is not an ECB average: EUR is the base, AED and LTL are derived above. */
const NOT_FROM_ECB: ReadonlySet<CurrencyCode> = new Set(['EUR', 'AED', 'LTL']);

/**
 * Spec currencies with no documented rate source in the repository: the ECB does not publish them, and
 * no primary source for them is kept here. They ship no rate (an empty list), so converting them throws
 * RATE_UNAVAILABLE; add a documented source before taking one off this list.
 */
const WITHOUT_SHIPPED_RATE: ReadonlySet<CurrencyCode> = new Set(['COP', 'TND']);

type EcbAverage = { readonly value: string; readonly days: number };
/** A rate before it is printed: the exact decimal string is kept so nothing is rounded twice. */
type RateRow = Omit<AnnualRate, 'unitsPerEur'> & { readonly unitsPerEur: string };
type CpiRow = Omit<CpiRecord, 'index'> & { readonly index: string };

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = resolve(
  process.argv[2] ?? process.env.CURRENCY_DATA_DIR ?? resolve(repoRoot, '../shared/data/currency'),
);
const outputPath = resolve(repoRoot, 'packages/core/src/currency/rates.generated.ts');

function readCsv(fileName: string): Record<string, string>[] {
  const [header = '', ...lines] = readFileSync(resolve(dataDir, fileName), 'utf8').trim().split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
}

function readLatestDailyDate(): string {
  // The daily file lists the newest fixing first; years before its year are complete.
  const date = readCsv('eurofxref-hist.csv')[0]?.Date;
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new Error('Cannot read the latest date of eurofxref-hist.csv');
  return date;
}

function readEcbAverages(): Map<number, Map<string, EcbAverage>> {
  const byYear = new Map<number, Map<string, EcbAverage>>();
  for (const row of readCsv('eurofxref-annual-avg.csv')) {
    const year = Number(row.year);
    if (year < FIRST_YEAR || !row.currency || !row.avg_units_per_eur) continue;
    const rates = byYear.get(year) ?? new Map<string, EcbAverage>();
    rates.set(row.currency, { value: row.avg_units_per_eur, days: Number(row.n_days) });
    byYear.set(year, rates);
  }
  return byYear;
}

function buildRates(ecb: Map<number, Map<string, EcbAverage>>, latestDailyYear: number) {
  const rows = new Map<CurrencyCode, RateRow[]>(
    CURRENCY_CODES.filter((c) => c !== 'EUR').map((c) => [c, []]),
  );
  const push = (code: CurrencyCode, row: RateRow) => rows.get(code)?.push(row);
  const years = [...ecb.keys()].sort((a, b) => a - b);
  for (const year of years) {
    const isCompleteYear = year < latestDailyYear;
    const yearRates = ecb.get(year) ?? new Map<string, EcbAverage>();
    for (const code of CURRENCY_CODES) {
      const average = yearRates.get(code);
      if (NOT_FROM_ECB.has(code) || !average) continue;
      push(code, {
        year,
        unitsPerEur: average.value,
        source: 'ecb',
        isCompleteYear,
        observations: average.days,
      });
    }
    push('LTL', { year, unitsPerEur: LTL_PER_EUR, source: 'fixed-conversion', isCompleteYear: true });
    const usd = yearRates.get('USD');
    if (!usd) continue;
    const basis = `${AED_PER_USD} AED/USD × ${usd.value} USD/EUR (ECB ${year})`;
    push('AED', {
      year,
      unitsPerEur: multiplyDecimals(AED_PER_USD, usd.value),
      source: 'usd-peg',
      isCompleteYear,
      basis,
    });
  }
  return rows;
}

function readCpi(): CpiRow[] {
  return readCsv('cpi-u-annual-avg.csv')
    .filter((row) => Number(row.year) >= FIRST_YEAR)
    .map((row) => ({
      year: Number(row.year),
      index: row.cpi_u_annual_avg_1982_84_eq_100 ?? '',
      months: Number(row.n_months),
      isCompleteYear: row.complete_year === 'True',
    }));
}

function printRate(row: RateRow): string {
  const optional = [
    row.observations === undefined ? '' : `, observations: ${row.observations}`,
    row.basis === undefined ? '' : `, basis: ${JSON.stringify(row.basis)}`,
  ].join('');
  return `    { year: ${row.year}, unitsPerEur: ${row.unitsPerEur}, source: '${row.source}', isCompleteYear: ${row.isCompleteYear}${optional} },`;
}

function printModule(rates: Map<CurrencyCode, RateRow[]>, cpi: CpiRow[], latestDailyDate: string): string {
  const rateBlocks = [...rates].map(([code, rows]) =>
    rows.length === 0
      ? `  // ${code}: no documented rate source in the repository, so no rate is shipped (conversions throw).\n  ${code}: [],`
      : [`  ${code}: [`, ...rows.map(printRate), '  ],'].join('\n'),
  );
  const cpiLines = cpi.map(
    (row) =>
      `  { year: ${row.year}, index: ${row.index}, months: ${row.months}, isCompleteYear: ${row.isCompleteYear} },`,
  );
  return [
    '// Generated by scripts/currency/build-rates.ts from the ECB and BLS files. Do not edit by hand:',
    '// change the inputs (or the script) and run `npx tsx scripts/currency/build-rates.ts`.',
    "import type { CurrencyCode } from './currencies.ts';",
    "import type { AnnualRate, CpiRecord } from './rate-types.ts';",
    '',
    '/** The newest daily ECB fixing behind these averages; its year is a partial-year average. */',
    `export const LATEST_RATE_DATE = '${latestDailyDate}';`,
    '',
    '/**',
    ' * Units of each currency per 1 EUR, annual averages from 2015 (EUR itself is 1 and not listed). An empty',
    ' * list means no documented rate is shipped for that currency.',
    ' */',
    "export const ANNUAL_RATES_PER_EUR: Readonly<Record<Exclude<CurrencyCode, 'EUR'>, readonly AnnualRate[]>> = {",
    ...rateBlocks,
    '};',
    '',
    '/** US CPI-U annual averages (BLS), 1982-84 = 100. 2025 averages 11 months (October 2025 is missing from the series). */',
    'export const CPI_U_ANNUAL: readonly CpiRecord[] = [',
    ...cpiLines,
    '];',
    '',
  ].join('\n');
}

const latestDailyDate = readLatestDailyDate();
const rates = buildRates(readEcbAverages(), Number(latestDailyDate.slice(0, 4)));
const missing = [...rates].filter(([, rows]) => rows.length === 0).map(([code]) => code);
const unexpectedlyMissing = missing.filter((code) => !WITHOUT_SHIPPED_RATE.has(code));
if (unexpectedlyMissing.length > 0) throw new Error(`No rates for ${unexpectedlyMissing.join(', ')}`);
const nowPublished = [...WITHOUT_SHIPPED_RATE].filter((code) => !missing.includes(code));
if (nowPublished.length > 0) {
  throw new Error(
    `The inputs now have rates for ${nowPublished.join(', ')}: take them off WITHOUT_SHIPPED_RATE`,
  );
}
writeFileSync(outputPath, printModule(rates, readCpi(), latestDailyDate));
console.log(
  `Wrote ${outputPath} (${[...rates.values()].flat().length} rates, latest fixing ${latestDailyDate})`,
);
