import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';

const UK_GRID_ELECTRICITY = 'Details of UK electricity › Electricity generated › Electricity: UK › kWh';

describe('the emission factor browser', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await registerThroughForm(page, { nameFirst: 'Fiona', brand: 'Factor Finders' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('finds UK grid electricity 2025 by search and filters, and shows its value and provenance', async () => {
    await page.getByRole('link', { name: 'Emission factors' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Emission factors');
    await expect.poll(() => page.getByTestId('factor-count').textContent()).toBe('41,622 factors');
    await saveScreenshot(page, 'factor-browser-en');

    await page.getByRole('searchbox', { name: 'Search factors' }).fill('electricity');
    await page.getByTestId('factor-filter-source').selectOption('DESNZ');
    await page.getByTestId('factor-filter-edition').selectOption('2025');
    await page.getByTestId('factor-filter-scope').selectOption('2');
    await expect.poll(() => page.getByTestId('factor-count').textContent()).toBe('153 factors');
    // The counts next to each choice follow the search and the other filters, so they match the list.
    await expect
      .poll(() => page.getByTestId('factor-filter-source').locator('option:checked').textContent())
      .toBe('UK DESNZ (153)');
    await page.getByRole('button', { name: UK_GRID_ELECTRICITY }).click();

    const detail = page.getByTestId('factor-detail');
    await expect.poll(() => detail.getByTestId('factor-value').textContent()).toBe('0.177 kg CO2e / kWh');
    const text = (await detail.textContent()) ?? '';
    expect(text).toContain('DESNZ');
    expect(text).toContain('Open Government Licence v3.0');
    expect(text).toContain('7_400_4000_5_1');
    await saveScreenshot(page, 'factor-detail-en');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    // Focus goes back to the row the dialog was opened from.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      UK_GRID_ELECTRICITY,
    );
  });

  it('pages with Load more and narrows the category level by level', async () => {
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.getByTestId('factor-count').textContent()).toBe('41,622 factors');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => page.getByTestId('factor-results').locator('tbody tr').count()).toBe(100);

    await page.getByTestId('factor-filter-level0').selectOption('Scope 2');
    await page.getByTestId('factor-filter-level1').selectOption('Electricity');
    await page.getByTestId('factor-filter-level2').selectOption('eGRID subregion');
    await expect.poll(() => page.getByTestId('factor-count').textContent()).toBe('112 factors');
  });

  it('speaks German after switching the language', async () => {
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Emissionsfaktoren');
    expect(await page.getByRole('link', { name: 'Emissionsfaktoren' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await page.getByRole('searchbox', { name: 'Faktoren suchen' }).fill('electricity');
    await page.getByTestId('factor-filter-edition').selectOption('2025');
    await page.getByTestId('factor-filter-source').selectOption('DESNZ');
    await page.getByTestId('factor-filter-scope').selectOption('2');
    expect(await page.getByRole('columnheader', { name: 'Wert' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('factor-count').textContent()).toBe('153 Faktoren');
    await saveScreenshot(page, 'factor-browser-de');

    await page
      .getByRole('button', {
        name: 'Details zu UK electricity › Electricity generated › Electricity: UK › kWh',
      })
      .click();
    const detail = page.getByTestId('factor-detail');
    await expect.poll(() => detail.getByTestId('factor-value').textContent()).toBe('0,177 kg CO2e / kWh');
    const text = (await detail.textContent()) ?? '';
    expect(text).toContain('Lizenz');
    expect(text).toContain('Quellenangabe');
    expect(text).toContain('Open Government Licence v3.0');
    await saveScreenshot(page, 'factor-detail-de');
  });

  it("shows an Ember factor's series for its country, readable at phone width", async () => {
    await page.keyboard.press('Escape');
    await page.getByTestId('factor-detail').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await page.getByRole('searchbox', { name: 'Faktoren suchen' }).fill('Germany');
    await page.getByTestId('factor-filter-source').selectOption('EMBER_OWID');
    await page.getByTestId('factor-filter-edition').selectOption('2023');
    // Germany 2023: generation, upstream and life cycle.
    await expect.poll(() => page.getByTestId('factor-count').textContent()).toBe('3 Faktoren');
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByTestId('factor-results')
      .getByRole('button', { name: /^Details zu / })
      .first()
      .click();
    const series = page.getByTestId('factor-detail').getByTestId('grid-series');
    await series.waitFor();
    expect(await series.getByRole('heading').textContent()).toBe('Netzstrom in Deutschland nach Jahr');
    // 371.31064 g CO2e/kWh = 292.9046 at generation + 78.40604 upstream (grid-split.test.ts).
    const row2023 = series.getByRole('row', { name: /^2023 / });
    expect(await row2023.textContent()).toContain('371,31064');
    expect(await row2023.textContent()).toContain('292,9046');
    expect(await row2023.textContent()).toContain('78,40604');
    expect(await series.getByRole('columnheader', { name: 'Erzeugung (Scope 2)' }).count()).toBe(1);
    // The page never gets wider than the phone: the table scrolls inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'factor-grid-series-de-phone');
  });
});
