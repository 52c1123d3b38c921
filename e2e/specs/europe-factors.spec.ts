import { formatEmission } from '@carbon-ledger/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

const KWH = 50_000;
const SPEND_EUR = 25_000;

/**
 * By hand from ../shared/data/emission-factors/electricity (g CO2e/kWh). Germany 2023: Ember's
 * intensity 371.31064; generation share f = Σ share × direct / Σ share × life cycle (IPCC AR5 Table
 * A.III.2 medians, oil 840 × 0.8193) over the 2023 mix (coal 24.773174 %, gas 15.21968 %, oil
 * 4.1612897 %, …) = 0.788850…, so generation 292.90460 and upstream 371.31064 − 292.90460 = 78.40604.
 * Germany 2024 (the latest year, used for 2025): 344.13992 = 266.14687 + 77.99305.
 */
const GRID = {
  2023: { scope2: (KWH * 292.9046) / 1000, category3: (KWH * 78.40604) / 1000 },
  2025: { scope2: (KWH * 266.14687) / 1000, category3: (KWH * 77.99305) / 1000 },
} as const;

/**
 * FIGARO (figaro_emission_factors_26ed_2019-2023.csv): Germany publishes no valuation table, so a German
 * buyer's IT services (J62_63) take Germany's supply factor at basic prices, 2023: 48.91 kg CO2e/kEUR.
 * 25,000 € / 1000 × 48.91 = 1,222.75 kg. The 2025 spend has no factor of its own: 2023's, not deflated.
 */
const SPEND_KG = (SPEND_EUR / 1000) * 48.91;

async function textOf(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The figure of a kg amount as the German page writes it, without its unit ("14,65"). */
const shownDe = (kg: number) => formatEmission(kg, 'de').replace(/ .*/, '');

describe('a German company in German: grid electricity by year, split, and FIGARO spend', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  const instanceIds: Record<2023 | 2025, string> = { 2023: '', 2025: '' };

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Hafen Werke' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates the years 2023 and 2025 of a German site, then speaks German', async () => {
    instanceIds[2023] = await createProjectThroughForm(page, {
      name: 'Werk Hamburg',
      startDate: '2023-01-01',
      endDate: '2023-12-31',
      region: 'DE',
    });
    instanceIds[2025] = await createProjectThroughForm(page, {
      name: 'Werk Bremen',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
      openWith: 'address',
    });
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
  });

  for (const year of [2023, 2025] as const) {
    it(`enters ${year}'s grid electricity typed the German way and a spend row, and sees their notes`, async () => {
      await page.goto(`/dashboard/calculator/form/i/${instanceIds[year]}?section=purchased-electricity`);
      await page.locator('select:has(option[value="electricity-grid"])').selectOption('electricity-grid');
      const gridRow = page.getByTestId('result-row').last();
      await gridRow.getByTestId('amount-field').first().getByRole('textbox').fill('50.000');

      await page.getByTestId('section-link-purchased-goods-and-services').click();
      await page.waitForURL('**section=purchased-goods-and-services**');
      await page
        .locator('select:has(option[value="purchase-spend-it-services"])')
        .selectOption('purchase-spend-it-services');
      const spendRow = page.getByTestId('result-row').last();
      await spendRow.getByTestId('amount-field').first().getByRole('textbox').fill('25.000');

      await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Speichern' }).click();
      await expect
        .poll(async () => (await page.getByTestId('toast').allTextContents()).join(' '))
        .toContain('2 Ergebnisse gespeichert');

      // The spend row: FIGARO's credit, and that Germany's basic prices leave out the margins.
      const spendNotes = await spendRow.getByTestId('row-emission').textContent();
      expect(spendNotes).toContain(
        'FIGARO monetary emission factors, Ecodex (https://getecodex.com), version 2026.5, DOI 10.5281/zenodo.23157020, licence CC BY-SA 4.0. Computed from Eurostat data.',
      );
      expect(spendNotes).toContain('Handels- und Transportspannen sind nicht enthalten');
      if (year === 2025) expect(spendNotes).toContain('Kein Faktor für 2025: Der Faktor von 2023');
      await spendRow.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `europe-factors-spend-${year}-de`);

      await page.getByTestId('section-link-purchased-electricity').click();
      await page.waitForURL('**section=purchased-electricity**');
      const grid = page.getByTestId('result-row').last().getByTestId('row-emission');
      await expect.poll(() => grid.textContent()).toContain('Faktor der Vorkette');
      const gridText = (await grid.textContent()) ?? '';
      expect(gridText).toContain('Übertragungs- und Verteilungsverluste nicht enthalten');
      if (year === 2025) expect(gridText).toContain('Daten von 2024 für 2025 verwendet');
      else expect(gridText).not.toContain('für 2023 verwendet');
      await saveScreenshot(page, `europe-factors-grid-${year}-de`);
    });

    it(`shows ${year}'s Scope 2 from generation and the upstream part in category 3 on Analyze`, async () => {
      await page.goto(`/dashboard/calculator/emissions/${instanceIds[year]}`);
      const expected = GRID[year];
      await expect.poll(() => textOf(page, 'total-scope-2')).toContain(shownDe(expected.scope2));
      await expect.poll(() => textOf(page, 'scope3-category-3')).toContain(shownDe(expected.category3));
      await expect.poll(() => textOf(page, 'scope3-category-1')).toContain(shownDe(SPEND_KG));
      await expect
        .poll(() => textOf(page, 'total-all'))
        .toContain(shownDe(expected.scope2 + expected.category3 + SPEND_KG));
      const sources = await textOf(page, 'analyze-factor-sources-list');
      expect(sources).toContain('FIGARO');
      expect(sources).toContain('Ember');
      await saveScreenshot(page, `europe-factors-analyze-${year}-de`);

      // The unrounded figures behind the page are the hand calculation.
      const setup = await page.evaluate(async (id) => {
        const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
        const response = await fetch('/api/company/calculator/instances/setup', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
          body: JSON.stringify({ instances: [id], lang: 'de' }),
        });
        return (await response.json()) as {
          aggregatedResults: { totalCo2InKg: number; totalCo2InKgPerScope: Record<string, number> };
        };
      }, instanceIds[year]);
      expect(setup.aggregatedResults.totalCo2InKgPerScope['2']).toBeCloseTo(expected.scope2, 6);
      expect(setup.aggregatedResults.totalCo2InKgPerScope['3']).toBeCloseTo(expected.category3 + SPEND_KG, 6);
    });
  }
});
