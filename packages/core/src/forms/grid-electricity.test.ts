import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../validation/country-codes.ts';
import {
  EGRID_SUBREGIONS,
  resolveGridElectricity,
  resolveGridElectricityLineageKey,
  UK_GRID_UPSTREAM_LINEAGE_KEYS,
} from './grid-electricity.ts';
import { pickEditionForYear } from './pick-edition.ts';
import { loadFactorLibrary } from './testing/factor-library.ts';

const library = loadFactorLibrary();

function pickValue(region: string, year: number): number | null | undefined {
  const key = resolveGridElectricityLineageKey(region);
  return pickEditionForYear(library.byLineageKey.get(key ?? '') ?? [], year)?.value;
}

describe('resolveGridElectricity', () => {
  it.each([
    ['GB', 'desnz:7_400_4000_5_1', 'DESNZ', 'combustion'],
    [' gb ', 'desnz:7_400_4000_5_1', 'DESNZ', 'combustion'],
    ['US-CAMX', 'epa-egrid:camx:total-output:ar5', 'EPA_EGRID', 'combustion'],
    ['us-nyup', 'epa-egrid:nyup:total-output:ar5', 'EPA_EGRID', 'combustion'],
    ['US', 'epa-egrid:us-average:total-output:ar5', 'EPA_EGRID', 'combustion'],
    ['DE', 'ember-owid-generation:DE', 'EMBER_OWID', 'combustion'],
    ['FR', 'ember-owid-generation:FR', 'EMBER_OWID', 'combustion'],
    ['XK', 'ember-owid-generation:XK', 'EMBER_OWID', 'combustion'],
  ])('resolves %s to %s', (region, lineageKey, source, basis) => {
    expect(resolveGridElectricity(region)).toMatchObject({ lineageKey, source, basis });
  });

  it.each(['', 'UK', 'US-XXXX', 'US-', 'ZZ', 'DEU', 'WORLD'])(
    'gives no factor for the unknown region "%s"',
    (region) => {
      expect(resolveGridElectricity(region)).toBeUndefined();
    },
  );

  it('picks 0.177 kg/kWh for GB in 2025 and 0.20705 in 2024, the newest edition for other years', () => {
    expect(pickValue('GB', 2025)).toBe(0.177);
    expect(pickValue('GB', 2024)).toBe(0.20705);
    expect(pickValue('GB', 2026)).toBe(0.177);
    expect(pickValue('GB', 2023)).toBe(0.177);
  });

  it('resolves to Scope 2 emission factors per kWh of the right basis', () => {
    for (const region of ['GB', 'US', 'DE', ...EGRID_SUBREGIONS.map((code) => `US-${code}`)]) {
      const resolution = resolveGridElectricity(region);
      const editions = library.byLineageKey.get(resolution?.lineageKey ?? '') ?? [];
      expect(editions.length, region).toBeGreaterThan(0);
      for (const factor of editions) {
        expect([factor.kind, factor.scope, factor.unitCategory, factor.activityUnit], region).toEqual([
          'emissionFactor',
          2,
          'energy',
          'kWh',
        ]);
        expect(factor.value, region).not.toBeNull();
        expect(factor.basis, region).toBe(resolution?.basis);
        expect(factor.gwpSet === null || factor.gwpSet === 'AR5', region).toBe(true);
      }
    }
  });

  it('lists exactly the eGRID subregions of the library', () => {
    const inLibrary = library.factors
      .filter((factor) => factor.source === 'EPA_EGRID' && factor.lineageKey.endsWith(':total-output:ar5'))
      .map((factor) => factor.region)
      .filter((region) => region !== 'US')
      .map((region) => region?.replace('US-', ''));
    expect([...inLibrary].sort()).toEqual([...EGRID_SUBREGIONS].sort());
  });

  it('adds DESNZ well-to-tank and T&D upstream for GB only', () => {
    expect(resolveGridElectricity('GB')?.upstreamLineageKeys).toEqual(UK_GRID_UPSTREAM_LINEAGE_KEYS);
    for (const key of UK_GRID_UPSTREAM_LINEAGE_KEYS) {
      for (const factor of library.byLineageKey.get(key) ?? []) {
        expect([factor.scope, factor.scope3Category, factor.unitCategory]).toEqual([3, 3, 'energy']);
      }
    }
    const upstream2025 = UK_GRID_UPSTREAM_LINEAGE_KEYS.map(
      (key) => pickEditionForYear(library.byLineageKey.get(key) ?? [], 2025)?.value,
    );
    expect(upstream2025).toEqual([0.0459, 0.01853, 0.00397]);
    expect(resolveGridElectricity('US-CAMX')?.upstreamLineageKeys).toEqual([]);
    expect(resolveGridElectricity('DE')?.upstreamLineageKeys).toEqual(['ember-owid-upstream:DE']);
  });

  it("splits Germany's Ember intensity of the row's year into generation and upstream", () => {
    // 2023: 371.31064 g CO2e/kWh = 292.90460 at generation + 78.40604 upstream (grid-split.test.ts).
    expect(pickValue('DE', 2023)).toBe(0.2929046);
    const upstream = library.byLineageKey.get('ember-owid-upstream:DE') ?? [];
    expect(pickEditionForYear(upstream, 2023)).toMatchObject({
      value: 0.07840604,
      scope: 3,
      scope3Category: 3,
    });
    // No 2025 data: the newest year, 2024, stands in.
    expect(pickValue('DE', 2025)).toBe(pickValue('DE', 2024));
  });

  it("takes Ember's split for GB and the US only when the year's grid source is Ember", () => {
    expect(resolveGridElectricity('GB', 'EMBER_OWID')).toMatchObject({
      lineageKey: 'ember-owid-generation:GB',
      upstreamLineageKeys: ['ember-owid-upstream:GB'],
      isEmberSplit: true,
    });
    expect(resolveGridElectricity('US', 'EMBER_OWID')?.lineageKey).toBe('ember-owid-generation:US');
    expect(resolveGridElectricity('GB', 'DESNZ')?.lineageKey).toBe('desnz:7_400_4000_5_1');
    expect(resolveGridElectricity('US-CAMX', 'EMBER_OWID')?.lineageKey).toBe(
      'epa-egrid:camx:total-output:ar5',
    );
    expect(resolveGridElectricity('DE', 'EPA_EGRID')?.lineageKey).toBe('ember-owid-generation:DE');
  });

  it('finds an Ember factor for every ISO country except 36 small territories', () => {
    const missing = COUNTRY_CODES.filter((code) => {
      const key = resolveGridElectricityLineageKey(code);
      return !library.byLineageKey.has(key ?? '');
    });
    expect(missing).toEqual(
      'AD AI AQ AX BL BQ BV CC CW CX FM GG GS HM IM IO JE LI MC MF MH MP NF NU PN PW SJ SM SX TF TK TV UM VA WF YT'.split(
        ' ',
      ),
    );
  });
});
