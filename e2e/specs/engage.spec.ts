import { formatEmission } from '@carbon-ledger/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { callApi } from '../support/api.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

const REPORT_TITLE = 'Our footprint 2025';

describe('engage reports, from the Engage tab to the public page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let instanceId = '';
  let totalKg = 0;
  let publicUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Engage Works' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates a Corporate project and enters a row', async () => {
    instanceId = await createProjectThroughForm(page, {
      name: 'Headquarters',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
    expect(instanceId).toMatch(/^[0-9a-f-]{36}$/);

    await callApi(page, '/api/company/calculator/results/manage', {
      results: {
        toCreate: [
          {
            instance: instanceId,
            formOptionId: 'stationary-natural-gas-kwh',
            emissionActivityInputs: [{ fieldId: 'energy', value: 20_000, unit: 'kWh' }],
          },
        ],
      },
    });
    const setup = await callApi<{ aggregatedResults: { totalCo2InKg: number } }>(
      page,
      '/api/company/calculator/instances/setup',
      { instances: [instanceId], lang: 'en' },
    );
    totalKg = setup.aggregatedResults.totalCo2InKg;
    expect(totalKg).toBeGreaterThan(0);
  });

  it('opens the Engage tab, empty at first', async () => {
    await page.goto(`/dashboard/calculator/form/i/${instanceId}`);
    await page.getByTestId('tab-engage').click();
    await page.waitForURL(`**/dashboard/calculator/engage/${instanceId}`);
    await page.getByRole('heading', { name: 'Engage', level: 1 }).waitFor();
    await expect.poll(() => page.getByText('No reports yet').count()).toBe(1);
    await saveScreenshot(page, 'engage-tab-empty');
  });

  it('creates a report with chosen figures and texts, and publishes it', async () => {
    await page.getByTestId('engage-create').click();
    await page.waitForURL(`**/dashboard/calculator/engage/report/${instanceId}`);
    await page.getByRole('heading', { name: 'New report' }).waitFor();
    await page.getByTestId('report-title').fill(REPORT_TITLE);
    await page.getByTestId('report-introduction').fill('How our headquarters heats its offices.');
    await page.getByTestId('figure-commitments').check();
    await page.getByTestId('figure-topSources').uncheck();
    await page.getByTestId('report-commitments').fill('We switch to a heat pump by 2027.');
    await page.getByText('Teal').click();
    await expect.poll(() => page.getByTestId('engage-report-title').textContent()).toBe(REPORT_TITLE);
    await page.getByTestId('engage-publish-button').click();
    const link = page.getByTestId('engage-public-link');
    await link.waitFor();
    publicUrl = await link.inputValue();
    expect(publicUrl).toMatch(/\/reports\/[A-Za-z0-9_-]{22,}$/);
    await page.getByRole('button', { name: 'Copy the public link' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Copy the public link' }).textContent())
      .toBe('Copied');
    await saveScreenshot(page, 'engage-generator-published');
  });

  it('shows the published report to a signed-out visitor, with the year total', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(publicUrl);
    await visitorPage.getByRole('heading', { name: REPORT_TITLE, level: 1 }).waitFor();
    expect(await visitorPage.getByTestId('engage-report-brand').textContent()).toBe('Engage Works');
    expect(await visitorPage.getByTestId('engage-report-total').textContent()).toBe(
      formatEmission(totalKg, 'en', { unitLabel: 'co2e' }),
    );
    expect(await visitorPage.getByTestId('engage-report-commitments').textContent()).toContain('heat pump');
    expect(await visitorPage.getByTestId('analyze-top-sources').count()).toBe(0);
    await saveScreenshot(visitorPage, 'engage-public-report');
    await visitor.close();
  });

  it('lists the report as published on the Engage tab', async () => {
    await page.getByRole('link', { name: 'Back to reports' }).click();
    await page.waitForURL(`**/dashboard/calculator/engage/${instanceId}`);
    await page.getByRole('heading', { name: 'Engage', level: 1 }).waitFor();
    const row = page.getByTestId('engage-report-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(REPORT_TITLE);
    expect(await row.textContent()).toContain('Published');
    await saveScreenshot(page, 'engage-tab-list');
  });

  it('unpublishes after confirmation, and the public page says the report is not available', async () => {
    await page.getByRole('link', { name: `Edit ${REPORT_TITLE}` }).click();
    await page.waitForURL(new RegExp(`/engage/report/${instanceId}\\?report=`));
    await page.getByRole('heading', { name: 'Edit report' }).waitFor();
    await page.getByTestId('engage-unpublish-button').click();
    const popup = page.getByTestId('confirm-popup');
    await popup.getByRole('button', { name: 'Unpublish' }).click();
    await expect.poll(() => page.getByTestId('engage-public-link').count()).toBe(0);

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(publicUrl);
    await visitorPage.getByRole('heading', { name: 'This report is not available' }).waitFor();
    await saveScreenshot(visitorPage, 'engage-public-unavailable');
    await visitor.close();
  });
});
