import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';

/** Calls the API from the signed-in page, with the CSRF header the app sends; answers the JSON. */
function callApi(page: Page, method: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  return page.evaluate(
    async ({ method: verb, path: url, body: payload }) => {
      const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(url, {
        method: verb,
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { method, path, body },
  );
}

const general = {
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  surchargePercent: 0,
  selectedVoluntarySectionIds: [],
  electricityEmissionFactor: { region: 'AT' },
};

describe('ESG: ESRS S1-6 takes the answers of VSME B8 of the same period', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let esrsYear: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 900 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Tischlerei Auer' });
    const create = async (name: string) =>
      (
        (await callApi(page, 'POST', '/api/company/calculator/instances', {
          container: { name, type: 'esg' },
          general,
        })) as { instance: { _id: string } }
      ).instance._id;
    const vsmeYear = await create('VSME Auer');
    esrsYear = await create('CSRD Auer');
    const count = (value: number) => ({ kind: 'number', value, unit: 'xbrli:pure' });
    await callApi(page, 'PUT', `/api/company/esg/years/${vsmeYear}/vsme`, {
      answers: [
        { code: 'vsme:NumberOfFemaleEmployees', value: count(8) },
        { code: 'vsme:NumberOfMaleEmployees', value: count(26) },
      ],
    });
    await callApi(page, 'PUT', `/api/company/esg/years/${esrsYear}/esrs`, { family: 'esrs' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows S1-6 read-only with its source linked, on a phone without sideways scroll', async () => {
    await page.goto(`/dashboard/calculator/esg/${esrsYear}`);
    await page.getByTestId('esrs-standard-S1').click();
    await page.getByTestId('disclosure-nav-S1-6').click();
    const source = page.getByTestId('vsme-source');
    await source.waitFor();
    expect(await source.textContent()).toContain('From VSME B8 of VSME Auer 2025');
    const link = source.getByRole('link', { name: 'Open VSME B8 of VSME Auer 2025' });
    expect(await link.getAttribute('href')).toMatch(/\/dashboard\/calculator\/esg\/[0-9a-f-]+$/);
    expect(await page.locator('[data-fact="esrs:S1-6.employeesMale"]').textContent()).toContain('26');
    // The total head count has no B8 counterpart: still asked.
    await page.getByLabel('Employees, head count', { exact: true }).waitFor();
    expect(await page.getByLabel('Male employees', { exact: true }).count()).toBe(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'esg-esrs-s1-6-from-vsme-phone');
  });
});
