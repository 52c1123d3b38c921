import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

/** Calls the API from the signed-in page, with the CSRF header the app sends. */
function callApi(page: Page, path: string, body: unknown): Promise<void> {
  return page.evaluate(
    async ({ path: url, body: payload }) => {
      const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    },
    { path, body },
  );
}

const CERTIFICATION = 'Description of sustainability-related certification(s) or label(s)';

/** Creates an ESG project with one year through the form and answers B1's certification. */
async function createEsgProject(page: Page, name: string, year: number, certification: string) {
  await page.goto('/dashboard/calculator');
  await page.getByRole('link', { name: 'Add project' }).first().click();
  const form = page.getByTestId('create-project-form');
  await form.getByRole('radio', { name: /^ESG$/ }).check();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Start date').fill(`${year}-01-01`);
  await form.getByLabel('End date').fill(`${year}-12-31`);
  await form.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL('**/dashboard/calculator/esg/**');
  await page.getByRole('heading', { name: new RegExp(`ESG report ${year}`) }).waitFor();
  await page.getByLabel(CERTIFICATION).fill(certification);
  await page.getByTestId('esg-save').click();
  await page.getByText('ESG answers saved.').waitFor();
}

/**
 * The public ESG dashboard of a group: an admin groups two ESG projects (2024 and 2025) with the
 * Corporate project, publishes B1 and B3 from the group's row on the projects home, a signed-out visitor
 * reads both years (earliest first, B3's Scope 1 of 2025 charted: 10,000 kWh of natural gas = 1.83 t),
 * and after unpublishing the link answers 404.
 */
describe('ESG: the public dashboard of a group', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let visitor: BrowserContext;
  let publicUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Spinnerei Nord' });
    visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('groups two ESG projects with the Corporate project', async () => {
    const corporateYear = await createProjectThroughForm(page, {
      name: 'Spinning mill',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'GB',
    });
    await callApi(page, '/api/company/calculator/results/manage', {
      results: {
        toCreate: [
          {
            instance: corporateYear,
            formOptionId: 'stationary-natural-gas-kwh',
            emissionActivityInputs: [{ fieldId: 'energy', value: 10_000, unit: 'kWh' }],
          },
        ],
      },
    });
    await createEsgProject(page, 'Mill ESG', 2025, 'GOTS certified yarn.');
    await createEsgProject(page, 'Dye works ESG', 2024, 'OEKO-TEX for all dyes.');

    await page.goto('/dashboard/calculator');
    await page.getByRole('button', { name: 'Create group' }).click();
    const dialog = page.getByTestId('group-dialog');
    await dialog.getByLabel('Name').fill('Northern sites');
    for (const name of ['Spinning mill', 'Mill ESG', 'Dye works ESG']) {
      await dialog.getByRole('checkbox', { name }).check();
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('publishes B1 and B3 of the group from its row and gets the public link', async () => {
    await page.getByRole('button', { name: 'Public ESG dashboard of Northern sites' }).click();
    const dialog = page.getByTestId('esg-group-dashboard-dialog');
    const years = dialog.getByTestId('esg-group-dashboard-years');
    await years.waitFor();
    expect(await years.getByRole('listitem').allTextContents()).toEqual([
      '2024 · Dye works ESG',
      '2025 · Mill ESG',
    ]);
    expect(await dialog.getByTestId('esg-group-dashboard-status').textContent()).toContain('Not published');
    await dialog.getByRole('checkbox', { name: /^B1 · / }).check();
    await dialog.getByRole('checkbox', { name: /^B3 · / }).check();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    const link = dialog.getByTestId('esg-dashboard-link');
    await link.waitFor();
    publicUrl = await link.inputValue();
    expect(publicUrl).toMatch(/\/esg\/g\/[A-Za-z0-9_-]{24}$/);
    await saveScreenshot(page, 'esg-group-dashboard-dialog-published');
  });

  it('shows both years to a signed-out visitor, bare, earliest first, on a phone and in German', async () => {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(publicUrl);
    await visitorPage.getByRole('heading', { name: 'Spinnerei Nord', level: 1 }).waitFor();
    expect(visitorPage.url()).toBe(publicUrl);
    expect(await visitorPage.getByRole('navigation').count()).toBe(0);
    expect(await visitorPage.getByTestId('esg-public-group-name').textContent()).toBe('Group Northern sites');
    const b1 = visitorPage.getByTestId('esg-public-disclosure-B1');
    expect(await b1.getByRole('heading', { level: 2 }).textContent()).toBe('B1 · Basis for preparation');
    expect(await b1.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      '2024 · Dye works ESG',
      '2025 · Mill ESG',
    ]);
    const b1Years = b1.getByTestId('esg-public-group-year');
    expect(await b1Years.nth(0).textContent()).toContain('OEKO-TEX for all dyes.');
    expect(await b1Years.nth(1).textContent()).toContain('GOTS certified yarn.');
    const b3 = visitorPage.getByTestId('esg-public-disclosure-B3');
    expect(await b3.getByTestId('total-scope-1').textContent()).toBe('1.83 t');
    expect(await visitorPage.getByTestId('esg-public-disclosure-B2').count()).toBe(0);
    await saveScreenshot(visitorPage, 'esg-group-dashboard-public-desktop');

    await visitorPage.setViewportSize({ width: 390, height: 844 });
    await visitorPage.getByTestId('esg-public-group-dashboard').waitFor();
    const overflow = await visitorPage.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(visitorPage, 'esg-group-dashboard-public-phone');

    await visitorPage.getByTestId('language-dropdown').click();
    await visitorPage.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await visitorPage.getByText('Gruppe Northern sites').waitFor();
    const germanOverflow = await visitorPage.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(germanOverflow).toBeLessThanOrEqual(0);
    await saveScreenshot(visitorPage, 'esg-group-dashboard-public-phone-de');
    await visitorPage.getByTestId('language-dropdown').click();
    await visitorPage.getByRole('menuitemradio', { name: 'English' }).click();
    await visitorPage.close();
  });

  it('unpublishes: the link answers 404 and the page says it is not available', async () => {
    const dialog = page.getByTestId('esg-group-dashboard-dialog');
    await dialog.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect.poll(() => dialog.getByTestId('esg-dashboard-link').count()).toBe(0);

    const publicId = publicUrl.split('/').pop() ?? '';
    const response = await visitor.request.get(`${baseUrl}/api/public/esg/g/${publicId}`);
    expect(response.status()).toBe(404);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(publicUrl);
    await visitorPage.getByRole('heading', { name: 'This dashboard is not available' }).waitFor();
    await visitorPage.close();
  });
});
