import { formatEmission } from '@carbon-ledger/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { libraryFactorValue } from '../support/factor-library.ts';
import { createProjectThroughForm } from '../support/projects.ts';

const YEAR = 2025;
const f = (lineageKey: string) => libraryFactorValue(lineageKey, YEAR);

/**
 * The hand calculation of the year entered below, from the committed factor library (edition of 2025,
 * otherwise the newest). Germany's grid is Ember/OWID split into generation (Scope 2) and upstream
 * (category 3); the DESNZ rows carry their well-to-tank factor, which is Scope 3 category 3 for Scope 1
 * fuels and stays in category 6 for flights.
 */
const hand = (() => {
  const electricity = 50_000 * f('ember-owid-generation:DE');
  const electricityUpstream = 50_000 * f('ember-owid-upstream:DE');
  const gas = 20_000 * f('desnz:1_100_1004_6_1');
  const gasUpstream = 20_000 * f('desnz:11_100_1004_6_1');
  const car = 12_000 * f('desnz:4_301_3069_4_1');
  const carUpstream = 12_000 * f('desnz:26_904_3069_4_1');
  const refrigerant = 2 * f('refrigerants:blend/R-410A:AR5');
  const flights = 2 * 6_200 * (f('desnz:21_316_3180_11_1') + f('desnz:22_912_3180_11_1'));
  const hotel = 10 * f('desnz:29_600_4017_13_1');
  // A German year prices spend with FIGARO: 2025 has no factors, so Germany's 2023 supply factor of
  // NACE J62_63 (kg CO2e per 1000 EUR, basic prices: Germany publishes no valuation tables) stands in.
  const itServices = (25_000 / 1000) * libraryFactorValue('figaro-supply:DE:J62_63', 2023);
  const scope1 = gas + car + refrigerant;
  const scope2 = electricity;
  const category3 = gasUpstream + carUpstream + electricityUpstream;
  const category6 = flights + hotel;
  const category1 = itServices;
  const scope3 = category1 + category3 + category6;
  return { scope1, scope2, scope3, category1, category3, category6, total: scope1 + scope2 + scope3 };
})();

const WAREHOUSE_ELECTRICITY_KWH = 10_000;

async function openSection(page: Page, sectionId: string): Promise<void> {
  await page.getByTestId(`section-link-${sectionId}`).click();
  await page.waitForURL(`**section=${sectionId}**`);
}

/** Adds a row of an option (or takes the fixed row of a static group) and enters its amounts. */
async function enterRow(page: Page, optionId: string, amounts: number[]): Promise<Locator> {
  const adder = page.locator(`select:has(option[value="${optionId}"])`);
  await adder.selectOption(optionId);
  const row = page.getByTestId('result-row').last();
  const fields = row.getByTestId('amount-field');
  for (const [index, amount] of amounts.entries()) {
    await fields.nth(index).getByRole('textbox').fill(String(amount));
  }
  return row;
}

async function save(page: Page, expectedCount: number): Promise<void> {
  await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
  const expected = expectedCount === 1 ? '1 result saved' : `${expectedCount} results saved`;
  await expect
    .poll(async () =>
      (await page.getByTestId('toast').allTextContents()).some((text) => text.includes(expected)),
    )
    .toBe(true);
}

async function textOf(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('the carbon calculator, as a new company uses it', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let instanceId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Calc Works' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates a Corporate project for 2025 in Germany', async () => {
    await expect.poll(() => page.getByText('There are no projects yet.').count()).toBe(1);
    instanceId = await createProjectThroughForm(page, {
      name: 'Headquarters',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
      beforeSubmit: () => saveScreenshot(page, 'calculator-create-project'),
    });
    expect(instanceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('enters a year of activity data and saves it', async () => {
    await openSection(page, 'purchased-electricity');
    await enterRow(page, 'electricity-grid', [50_000]);
    await openSection(page, 'stationary-combustion');
    await enterRow(page, 'stationary-natural-gas-kwh', [20_000]);
    await openSection(page, 'mobile-combustion');
    await enterRow(page, 'fleet-average-diesel', [12_000]);
    await openSection(page, 'fugitive-emissions');
    await enterRow(page, 'refrigerant-r-410a', [2]);
    await openSection(page, 'business-travel');
    const outbound = await enterRow(page, 'flight-international-economy', [6_200]);
    await outbound.getByLabel('Name').fill('Frankfurt – New York');
    const inbound = await enterRow(page, 'flight-international-economy', [6_200]);
    await inbound.getByLabel('Name').fill('New York – Frankfurt');
    await enterRow(page, 'hotel-de', [10]);
    await openSection(page, 'purchased-goods-and-services');
    await enterRow(page, 'purchase-spend-it-services', [25_000]);
    await saveScreenshot(page, 'calculator-inputs-before-save');
    await save(page, 8);
    await saveScreenshot(page, 'calculator-inputs-saved');
  });

  it('shows per-scope and per-section totals on Analyze that equal the hand calculation', async () => {
    await page.getByTestId('tab-analyze').click();
    await page.waitForURL(new RegExp(`/dashboard/calculator/emissions/${instanceId}(\\?|$)`));
    const expectShown = async (testId: string, kg: number) =>
      expect.poll(() => textOf(page, testId)).toContain(formatEmission(kg, 'en').replace(/ .*/, ''));
    await expectShown('total-scope-1', hand.scope1);
    await expectShown('total-scope-2', hand.scope2);
    await expectShown('total-scope-3', hand.scope3);
    await expectShown('total-all', hand.total);
    await expectShown('section-total-scope-1', hand.scope1);
    await expectShown('section-total-scope-2', hand.scope2);
    await expectShown('section-total-scope-3', hand.scope3);
    await expectShown('scope3-category-6', hand.category6);
    await expectShown('scope3-category-3', hand.category3);
    await expectShown('scope3-category-1', hand.category1);
    await saveScreenshot(page, 'calculator-analyze');

    // The unrounded figures behind the page match too (the display rounds to hundredths of a tonne).
    const setup = await page.evaluate(async (id) => {
      const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch('/api/company/calculator/instances/setup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({ instances: [id], lang: 'en' }),
      });
      return (await response.json()) as {
        aggregatedResults: { totalCo2InKg: number; totalCo2InKgPerScope: Record<string, number> };
        formSectionAggregations: Record<string, { totalCo2: number }>;
      };
    }, instanceId);
    expect(setup.aggregatedResults.totalCo2InKgPerScope['1']).toBeCloseTo(hand.scope1, 6);
    expect(setup.aggregatedResults.totalCo2InKgPerScope['2']).toBeCloseTo(hand.scope2, 6);
    expect(setup.aggregatedResults.totalCo2InKgPerScope['3']).toBeCloseTo(hand.scope3, 6);
    expect(setup.aggregatedResults.totalCo2InKg).toBeCloseTo(hand.total, 6);
    expect(setup.formSectionAggregations['business-travel']?.totalCo2).toBeCloseTo(hand.category6, 6);
  });

  it('keeps everything after a reload', async () => {
    await page.reload();
    await expect
      .poll(() => textOf(page, 'total-all'))
      .toContain(formatEmission(hand.total, 'en').replace(/ .*/, ''));
    await page.getByTestId('tab-inputs').click();
    await openSection(page, 'business-travel');
    await expect.poll(() => page.getByTestId('result-row').count()).toBe(3);
  });

  it('makes the inputs read-only once the year is frozen', async () => {
    await page.goto('/dashboard/calculator');
    // Freezing asks first: cancelled, the year stays open.
    await page.getByRole('button', { name: 'Freeze 2025 of Headquarters' }).click();
    const confirm = page.getByTestId('confirm-popup');
    await expect.poll(() => confirm.textContent()).toContain('Freeze 2025 of Headquarters?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Freeze 2025 of Headquarters' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Freeze 2025 of Headquarters' }).click();
    await confirm.getByRole('button', { name: 'Freeze', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Unfreeze 2025 of Headquarters' }).count())
      .toBe(1);
    await page.goto(`/dashboard/calculator/form/i/${instanceId}?section=business-travel`);
    await expect.poll(() => page.getByTestId('inputs-read-only').count()).toBe(1);
    await expect.poll(() => page.getByTestId('frozen-badge').count()).toBe(1);
    const firstAmount = page
      .getByTestId('result-row')
      .first()
      .getByTestId('amount-field')
      .getByRole('textbox');
    expect(await firstAmount.isDisabled()).toBe(true);
    expect(await page.getByTestId('inputs-save-bar').count()).toBe(0);
    await saveScreenshot(page, 'calculator-frozen');
  });

  it('adds a second year that appears in the year picker', async () => {
    await page.goto('/dashboard/calculator');
    await page.getByRole('button', { name: 'Add a year to Headquarters' }).click();
    const dialog = page.getByTestId('add-year-dialog');
    expect(await dialog.getByLabel('Start date').inputValue()).toBe('2026-01-01');
    await dialog.getByRole('button', { name: 'Add year' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.goto(`/dashboard/calculator/form/i/${instanceId}`);
    await expect
      .poll(async () =>
        (await page.getByTestId('year-picker').locator('option').allTextContents()).map((year) =>
          year.trim(),
        ),
      )
      .toEqual(['2026', '2025']);
  });

  it('adds up two projects in a group', async () => {
    await createProjectThroughForm(page, {
      name: 'Warehouse',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
      openWith: 'address',
    });
    await openSection(page, 'purchased-electricity');
    await enterRow(page, 'electricity-grid', [WAREHOUSE_ELECTRICITY_KWH]);
    await save(page, 1);

    await page.goto('/dashboard/calculator');
    await page.getByRole('button', { name: 'Create group' }).click();
    const dialog = page.getByTestId('group-dialog');
    await dialog.getByLabel('Name').fill('All sites');
    await dialog.getByRole('checkbox', { name: 'Headquarters' }).check();
    await dialog.getByRole('checkbox', { name: 'Warehouse' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Open group All sites' }).click();
    await page.waitForURL('**/dashboard/calculator/form/g/**');
    await page.getByTestId('year-picker').selectOption({ label: '2025' });
    await page.getByTestId('tab-analyze').click();
    await page.waitForURL('**/dashboard/calculator/emissions/g/**');
    const groupTotal =
      hand.total + WAREHOUSE_ELECTRICITY_KWH * (f('ember-owid-generation:DE') + f('ember-owid-upstream:DE'));
    await expect
      .poll(() => textOf(page, 'total-all'))
      .toContain(formatEmission(groupTotal, 'en').replace(/ .*/, ''));
    await expect
      .poll(() => textOf(page, 'total-scope-2'))
      .toContain(
        formatEmission(hand.scope2 + WAREHOUSE_ELECTRICITY_KWH * f('ember-owid-generation:DE'), 'en').replace(
          / .*/,
          '',
        ),
      );
    await saveScreenshot(page, 'calculator-group-analyze');
  });
});
