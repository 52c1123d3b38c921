import { join } from 'node:path';
import type { ElectricityMix, NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';
import {
  GRID_TECHNOLOGIES,
  GRID_TECHNOLOGY_INTENSITIES,
  type GridIntensitySplit,
  type GridSharesPercent,
  type GridTechnology,
  splitGridIntensity,
} from '../../packages/core/src/factors/grid-split.ts';
import type { CountryCodes } from './country-codes.ts';
import { createFactor, type SourceEdition } from './create-factor.ts';
import { type CsvRecord, getField, readCsvRecords } from './parse-csv.ts';
import { roundSum, shiftDecimal } from './unit-conversions.ts';

export const EMBER_INTENSITY_FILE = 'electricity/carbon-intensity-electricity.csv';
export const EMBER_SHARES_FILE = 'electricity/share-elec-by-source.csv';

const INTENSITY_COLUMN = 'Carbon intensity of electricity - gCO2/kWh';
const SHARE_COLUMNS: Record<GridTechnology, string> = {
  coal: 'Coal',
  gas: 'Gas',
  hydro: 'Hydropower',
  solar: 'Solar',
  wind: 'Wind',
  oil: 'Oil',
  nuclear: 'Nuclear',
  otherRenewables: 'Other renewables',
  bioenergy: 'Bioenergy',
};
const KEY_COLUMNS = ['Entity', 'Code', 'Year'];
const SHARES_HEADER = [
  ...KEY_COLUMNS,
  'Coal',
  'Gas',
  'Hydropower',
  'Solar',
  'Wind',
  'Oil',
  'Nuclear',
  'Other renewables',
  'Bioenergy',
];

/** The medians of Table A.III.2 as the manifest cites them. */
export const EMBER_SPLIT_TABLE_TEXT = GRID_TECHNOLOGIES.map((technology) => {
  const { direct, lifeCycle, label } = GRID_TECHNOLOGY_INTENSITIES[technology];
  return `${label} ${formatNumber(direct)}/${lifeCycle}`;
}).join(', ');

/** One edition per data year; the file is one, the edition of a row its year. */
export const EMBER_SERIES_EDITION: SourceEdition = {
  source: 'EMBER_OWID',
  sourceName: 'Ember and Our World in Data: carbon intensity of electricity by country and year',
  edition: 'series',
  licence: 'CC-BY-4.0',
  attribution:
    'Ember; Our World in Data (carbon intensity of electricity, share of electricity by source). Licensed under CC BY 4.0. Split by IPCC AR5 WG III Annex III, Table A.III.2 (Schlömer et al. 2014).',
  slug: 'ember-owid-series',
};

const GENERATION_NOTE =
  'Scope 2 part of the life-cycle intensity (emitted at generation), split by the generation mix; transmission and distribution losses not included.';
const UPSTREAM_NOTE =
  'Scope 3 category 3 part of the life-cycle intensity (fuel supply, plant construction and operation upstream of generation).';
const LIFE_CYCLE_NOTE =
  'Life-cycle intensity of the year: generation (Scope 2) plus upstream (category 3) of the same year.';

/** Which data year of each region the life-cycle file (`ember-owid-2024.ndjson`) already holds. */
export type LatestYears = ReadonlyMap<string, number>;

/**
 * Ember/OWID's intensity of every country (not the aggregates) and year, as three rows per year: the
 * generation part (Scope 2), the upstream part (category 3), both from `splitGridIntensity`, and the
 * life-cycle intensity itself for the years `ember-owid-2024.ndjson` does not already hold. A year without a
 * usable mix gets no split rows.
 */
export function buildEmberSeriesFactors(
  sourceDir: string,
  countries: CountryCodes,
  latestYears: LatestYears,
): NormalizedFactor[] {
  const sharesByKey = new Map(
    readCsvRecords(join(sourceDir, EMBER_SHARES_FILE), SHARES_HEADER).map((record) => [
      keyOf(record),
      record,
    ]),
  );
  const intensities = readCsvRecords(join(sourceDir, EMBER_INTENSITY_FILE), [
    ...KEY_COLUMNS,
    INTENSITY_COLUMN,
  ]);
  const factors: NormalizedFactor[] = [];
  for (const record of intensities) {
    const region = findCountry(record, countries);
    if (!region) continue;
    const year = Number(getField(record, 'Year'));
    const intensity = getField(record, INTENSITY_COLUMN);
    const row = { record, region, year, intensity };
    const sharesRecord = sharesByKey.get(keyOf(record));
    const shares = sharesRecord ? readShares(sharesRecord) : undefined;
    const split = shares ? splitGridIntensity(intensity, shares) : undefined;
    if (sharesRecord && shares && split) {
      factors.push(...buildSplitFactors(row, shares, split, readYearMix(sharesRecord, row)));
    }
    if (latestYears.get(region) !== year) factors.push(buildLifeCycleFactor(row));
  }
  return factors;
}

type SeriesRow = { record: CsvRecord; region: string; year: number; intensity: string };

function buildSplitFactors(
  row: SeriesRow,
  shares: GridSharesPercent,
  split: GridIntensitySplit,
  electricityMix: ElectricityMix,
): NormalizedFactor[] {
  const context = `${EMBER_INTENSITY_FILE} ${row.region} ${row.year}`;
  const generation = shiftDecimal(split.generation, -3, context);
  const upstream = shiftDecimal(split.upstream, -3, context);
  const fraction = describeFraction(shares, split);
  const rounding = `rounded to the ${split.decimals} decimals of the source`;
  return [
    createSeriesFactor(row, {
      kind: 'generation',
      value: generation,
      scope: 2,
      scope3Category: null,
      basis: 'combustion',
      level2: 'Grid average, generation',
      derivation: `${fraction}; generation = f × ${row.intensity} = ${split.generation} g CO2e/kWh (${rounding}) ÷ 1000 = ${generation} kg CO2e/kWh.`,
      notes: GENERATION_NOTE,
      electricityMix,
    }),
    createSeriesFactor(row, {
      kind: 'upstream',
      value: upstream,
      scope: 3,
      scope3Category: 3,
      basis: 'other',
      level2: 'Grid average, upstream of generation',
      derivation: `${fraction}; generation = f × ${row.intensity} = ${split.generation} (${rounding}); upstream = ${row.intensity} − ${split.generation} = ${split.upstream} g CO2e/kWh ÷ 1000 = ${upstream} kg CO2e/kWh.`,
      notes: UPSTREAM_NOTE,
    }),
  ];
}

function buildLifeCycleFactor(row: SeriesRow): NormalizedFactor {
  const value = shiftDecimal(row.intensity, -3, `${EMBER_INTENSITY_FILE} ${row.region} ${row.year}`);
  return createSeriesFactor(row, {
    kind: 'lifecycle',
    value,
    scope: 2,
    scope3Category: null,
    basis: 'lifeCycle',
    level2: 'Grid average, life cycle',
    derivation: `${row.intensity} g CO2e/kWh ÷ 1000 = ${value} kg CO2e/kWh.`,
    notes: LIFE_CYCLE_NOTE,
  });
}

type SeriesDraft = {
  kind: 'generation' | 'upstream' | 'lifecycle';
  value: number;
  scope: 2 | 3;
  scope3Category: 3 | null;
  basis: NormalizedFactor['basis'];
  level2: string;
  derivation: string;
  notes: string;
  /** The year's generation mix (generation rows), for the energy mix of the electricity a year uses. */
  electricityMix?: ElectricityMix;
};

function createSeriesFactor(row: SeriesRow, draft: SeriesDraft): NormalizedFactor {
  // The life-cycle rows join the lineage of ember-owid-2024.ndjson, so a country's series reads as one.
  const lineage = draft.kind === 'lifecycle' ? 'ember-owid' : `ember-owid-${draft.kind}`;
  return createFactor(
    { ...EMBER_SERIES_EDITION, edition: String(row.year) },
    {
      id: `ember-owid-${draft.kind}-${row.year}:${row.region}`,
      lineageKey: `${lineage}:${row.region}`,
      year: row.year,
      sourceRowIds: [`${getField(row.record, 'Code')} ${row.year}`],
      scope: draft.scope,
      scope3Category: draft.scope3Category,
      level0: draft.scope === 2 ? 'Scope 2' : 'Scope 3',
      level1: 'Electricity',
      level2: draft.level2,
      level3: getField(row.record, 'Entity'),
      region: row.region,
      activityUnit: 'kWh',
      unitCategory: 'energy',
      sourceUnit: 'kWh',
      sourceValueUnit: 'g CO2e',
      value: draft.value,
      basis: draft.basis,
      derivation: draft.derivation,
      notes: draft.notes,
      ...(draft.electricityMix ? { electricityMix: draft.electricityMix } : {}),
    },
  );
}

const RENEWABLE_TECHNOLOGIES = ['hydro', 'solar', 'wind', 'bioenergy', 'otherRenewables'] as const;
const NON_RENEWABLE_TECHNOLOGIES = ['coal', 'gas', 'oil', 'nuclear'] as const;

/** The year's shares as fractions (published % ÷ 100, exactly), oil as "other fossil" like the latest-year rows. */
function readYearMix(record: CsvRecord, row: SeriesRow): ElectricityMix {
  const share = (technology: GridTechnology) => {
    const text = getField(record, SHARE_COLUMNS[technology]);
    return text === ''
      ? null
      : shiftDecimal(text, -2, `${EMBER_SHARES_FILE} ${row.region} ${row.year} ${technology}`);
  };
  const sum = (technologies: readonly GridTechnology[]) =>
    roundSum(technologies.reduce((total, technology) => total + (share(technology) ?? 0), 0));
  return {
    coal: share('coal'),
    gas: share('gas'),
    hydro: share('hydro'),
    nuclear: share('nuclear'),
    solar: share('solar'),
    wind: share('wind'),
    bioenergy: share('bioenergy'),
    otherFossil: share('oil'),
    otherRenewables: share('otherRenewables'),
    renewable: sum(RENEWABLE_TECHNOLOGIES),
    nonRenewable: sum(NON_RENEWABLE_TECHNOLOGIES),
  };
}

/** f written out: every technology with a share, share ÷ 100 times its direct and life-cycle figure. */
function describeFraction(shares: GridSharesPercent, split: GridIntensitySplit): string {
  const present = GRID_TECHNOLOGIES.filter((technology) => (shares[technology] ?? 0) > 0);
  const terms = (pick: 'direct' | 'lifeCycle') =>
    present
      .filter((technology) => GRID_TECHNOLOGY_INTENSITIES[technology][pick] > 0)
      .map((technology) => {
        const share = formatNumber((shares[technology] ?? 0) / 100);
        return `${technology} ${share} × ${formatNumber(GRID_TECHNOLOGY_INTENSITIES[technology][pick])}`;
      })
      .join(' + ') || '0';
  return `f = Σ share × direct ÷ Σ share × life cycle = (${terms('direct')}) ÷ (${terms('lifeCycle')}) = ${formatNumber(split.directSum)} ÷ ${formatNumber(split.lifeCycleSum)} = ${formatNumber(split.generationFraction)}`;
}

/** Up to 10 significant digits, enough to redo the arithmetic. */
function formatNumber(value: number): string {
  return String(Number(value.toPrecision(10)));
}

function readShares(record: CsvRecord): GridSharesPercent {
  return Object.fromEntries(
    GRID_TECHNOLOGIES.map((technology) => {
      const text = getField(record, SHARE_COLUMNS[technology]);
      return [technology, text === '' ? null : Number(text)];
    }),
  ) as Record<GridTechnology, number | null>;
}

const keyOf = (record: CsvRecord) => `${getField(record, 'Entity')}\u0000${getField(record, 'Year')}`;

/**
 * The alpha-2 code of a country row; undefined for the aggregates (no code, or OWID's 'OWID_WRL' for the
 * world). Kosovo ('OWID_KOS') is 'XK', as in ember-owid-2024.ndjson.
 */
function findCountry(record: CsvRecord, countries: CountryCodes): string | undefined {
  const code = getField(record, 'Code');
  if (code === '' || code === 'OWID_WRL') return undefined;
  if (code === 'OWID_KOS') return 'XK';
  const region = countries.getAlpha2ByAlpha3(code);
  if (!region) throw new Error(`${EMBER_INTENSITY_FILE}: no country code for ${code}`);
  return region;
}
