import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

/**
 * A US company: the Inputs page offers the US EPA Hub methods first, a row can use DESNZ instead, and a
 * change of the year's period shows the recompute preview with both factor editions before saving.
 * Expected figures from the published files: EPA Hub 2025 table 2, motor gasoline 8.78 kg CO2 per US
 * gallon; table 3, gasoline passenger car 2019: 0.0051 g CH4 and 0.0015 g N2O per mile (AR5: 28, 265);
 * DESNZ 2025 WTT petrol (100 % mineral) 0.60664 kg CO2e per litre as the upstream proxy.
 */
const GALLONS = 100;
const MILES = 1000;
const GAL_L = 3.785411784;
const scope1Fuel = GALLONS * 8.78;
const scope1Miles = (MILES * (0.0051 * 28 + 0.0015 * 265)) / 1000;
const upstream = GALLONS * GAL_L * 0.60664;

type ListedResult = {
  formOptionId: string;
  figures: { scope1: number; fuelAndEnergyUpstream: number };
  factorsUsed: { part: string; edition: string | null; proxyFor?: string }[];
};

async function listResults(page: Page, instanceId: string): Promise<ListedResult[]> {
  return page.evaluate(async (id) => {
    const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/api/company/calculator/results/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
      body: JSON.stringify({ instances: [id] }),
    });
    return (await response.json()).results;
  }, instanceId);
}

describe('a US company on the EPA Hub', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let instanceId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Prairie Works' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates a Corporate project in eGRID subregion CAMX for 2025', async () => {
    instanceId = await createProjectThroughForm(page, {
      name: 'Plant',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'US-CAMX',
    });
  });

  it('offers EPA vehicles first and files gallons and miles by model year under mobile combustion', async () => {
    await page.getByTestId('section-link-mobile-combustion').click();
    await page.waitForURL('**section=mobile-combustion**');
    const group = page.getByRole('region', { name: 'Fuel bought' });
    expect(await group.getByLabel('Factor source').inputValue()).toBe('EPA');
    const adder = group.locator('select:has(option[value="fleet-epa-gasoline-car"])');
    // DESNZ options are one switch away, not mixed into the EPA list.
    expect(await adder.locator('option[value="vehicle-diesel"]').count()).toBe(0);
    await adder.selectOption('fleet-epa-gasoline-car');
    const row = page.getByTestId('result-row').last();
    await row.getByTestId('amount-field').first().getByRole('textbox').fill(String(GALLONS));
    await row
      .locator('select:has(option[value="fleet-epa-gasoline-car-2019"])')
      .selectOption('fleet-epa-gasoline-car-2019');
    await row.getByTestId('amount-field').last().getByRole('textbox').fill(String(MILES));
    await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () =>
        (await page.getByTestId('toast').allTextContents()).some((text) => text.includes('saved')),
      )
      .toBe(true);
    await expect.poll(() => page.getByTestId('row-factors').first().textContent()).toContain('proxy for');
    // The saved row with its part is not reported as changed.
    expect(await row.getByText('Changed: save to update the figure').count()).toBe(0);
    await saveScreenshot(page, 'us-company-epa-vehicle');

    const results = await listResults(page, instanceId);
    const fuel = results.find((result) => result.formOptionId === 'fleet-epa-gasoline-car');
    const miles = results.find((result) => result.formOptionId === 'fleet-epa-gasoline-car-2019');
    expect(fuel?.figures.scope1).toBeCloseTo(scope1Fuel, 6);
    expect(fuel?.figures.fuelAndEnergyUpstream).toBeCloseTo(upstream, 6);
    expect(miles?.figures.scope1).toBeCloseTo(scope1Miles, 9);
  });

  it('lets a row use DESNZ instead', async () => {
    await page.getByTestId('section-link-stationary-combustion').click();
    await page.waitForURL('**section=stationary-combustion**');
    const group = page.getByRole('region', { name: 'Fuels' });
    await group.getByLabel('Factor source').selectOption('DESNZ');
    expect(await group.locator('option[value="stationary-natural-gas-kwh"]').count()).toBe(1);
    expect(await group.locator('option[value="stationary-epa-natural-gas"]').count()).toBe(0);
  });

  it('shows the recompute preview with both editions before a change of period is saved', async () => {
    await page.goto('/dashboard/calculator');
    await page
      .getByRole('button', { name: 'Change the period, region or sections of 2025 of Plant' })
      .click();
    const dialog = page.getByTestId('edit-year-dialog');
    await dialog.getByLabel('Start date').fill('2024-01-01');
    await dialog.getByLabel('End date').fill('2024-12-31');
    await dialog.getByRole('button', { name: 'Show the change' }).click();
    const preview = dialog.getByTestId('edit-year-preview');
    await preview.waitFor();
    const text = (await preview.textContent()) ?? '';
    expect(text).toContain('DESNZ 2025');
    expect(text).toContain('DESNZ 2024 v1.1');
    expect(await preview.getByTestId('recompute-table').count()).toBe(1);
    await saveScreenshot(page, 'us-company-period-preview');
    // Nothing is recomputed before the change is confirmed.
    const before = await listResults(page, instanceId);
    expect(before.flatMap((result) => result.factorsUsed).some((used) => used.edition === '2024 v1.1')).toBe(
      false,
    );
    await preview.getByRole('button', { name: 'Save and recompute' }).click();
    await dialog.waitFor({ state: 'detached' });
    const after = await listResults(page, instanceId);
    const proxy = after
      .flatMap((result) => result.factorsUsed)
      .find((used) => used.proxyFor === 'epa-hub:t2/motor-gasoline');
    expect(proxy?.edition).toBe('2024 v1.1');
  });
});
