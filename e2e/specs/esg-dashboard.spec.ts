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
const PARTICIPATION =
  'Description of the effective participation of workers, users or other interested parties or communities in governance';

/**
 * The public ESG dashboard: an admin publishes B1 and B3 of an ESG year (B3's Scope 1 from the Corporate
 * 2025 year: 10,000 kWh of natural gas = 1.83 t), a signed-out visitor reads them (and not B2), the locked
 * page keeps its content while the form changes, and after unpublishing the link answers 404.
 */
describe('ESG: the public dashboard of a year', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let visitor: BrowserContext;
  let publicUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Weberei Süd' });
    visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('answers B1, B2 and B3 of an ESG year', async () => {
    const corporateYear = await createProjectThroughForm(page, {
      name: 'Weaving mill',
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
    await page.goto('/dashboard/calculator');
    await page.getByRole('link', { name: 'Add project' }).first().click();
    const form = page.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /^ESG$/ }).check();
    await form.getByLabel('Name').fill('VSME report');
    await form.getByLabel('Start date').fill('2025-01-01');
    await form.getByLabel('End date').fill('2025-12-31');
    await form.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL('**/dashboard/calculator/esg/**');
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();

    await page.getByLabel('Number of employees', { exact: true }).fill('42');
    await page.getByLabel(CERTIFICATION).fill('EU Ecolabel for all our towels.');
    await page.getByTestId('disclosure-nav-B2').click();
    await page.getByLabel(PARTICIPATION).fill('Workers elect two of the five board members.');
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').waitFor();
  });

  it('publishes B1 and B3 and gets the public link', async () => {
    const panel = page.getByTestId('esg-dashboard-panel');
    expect(await panel.getByTestId('esg-dashboard-status').textContent()).toContain('Not published');
    await panel.getByRole('checkbox', { name: /^B1 · / }).check();
    await panel.getByRole('checkbox', { name: /^B3 · / }).check();
    await panel.getByRole('button', { name: 'Publish', exact: true }).click();
    const link = panel.getByTestId('esg-dashboard-link');
    await link.waitFor();
    publicUrl = await link.inputValue();
    expect(publicUrl).toMatch(/\/esg\/[A-Za-z0-9_-]{24}$/);
    await panel.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'esg-dashboard-panel-published');
  });

  it('shows B1 and B3 to a signed-out visitor, bare, and not B2', async () => {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(publicUrl);
    await visitorPage.getByRole('heading', { name: 'Weberei Süd', level: 1 }).waitFor();
    expect(visitorPage.url()).toBe(publicUrl);
    expect(await visitorPage.getByRole('navigation').count()).toBe(0);
    expect(await visitorPage.getByRole('link', { name: /sign in/i }).count()).toBe(0);
    const b1 = visitorPage.getByTestId('esg-public-disclosure-B1');
    expect(await b1.getByRole('heading', { level: 2 }).textContent()).toBe('B1 · Basis for preparation');
    expect(await b1.textContent()).toContain('EU Ecolabel for all our towels.');
    expect(await b1.textContent()).toContain('42');
    const b3 = visitorPage.getByTestId('esg-public-disclosure-B3');
    expect(await b3.getByTestId('total-scope-1').textContent()).toBe('1.83 t');
    expect(await b3.textContent()).toContain('10 MWh');
    expect(await visitorPage.getByTestId('esg-public-disclosure-B2').count()).toBe(0);
    expect(await visitorPage.locator('body').textContent()).not.toContain('Workers elect');
    await saveScreenshot(visitorPage, 'esg-dashboard-public-desktop');

    await visitorPage.setViewportSize({ width: 390, height: 844 });
    await visitorPage.getByTestId('esg-public-dashboard').waitFor();
    const overflow = await visitorPage.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(visitorPage, 'esg-dashboard-public-phone');

    // In German at the visitor's choice.
    await visitorPage.getByTestId('language-dropdown').click();
    await visitorPage.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await visitorPage.getByText('Berichtszeitraum', { exact: false }).waitFor();
    const germanOverflow = await visitorPage.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      culprits: Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(-5)
        .map((element) => `${element.tagName} ${String(element.className).slice(0, 50)}`),
    }));
    expect(germanOverflow.overflow, germanOverflow.culprits.join(' | ')).toBeLessThanOrEqual(0);
    expect(await b1.getByRole('heading', { level: 2 }).textContent()).toContain('B1 · ');
    await saveScreenshot(visitorPage, 'esg-dashboard-public-phone-de');
    await visitorPage.getByTestId('language-dropdown').click();
    await visitorPage.getByRole('menuitemradio', { name: 'English' }).click();
    await visitorPage.close();
  });

  it('keeps the locked content on the public page while the form changes', async () => {
    const panel = page.getByTestId('esg-dashboard-panel');
    await panel.getByRole('button', { name: 'Lock', exact: true }).click();
    await panel.getByRole('button', { name: 'Unlock', exact: true }).waitFor();
    await page.getByTestId('disclosure-nav-B1').click();
    await page.getByLabel(CERTIFICATION).fill('Nordic Swan since March.');
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').first().waitFor();

    const visitorPage = await visitor.newPage();
    await visitorPage.goto(publicUrl);
    const b1 = visitorPage.getByTestId('esg-public-disclosure-B1');
    await b1.waitFor();
    expect(await b1.textContent()).toContain('EU Ecolabel for all our towels.');
    expect(await b1.textContent()).not.toContain('Nordic Swan');
    await visitorPage.close();
  });

  it('unpublishes: the link answers 404 and the page says it is not available', async () => {
    const panel = page.getByTestId('esg-dashboard-panel');
    await panel.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect.poll(() => panel.getByTestId('esg-dashboard-link').count()).toBe(0);

    const publicId = publicUrl.split('/').pop() ?? '';
    const response = await visitor.request.get(`${baseUrl}/api/public/esg/${publicId}`);
    expect(response.status()).toBe(404);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(publicUrl);
    await visitorPage.getByRole('heading', { name: 'This dashboard is not available' }).waitFor();
    await saveScreenshot(visitorPage, 'esg-dashboard-public-unavailable');
    await visitorPage.close();
  });
});
