import { join } from 'node:path';
import {
  gwpTableSchema,
  refrigerantBlendTableSchema,
} from '../../packages/core/src/factors/factor-library-schema.ts';
import type { NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';
import { loadCountryCodes } from './country-codes.ts';
import type { SourceEdition } from './create-factor.ts';
import { buildDesnzFactors, DESNZ_EDITIONS } from './desnz.ts';
import { buildEgridFactors, EGRID_EDITION, EGRID_FILE } from './egrid.ts';
import { buildEmberFactors, EMBER_EDITION, EMBER_FILE } from './ember.ts';
import {
  buildEmberSeriesFactors,
  EMBER_INTENSITY_FILE,
  EMBER_SERIES_EDITION,
  EMBER_SHARES_FILE,
  EMBER_SPLIT_TABLE_TEXT,
} from './ember-series.ts';
import { EPA_HUB_EDITION, type Gwp } from './epa-hub-common.ts';
import {
  buildMobileCh4N2oFactors,
  buildMobileCo2Factors,
  EPA_TABLE2_FILE,
  EPA_TABLE3_FILE,
  EPA_TABLE4_FILE,
  EPA_TABLE5_FILE,
} from './epa-hub-mobile.ts';
import {
  buildStationaryFactors,
  buildSteamFactors,
  EPA_TABLE1_FILE,
  EPA_TABLE7_FILE,
} from './epa-hub-stationary.ts';
import {
  buildTravelFactors,
  buildWasteFactors,
  EPA_TABLE8_FILE,
  EPA_TABLE9_FILE,
  EPA_TABLE10_FILE,
} from './epa-hub-transport-waste.ts';
import {
  buildFigaroPurchaserFactors,
  buildFigaroSupplyFactors,
  FIGARO_EDITION,
  FIGARO_PURCHASER_FILE,
  FIGARO_SUPPLY_FILE,
} from './figaro.ts';
import { EPA_GWP_FILE, GWP_FILE, loadGwpData, requireGwp } from './gwp-table.ts';
import { buildRefrigerantBlends, EPA_TABLE12_FILE } from './refrigerant-blends.ts';
import { buildRefrigerantFactors, REFRIGERANTS_SLUG } from './refrigerant-factors.ts';
import { buildUseeioFactors, USEEIO_BY_GAS_FILE, USEEIO_CO2E_FILE, USEEIO_EDITION } from './useeio.ts';
import { type LibraryOutput, serializeJson, serializeNdjson, writeLibrary } from './write-library.ts';

export type BuildOptions = {
  /** The emission-factors directory of the shared data (desnz/, epa-hub/, …). */
  sourceDir: string;
  /** datasets/country-codes CSV. */
  countryCodesPath: string;
  outDir: string;
};

function describeFactorFile(
  edition: SourceEdition,
  factors: NormalizedFactor[],
  contents: string,
  inputPaths: string[],
): LibraryOutput {
  return {
    file: `${edition.slug}.ndjson`,
    format: 'ndjson',
    contents,
    sources: [edition.source],
    edition: edition.edition,
    licence: edition.licence,
    attribution: edition.attribution,
    text: serializeNdjson(factors),
    rows: factors.length,
    inputPaths,
  };
}

/**
 * Builds the whole normalized factor library from the raw source files and writes it to `outDir`:
 * one ndjson per source edition, refrigerants.ndjson, gwp.json, refrigerant-blends.json and manifest.json.
 * Fails before writing anything when a factor is invalid or two factors share an id.
 */
export function buildFactorLibrary(options: BuildOptions) {
  const { sourceDir, countryCodesPath } = options;
  const at = (file: string) => join(sourceDir, file);
  const countries = loadCountryCodes(countryCodesPath);
  const gwp = loadGwpData(sourceDir);
  const ar5: Gwp = { set: 'AR5', ch4: gwp.getEpaAr5('CH4'), n2o: gwp.getEpaAr5('N2O') };
  const ar6: Gwp = { set: 'AR6', ch4: requireGwp(gwp, 'CH4', 'AR6'), n2o: requireGwp(gwp, 'N2O', 'AR6') };
  const blends = refrigerantBlendTableSchema.parse(buildRefrigerantBlends(sourceDir, gwp));
  const gwpTable = gwpTableSchema.parse(gwp.table);
  const emberLatest = buildEmberFactors(sourceDir, countries);
  const emberLatestYears = new Map(emberLatest.map((factor) => [factor.region ?? '', factor.year]));
  const hubFiles = [EPA_TABLE1_FILE, EPA_TABLE2_FILE, EPA_TABLE3_FILE, EPA_TABLE4_FILE, EPA_TABLE5_FILE];

  const outputs: LibraryOutput[] = [
    ...DESNZ_EDITIONS.map((edition) =>
      describeFactorFile(
        edition,
        buildDesnzFactors(sourceDir, edition, countries),
        'DESNZ conversion factors, every row',
        [at(edition.file), countryCodesPath],
      ),
    ),
    describeFactorFile(
      EPA_HUB_EDITION,
      [
        ...buildStationaryFactors(sourceDir, ar5),
        ...buildMobileCo2Factors(sourceDir, ar5),
        ...buildMobileCh4N2oFactors(sourceDir, ar5),
        ...buildSteamFactors(sourceDir, ar5),
        ...buildTravelFactors(sourceDir, ar5),
        ...buildWasteFactors(sourceDir),
      ],
      'EPA GHG Emission Factors Hub tables 1-5 and 7-10 in SI units, AR5',
      [...hubFiles, EPA_TABLE7_FILE, EPA_TABLE8_FILE, EPA_TABLE9_FILE, EPA_TABLE10_FILE, EPA_GWP_FILE].map(
        at,
      ),
    ),
    describeFactorFile(
      EGRID_EDITION,
      buildEgridFactors(sourceDir, [ar5, ar6]),
      'eGRID subregion total-output and non-baseload rates, AR5 and AR6',
      [at(EGRID_FILE), at(EPA_GWP_FILE), at(GWP_FILE)],
    ),
    describeFactorFile(
      USEEIO_EDITION,
      buildUseeioFactors(sourceDir, gwp),
      'USEEIO spend-based factors with margins per NAICS-6',
      [at(USEEIO_CO2E_FILE), at(USEEIO_BY_GAS_FILE), at(GWP_FILE)],
    ),
    describeFactorFile(
      FIGARO_EDITION,
      [...buildFigaroSupplyFactors(sourceDir), ...buildFigaroPurchaserFactors(sourceDir)],
      'FIGARO spend factors 2019-2023 per 1000 EUR: supply (basic prices) per producing country and purchaser prices per buying country, with rebasing ratios and margin terms (CC BY-SA 4.0, see FIGARO-LICENCE.md)',
      [at(FIGARO_SUPPLY_FILE), at(FIGARO_PURCHASER_FILE)],
    ),
    describeFactorFile(EMBER_EDITION, emberLatest, 'Grid electricity by country (life cycle)', [
      at(EMBER_FILE),
      countryCodesPath,
    ]),
    {
      ...describeFactorFile(
        EMBER_SERIES_EDITION,
        buildEmberSeriesFactors(sourceDir, countries, emberLatestYears),
        `Grid electricity by country and year, 2000-2024: generation (Scope 2) and upstream (category 3), split by the generation mix with the medians of IPCC AR5 WG III Annex III Table A.III.2 (Schlömer et al. 2014) in g CO2e/kWh direct/life cycle: ${EMBER_SPLIT_TABLE_TEXT} (oil: no row in the table; life cycle IPCC SRREN 2011 Annex II, direct × 0.8193, the combustion share of DESNZ 2025 fuel oil); and the life-cycle intensity of the years ember-owid-2024.ndjson lacks`,
        [at(EMBER_INTENSITY_FILE), at(EMBER_SHARES_FILE), countryCodesPath],
      ),
      edition: '2000-2024 (one edition per data year)',
    },
    {
      ...describeFactorFile(
        { ...EPA_HUB_EDITION, slug: REFRIGERANTS_SLUG },
        buildRefrigerantFactors(gwp, blends),
        'kg CO2e per kg released of each gas and EPA table 12 blend, AR5 and AR6',
        [at(GWP_FILE), at(EPA_GWP_FILE), at(EPA_TABLE12_FILE)],
      ),
      sources: ['IPCC', 'EPA_HUB'],
      edition: 'AR5 and AR6; EPA Hub 2025 table 12',
      licence: blends.licence,
      attribution: blends.attribution,
    },
    {
      file: 'gwp.json',
      format: 'json',
      contents: 'GWP-100 per gas: AR4, AR5, AR6',
      sources: ['IPCC'],
      edition: 'AR4, AR5, AR6',
      licence: gwpTable.licence,
      attribution: gwpTable.attribution,
      text: serializeJson(gwpTable),
      rows: Object.keys(gwpTable.gases).length,
      inputPaths: [at(GWP_FILE), at(EPA_GWP_FILE)],
    },
    {
      file: 'refrigerant-blends.json',
      format: 'json',
      contents: 'EPA table 12 blends: parsed compositions, AR5 as published, AR6 derived',
      sources: ['EPA_HUB', 'IPCC'],
      edition: '2025',
      licence: blends.licence,
      attribution: blends.attribution,
      text: serializeJson(blends),
      rows: blends.blends.length,
      inputPaths: [at(EPA_TABLE12_FILE), at(GWP_FILE), at(EPA_GWP_FILE)],
    },
  ];
  assertUniqueIds(outputs);
  return writeLibrary(options.outDir, sourceDir, outputs);
}

function assertUniqueIds(outputs: readonly LibraryOutput[]): void {
  const ids = new Set<string>();
  for (const output of outputs.filter((candidate) => candidate.format === 'ndjson')) {
    for (const line of output.text.trimEnd().split('\n')) {
      const { id } = JSON.parse(line) as { id: string };
      if (ids.has(id)) throw new Error(`duplicate factor id ${id}`);
      ids.add(id);
    }
  }
}
