/**
 * Generates packages/core/src/currency/rates.generated.ts: the annual exchange rates (units per EUR)
 * of the 22 spec currencies and the US CPI-U annual averages, from the ECB and BLS files, so that the
 * core package ships its rates and does no I/O at run time.
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
import { AED_PER_USD, LTL_PER_EUR, MANUAL_RATE_SOURCES, MANUAL_UNITS_PER_USD } from './manual-rates.ts';

const FIRST_YEAR = 2015;
const NOT_FROM_ECB: ReadonlySet<CurrencyCode> = new Set(['EUR', 'AED', 'COP', 'LTL', 'TND']);

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
    for (const code of ['COP', 'TND'] as const) {
      const manual = MANUAL_UNITS_PER_USD[code].find((rate) => rate.year === year);
      if (!manual) continue;
      const note = manual.note ? `; ${manual.note}` : '';
      push(code, {
        year,
        unitsPerEur: multiplyDecimals(manual.unitsPerUsd, usd.value),
        source: 'manual',
        isCompleteYear,
        basis: `${manual.unitsPerUsd} ${code}/USD (${MANUAL_RATE_SOURCES[code]}${note}) × ${usd.value} USD/EUR (ECB ${year})`,
      });
    }
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
    [`  ${code}: [`, ...rows.map(printRate), '  ],'].join('\n'),
  );
  const cpiLines = cpi.map(
    (row) =>
      `  { year: ${row.year}, index: ${row.index}, months: ${row.months}, isCompleteYear: ${row.isCompleteYear} },`,
  );
  return [
    '// Generated by scripts/currency/build-rates.ts from the ECB and BLS files. Do not edit by hand:',
    '// change the inputs (or scripts/currency/manual-rates.ts) and run `npx tsx scripts/currency/build-rates.ts`.',
    "import type { CurrencyCode } from './currencies.ts';",
    "import type { AnnualRate, CpiRecord } from './rate-types.ts';",
    '',
    '/** The newest daily ECB fixing behind these averages; its year is a partial-year average. */',
    `export const LATEST_RATE_DATE = '${latestDailyDate}';`,
    '',
    '/** Units of each currency per 1 EUR, annual averages from 2015 (EUR itself is 1 and not listed). */',
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
if (missing.length > 0) throw new Error(`No rates for ${missing.join(', ')}`);
writeFileSync(outputPath, printModule(rates, readCpi(), latestDailyDate));
console.log(
  `Wrote ${outputPath} (${[...rates.values()].flat().length} rates, latest fixing ${latestDailyDate})`,
);
