import type { Result } from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, manage, setUpCompanyClients } from './test-kit.ts';

// Figures written out from ../shared/data/emission-factors/figaro/results/ (kg CO2e per 1000 EUR):
// supply 2022 DE C28 225.82 · 2023 DE C28 187.0
// purchaser 2022 FR C28: with margins 281.69, rebasing ratio 0.7308, margin term 37.72
// ECB 2022 USD average 1.053049 per EUR (packages/core/src/currency/rates.generated.ts).
describe('spend rows priced with FIGARO through the calculator routes', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let frYear: string;
  let deYear: string;
  let usYear: string;
  let mtYear: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
    const year = async (name: string, region: string) =>
      (await createProject(clients.owner, { name, region, year: 2022 })).instanceId;
    frYear = await year('FR', 'FR');
    deYear = await year('DE', 'DE');
    usYear = await year('US', 'US-CAMX');
    mtYear = await year('MT', 'MT');
  }, 120_000);
  afterAll(() => testApp.close());

  const spendRow = (
    instance: string,
    value: number,
    genericInputs: Record<string, string | number> = {},
    unit = 'EUR',
    formOptionId = 'capital-spend-machinery',
  ) => ({
    instance,
    formOptionId,
    emissionActivityInputs: [{ fieldId: 'spend', value, unit }],
    genericInputs,
  });

  async function createOne(row: Record<string, unknown>): Promise<Result> {
    const response = await manage(clients.editor, { toCreate: [row] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results[0];
  }

  it("prices a French company's €100,000 of machinery (C28) with France's purchaser-price factor", async () => {
    const result = await createOne(spendRow(frYear, 100_000));
    // 100,000 EUR / 1000 × 281.69 = 28,169 kg
    expect(result.figures.scope3).toBeCloseTo(28_169, 6);
    expect(result.emissionActivityInputs[0]).toMatchObject({ unitBase: 'EUR', conversionFactor: 1 });
    expect(result.factorsUsed).toEqual([
      expect.objectContaining({
        factorId: 'figaro-2026.5:purchaser:2022:FR:C28',
        source: 'FIGARO',
        licence: 'CC-BY-SA-4.0',
        value: 281.69,
        valueUnit: 'kgCO2e/kEUR',
      }),
    ]);
    expect(result.factorsUsed[0]?.notes).toBeUndefined();
  });

  it("converts a German supplier's factor to French purchaser prices and cites it as converted", async () => {
    const result = await createOne(spendRow(frYear, 100_000, { supplierCountry: 'DE' }));
    // (225.82 × 0.7308 + 37.72) × 100 = (165.029256 + 37.72) × 100 = 20,274.9256 kg
    expect(result.figures.scope3).toBeCloseTo(20_274.9256, 6);
    const [used] = result.factorsUsed;
    expect(used).toMatchObject({ factorId: 'figaro-2026.5:supply:2022:DE:C28', source: 'FIGARO' });
    expect(used?.value).toBeCloseTo(202.749256, 9);
    expect(used?.derivation).toContain('figaro-2026.5:purchaser:2022:FR:C28');
    expect(used?.notes).toEqual([
      { code: 'convertedToPurchaserPrices', supplierCountry: 'DE', buyerCountry: 'FR' },
    ]);
  });

  it("prices a German company's €100,000 at Germany's basic prices and says margins are left out", async () => {
    const result = await createOne(spendRow(deYear, 100_000));
    // 100 × 225.82 = 22,582 kg
    expect(result.figures.scope3).toBeCloseTo(22_582, 6);
    expect(result.factorsUsed[0]).toMatchObject({ factorId: 'figaro-2026.5:supply:2022:DE:C28' });
    expect(result.factorsUsed[0]?.notes).toEqual([{ code: 'marginsNotIncluded', country: 'DE' }]);
  });

  it("converts the same spend entered in US dollars with the ECB's 2022 average first", async () => {
    const result = await createOne(spendRow(deYear, 100_000, {}, 'USD'));
    // 100,000 USD / 1.053049 = 94,962.3427 EUR; / 1000 × 225.82 = 21,444.3962 kg
    expect(result.emissionActivityInputs[0]?.conversionFactor).toBeCloseTo(1 / 1.053049, 12);
    expect(result.figures.scope3).toBeCloseTo(21_444.396224677, 6);
    expect(result.factorsUsed[0]?.notes).toEqual([
      { code: 'marginsNotIncluded', country: 'DE' },
      { code: 'exchangeRateYear', currency: 'USD', rateYear: 2022, months: 12, spendYear: 2022 },
    ]);
  });

  it('uses the 2023 factor for a 2025 spend, and names the part year of rates after the last rate year', async () => {
    const in2025 = await createOne(spendRow(deYear, 100_000, { spendYear: 2025 }));
    // 100 × 187.0 (2023) = 18,700 kg, not deflated
    expect(in2025.figures.scope3).toBeCloseTo(18_700, 6);
    expect(in2025.factorsUsed[0]?.notes).toContainEqual({
      code: 'nearestFactorYear',
      factorYear: 2023,
      spendYear: 2025,
    });
    const in2027 = await createOne(spendRow(deYear, 100_000, { spendYear: 2027 }, 'USD'));
    // 2027 has no rates: the 2026 average of January to April (1.169626 USD per EUR) stands in.
    // 100,000 / 1.169626 / 1000 × 187.0 = 15,988.0 kg
    expect(in2027.figures.scope3).toBeCloseTo((100_000 / 1.169626 / 1000) * 187.0, 6);
    expect(in2027.factorsUsed[0]?.notes).toContainEqual({
      code: 'exchangeRateYear',
      currency: 'USD',
      rateYear: 2026,
      months: 4,
      spendYear: 2027,
    });
  });

  it('keeps USEEIO for a US company with the figure it always had', async () => {
    const result = await createOne(spendRow(usYear, 5000, { spendYear: 2024 }));
    // 5000 EUR × 1.08238 USD/EUR (ECB 2024) × CPI-U 292.655 (2022) / 313.689 (2024) × 0.185 (USEEIO 333249)
    expect(result.figures.scope3).toBeCloseTo(934.06726083, 6);
    expect(result.emissionActivityInputs[0]).toMatchObject({ unitBase: 'USD2022' });
    expect(result.factorsUsed).toEqual([
      expect.objectContaining({ lineageKey: 'epa-useeio:333249', source: 'EPA_USEEIO' }),
    ]);
    expect(result.factorsUsed[0]?.notes).toBeUndefined();
  });

  it('keeps USEEIO by default for a UK year, and prices a row that chooses FIGARO at UK basic prices', async () => {
    const { instanceId } = await createProject(clients.owner, { name: 'UK', region: 'GB', year: 2022 });
    const byDefault = await createOne(spendRow(instanceId, 100_000));
    expect(byDefault.factorsUsed[0]).toMatchObject({ source: 'EPA_USEEIO', lineageKey: 'epa-useeio:333249' });
    const chosen = await createOne(spendRow(instanceId, 100_000, { spendSource: 'FIGARO' }));
    // supply 2022 GB C28 329.75 × 100 = 32,975 kg (the UK publishes no valuation tables)
    expect(chosen.figures.scope3).toBeCloseTo(32_975, 6);
    expect(chosen.factorsUsed[0]?.notes).toEqual([{ code: 'marginsNotIncluded', country: 'GB' }]);
  });

  it('notes the part year of rates on a USEEIO row after the last rate year', async () => {
    const result = await createOne(spendRow(usYear, 5000, { spendYear: 2027 }));
    expect(result.factorsUsed[0]?.notes).toEqual([
      { code: 'exchangeRateYear', currency: 'EUR', rateYear: 2026, months: 4, spendYear: 2027 },
    ]);
  });

  it('refuses FIGARO for a US year without a supplier country, naming the field', async () => {
    const response = await manage(clients.editor, {
      toCreate: [spendRow(usYear, 1000, { spendSource: 'FIGARO' })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      {
        path: 'results.toCreate.0.genericInputs.supplierCountry',
        message: 'validation.figaroNeedsEuropeanCountry',
      },
    ]);
  });

  it('prices a US purchase from a German supplier at basic prices when FIGARO is chosen', async () => {
    const result = await createOne(
      spendRow(usYear, 100_000, { spendSource: 'FIGARO', supplierCountry: 'DE' }),
    );
    expect(result.figures.scope3).toBeCloseTo(22_582, 6);
    expect(result.factorsUsed[0]?.notes).toEqual([
      { code: 'marginsNotIncluded', country: 'US', product: 'C28' },
    ]);
  });

  it('gives no figure, with a calculation issue, where FIGARO has no row for the country, product and year', async () => {
    // Malta publishes neither a supply nor a purchaser-price row of mining products (B) in 2022.
    const result = await createOne(
      spendRow(mtYear, 100_000, { naceIndustry: 'B' }, 'EUR', 'purchase-spend-nace'),
    );
    expect(result.calculationIssue).toBe('noFigaroFactor');
    expect(result.figures.total).toBe(0);
    expect(result.factorsUsed).toEqual([]);
  });

  it('prices an "other purchase by NACE industry" row with the industry chosen', async () => {
    const result = await createOne(
      spendRow(deYear, 100_000, { naceIndustry: 'C28' }, 'EUR', 'purchase-spend-nace'),
    );
    expect(result.figures.scope3Category).toBe(1);
    expect(result.figures.scope3).toBeCloseTo(22_582, 6);
  });

  it('moves a stored USEEIO row of a German year to FIGARO only once the previewed recompute is applied', async () => {
    const { instanceId } = await createProject(clients.owner, {
      name: 'DE legacy',
      region: 'DE',
      year: 2022,
    });
    const stored = await createOne(
      spendRow(instanceId, 5000, { spendYear: 2024, spendSource: 'EPA_USEEIO' }),
    );
    // A row saved before a spend row had a source of its own: no spendSource among its inputs.
    await testApp.app.database.db.execute(
      sql`update calculator_results set generic_inputs = generic_inputs - 'spendSource' where id = ${stored._id}`,
    );
    const listScope3 = async () => {
      const listed = await clients.viewer.inject({
        method: 'POST',
        url: '/api/company/calculator/results/list',
        payload: { instances: [instanceId] },
      });
      expect(listed.statusCode, listed.body).toBe(200);
      return (listed.json().results as Result[])[0];
    };
    // USEEIO as stored: 5000 EUR × 1.08238 (2024 USD/EUR) × 292.655 / 313.689 (CPI-U 2022 / 2024) × 0.185
    const useeio = 934.06726083;
    // FIGARO, the German year's source: no 2024 factor, so Germany's 2023 supply factor for C28 at basic
    // prices, 187.0 kg CO2e/kEUR: 5000 / 1000 × 187.0 = 935 kg.
    const figaro = 935;

    const preview = await clients.owner.inject({
      method: 'POST',
      url: `/api/company/calculator/instances/${instanceId}/recompute/preview`,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ numResults: 1, numChanged: 1 });
    expect(preview.json().totalBefore).toBeCloseTo(useeio, 6);
    expect(preview.json().totalAfter).toBeCloseTo(figaro, 6);
    expect((await listScope3())?.figures.scope3).toBeCloseTo(useeio, 6);

    const applied = await clients.owner.inject({
      method: 'POST',
      url: `/api/company/calculator/instances/${instanceId}/recompute`,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = await listScope3();
    expect(after?.figures.scope3).toBeCloseTo(figaro, 6);
    expect(after?.factorsUsed[0]).toMatchObject({ lineageKey: 'figaro-supply:DE:C28' });
  });

  it('refuses a supplier country outside FIGARO instead of guessing one', async () => {
    const response = await manage(clients.editor, {
      toCreate: [spendRow(frYear, 1000, { supplierCountry: 'Germany' })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('results.toCreate.0.genericInputs.supplierCountry');
  });
});
