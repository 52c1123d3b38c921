import { formatEmission } from '@carbon-ledger/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { libraryFactorValue } from '../support/factor-library.ts';
import { createProjectThroughForm } from '../support/projects.ts';

const YEAR = 2025;
/** Natural gas per kWh (gross calorific value), DESNZ: Scope 1. */
const NATURAL_GAS_KWH = 'desnz:1_100_1004_6_1';
const GAS_KWH = 12_500;
const gasFactor = libraryFactorValue(NATURAL_GAS_KWH, YEAR);
const expectedKg = GAS_KWH * gasFactor;

async function textOf(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('a Custom project whose form the company composes', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let instanceId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Custom Works' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates a Custom project whose Inputs explain the empty form', async () => {
    instanceId = await createProjectThroughForm(page, {
      type: 'Custom',
      name: 'Pilot plant',
      startDate: `${YEAR}-01-01`,
      endDate: `${YEAR}-12-31`,
      region: 'DE',
    });
    await expect.poll(() => page.getByTestId('empty-custom-form').count()).toBe(1);
    await saveScreenshot(page, 'custom-form-inputs-empty');
  });

  it('composes one section with one library factor', async () => {
    await page.getByRole('link', { name: 'Compose the form' }).click();
    await page.waitForURL('**/dashboard/calculator/custom-form/**');
    await page.getByRole('button', { name: 'Add section' }).click();
    const section = page.getByTestId('custom-form-section');
    await section.getByLabel('Name (English)').fill('Boiler house');
    await section.getByLabel('Name (German)').fill('Kesselhaus');
    await section.getByLabel('Icon').selectOption('energy');
    await section.getByLabel('GHG scope').selectOption('1');
    const option = section.getByTestId('custom-form-option');
    await option.getByLabel('Label (English)').fill('Natural gas');
    await option.getByLabel('Label (German)').fill('Erdgas');

    await option.getByRole('button', { name: 'Choose a factor' }).click();
    const dialog = page.getByTestId('factor-picker-dialog');
    await dialog.getByLabel('Search factors').fill('natural gas kwh');
    const shown = `${formatEmissionFactor(gasFactor)} kg CO2e / kWh`;
    const match = dialog.getByRole('listitem').filter({ hasText: shown }).filter({ hasText: 'DESNZ 2025' });
    await match.first().getByRole('button').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => textOf(page, 'factor-picker')).toContain(shown);
    expect(await option.getByTestId('custom-form-unit').inputValue()).toBe('kWh');
    await saveScreenshot(page, 'custom-form-composer');

    await page.getByTestId('custom-form-save').click();
    await expect
      .poll(async () => (await page.getByTestId('toast').allTextContents()).join(' '))
      .toContain('Form saved');
    await expect.poll(() => page.getByTestId('custom-form-save').isDisabled()).toBe(true);
  });

  it('enters an amount in Inputs and sees amount × factor on Analyze', async () => {
    await page.getByRole('link', { name: 'Back to Inputs' }).click();
    await page.waitForURL(`**/dashboard/calculator/form/i/${instanceId}**`);
    await expect.poll(() => page.getByTestId('empty-custom-form').count()).toBe(0);
    await page.locator('select:has(option[value="natural-gas"])').selectOption('natural-gas');
    const row = page.getByTestId('result-row').last();
    await row.getByTestId('amount-field').first().getByRole('textbox').fill(String(GAS_KWH));
    await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await page.getByTestId('toast').allTextContents()).join(' '))
      .toContain('1 result saved');
    await saveScreenshot(page, 'custom-form-inputs-saved');

    await page.getByTestId('tab-analyze').click();
    await page.waitForURL(new RegExp(`/dashboard/calculator/emissions/${instanceId}(\\?|$)`));
    const shownKg = formatEmission(expectedKg, 'en').replace(/ .*/, '');
    await expect.poll(() => textOf(page, 'total-all')).toContain(shownKg);
    await expect.poll(() => textOf(page, 'total-scope-1')).toContain(shownKg);
    await saveScreenshot(page, 'custom-form-analyze');

    const totals = await page.evaluate(async (id) => {
      const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch('/api/company/calculator/instances/setup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({ instances: [id], lang: 'en' }),
      });
      return ((await response.json()) as { aggregatedResults: { totalCo2InKg: number } }).aggregatedResults;
    }, instanceId);
    expect(totals.totalCo2InKg).toBeCloseTo(expectedKg, 6);
  });
});

/** A factor as the picker writes it in English: every published digit. */
function formatEmissionFactor(value: number): string {
  return new Intl.NumberFormat('en', { maximumFractionDigits: 12 }).format(value);
}
