import { describe, expect, it } from 'vitest';
import { instanceGeneralInputSchema } from '../contracts/calculator.ts';
import {
  describeFactorSourcesRow,
  listFactorSourceNames,
  listYearsFactorSources,
} from './factor-source-names.ts';
import type { FactorSources } from './factor-sources.ts';
import { findFactorSourceConflicts, resolveYearFactorSources } from './year-factor-sources.ts';

const european: FactorSources = { fuels: 'DESNZ', grid: 'EMBER_OWID', spend: 'FIGARO', travelWaste: 'DESNZ' };

describe('resolveYearFactorSources', () => {
  it("follows the region's defaults while none are stored", () => {
    expect(resolveYearFactorSources(null, 'DE')).toEqual({ sources: european, hasRegionDefaults: true });
    expect(resolveYearFactorSources(null, 'US-CAMX').sources.grid).toBe('EPA_EGRID');
  });

  it('uses the stored sources whatever the region', () => {
    const stored = { ...european, spend: 'EPA_USEEIO' };
    expect(resolveYearFactorSources(stored, 'DE')).toEqual({ sources: stored, hasRegionDefaults: false });
  });
});

describe('findFactorSourceConflicts', () => {
  it.each([
    { region: 'GB', grid: 'DESNZ', spend: 'FIGARO', expected: [] },
    { region: 'DE', grid: 'DESNZ', spend: 'FIGARO', expected: [['grid', 'gridDesnzOutsideUk']] },
    { region: 'US-CAMX', grid: 'EPA_EGRID', spend: 'EPA_USEEIO', expected: [] },
    { region: 'US', grid: 'EPA_EGRID', spend: 'EPA_USEEIO', expected: [] },
    { region: 'FR', grid: 'EPA_EGRID', spend: 'EPA_USEEIO', expected: [['grid', 'gridEgridOutsideUs']] },
    { region: 'JP', grid: 'EMBER_OWID', spend: 'FIGARO', expected: [['spend', 'spendFigaroOutsideEurope']] },
    {
      region: 'US-CAMX',
      grid: 'DESNZ',
      spend: 'FIGARO',
      expected: [
        ['grid', 'gridDesnzOutsideUk'],
        ['spend', 'spendFigaroOutsideEurope'],
      ],
    },
  ] as const)('$region with grid $grid and spend $spend', ({ region, grid, spend, expected }) => {
    const conflicts = findFactorSourceConflicts({ ...european, grid, spend }, region);
    expect(conflicts.map((c) => [c.kind, c.message.replace('validation.factorSource.', '')])).toEqual(
      expected,
    );
  });

  it("never refuses a region's own defaults", () => {
    for (const region of ['GB', 'US', 'US-NYUP', 'DE', 'NO', 'JP', 'BR']) {
      expect(findFactorSourceConflicts(resolveYearFactorSources(null, region).sources, region)).toEqual([]);
    }
  });
});

describe("a year's general input with factor sources", () => {
  const general = {
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    electricityEmissionFactor: { region: 'DE' },
  };

  it('names the field of a source the region cannot compute with', () => {
    const parsed = instanceGeneralInputSchema.safeParse({
      ...general,
      factorSources: { ...european, grid: 'EPA_EGRID' },
    });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['factorSources.grid', 'validation.factorSource.gridEgridOutsideUs'],
    ]);
  });

  it('takes null (the region decides) and no sources at all', () => {
    expect(instanceGeneralInputSchema.safeParse({ ...general, factorSources: null }).success).toBe(true);
    expect(instanceGeneralInputSchema.safeParse(general).success).toBe(true);
  });
});

describe('listFactorSourceNames', () => {
  it('names every kind with its source in German and English', () => {
    const us: FactorSources = {
      fuels: 'EPA_HUB',
      grid: 'EPA_EGRID',
      spend: 'EPA_USEEIO',
      travelWaste: 'EPA_HUB',
    };
    expect(listFactorSourceNames(us, 'en').map((entry) => `${entry.kindName}: ${entry.sourceName}`)).toEqual([
      'Fuels: US EPA GHG Emission Factors Hub 2025',
      'Grid electricity: eGRID2023 via the US EPA GHG Emission Factors Hub 2025',
      'Spend: US EPA USEEIO v1.3, in 2022 US dollars',
      'Travel and waste: US EPA GHG Emission Factors Hub 2025',
    ]);
    expect(listFactorSourceNames(european, 'de').map((entry) => entry.sourceName)).toEqual([
      'Umrechnungsfaktoren des britischen DESNZ 2025',
      'Netzintensität von Ember / Our World in Data, aufgeteilt in Erzeugung (Scope 2) und Vorkette (Scope 3, Kategorie 3)',
      'FIGARO-Angebotsfaktoren (Ecodex) 2026.5, in Euro',
      'Umrechnungsfaktoren des britischen DESNZ 2025',
    ]);
  });
});

describe('listYearsFactorSources', () => {
  it('gives one source per kind where the years agree, else each source with its years', () => {
    const us: FactorSources = {
      fuels: 'EPA_HUB',
      grid: 'EPA_EGRID',
      spend: 'EPA_USEEIO',
      travelWaste: 'EPA_HUB',
    };
    const rows = listYearsFactorSources(
      [
        { label: 'Berlin 2025', sources: european },
        { label: 'Munich 2025', sources: { ...european, spend: 'EPA_USEEIO' } },
        { label: 'Austin 2025', sources: us },
      ],
      'en',
    );
    const spend = rows.find((row) => row.kind === 'spend');
    expect(spend).toEqual({
      kind: 'spend',
      kindName: 'Spend',
      sources: [
        { sourceName: 'FIGARO supply factors (Ecodex) 2026.5, in euros', years: ['Berlin 2025'] },
        { sourceName: 'US EPA USEEIO v1.3, in 2022 US dollars', years: ['Munich 2025', 'Austin 2025'] },
      ],
    });
    expect(spend && describeFactorSourcesRow(spend)).toBe(
      'FIGARO supply factors (Ecodex) 2026.5, in euros (Berlin 2025); US EPA USEEIO v1.3, in 2022 US dollars (Munich 2025, Austin 2025)',
    );
    const single = listYearsFactorSources([{ label: '2025', sources: european }], 'de');
    expect(single.map((row) => [row.kindName, row.sources.length])).toEqual([
      ['Brennstoffe', 1],
      ['Netzstrom', 1],
      ['Ausgaben', 1],
      ['Reisen und Abfall', 1],
    ]);
  });
});
