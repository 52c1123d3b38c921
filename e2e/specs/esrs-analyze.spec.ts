import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { callApi } from '../support/api.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

/**
 * Analyze as a sustainability manager reads it: the energy of the company's own fuels and electricity by
 * source (DESNZ 2025 diesel 2.57082 kg CO2e/l ÷ 0.24411 kg CO2e/kWh gross CV = 10.531 kWh/l, so 1,000 l
 * are 10.53 MWh, plus 20 MWh of electricity = 30.53 MWh), the biogenic CO2 of the forecourt blend
 * (0.14 kg CO2 per litre, 140 kg) outside the scopes, a visible note while market-based Scope 2 has no
 * residual mix, and rows nobody rated counted "not assessed".
 */
describe('Analyze: energy mix, biogenic CO2, residual mix and data quality', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let instanceId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Energy Works' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('enters fuel and electricity of a UK year', async () => {
    instanceId = await createProjectThroughForm(page, {
      name: 'Depot',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'GB',
    });
    await callApi(page, '/api/company/calculator/results/manage', {
      results: {
        toCreate: [
          {
            instance: instanceId,
            formOptionId: 'vehicle-diesel',
            emissionActivityInputs: [{ fieldId: 'volume', value: 1000, unit: 'l' }],
          },
          {
            instance: instanceId,
            formOptionId: 'electricity-grid',
            emissionActivityInputs: [{ fieldId: 'energy', value: 20_000, unit: 'kWh' }],
          },
        ],
      },
    });
  });

  it('shows the energy by source, the biogenic CO2 and the missing residual mix', async () => {
    await page.goto(`/dashboard/calculator/emissions/${instanceId}`);
    const card = page.getByTestId('energy-mix');
    await card.waitFor();
    expect(await page.getByTestId('total-energy').textContent()).toBe('30.53 MWh');
    expect(await page.getByTestId('energy-total').textContent()).toContain('30.53 MWh');
    expect(await page.getByTestId('biogenic-co2').textContent()).toContain('140.00 kg');
    await page.getByTestId('residual-mix-missing').waitFor();
    expect(await page.getByTestId('quality-not-assessed').textContent()).toContain('2');
    await saveScreenshot(page, 'analyze-energy-mix');
  });

  it('takes a residual mix in the year disclosures, and the note goes', async () => {
    await page.getByTestId('open-year-disclosures').click();
    const dialog = page.getByTestId('year-disclosures-dialog');
    await dialog.getByTestId('disclosure-net-revenue').fill('2,500,000');
    await dialog.getByTestId('disclosure-residual-factor').fill('0.35');
    await dialog.getByTestId('disclosures-save').click();
    // A factor without its source is refused, naming what is missing; nothing is sent.
    await dialog.getByText('Enter both the factor and its source, or neither.').waitFor();
    await dialog.getByTestId('disclosure-residual-source').fill('AIB residual mix 2024, UK');
    await dialog.getByTestId('disclosures-save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('residual-mix-missing').waitFor({ state: 'detached' });
    // The energy card says how electricity priced with the residual mix counts market-based.
    expect(await page.getByTestId('residual-mix-fossil').textContent()).toContain(
      'electricity priced with the residual-mix factor counts fossil',
    );
    const setup = await callApi<{ instances: { disclosures: { netRevenue: number } }[] }>(
      page,
      '/api/company/calculator/instances/setup',
      { instances: [instanceId], lang: 'en' },
    );
    expect(setup.instances[0]?.disclosures.netRevenue).toBe(2_500_000);
    await saveScreenshot(page, 'analyze-residual-mix-set');
  });
});
