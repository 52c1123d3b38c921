import { parseCsv } from '@carbon-ledger/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPublicApiClient } from '../../apps/web/src/api/public-api-client.ts';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

/** Calls the API from the signed-in page, with the CSRF header the app sends; answers the JSON. */
function callApi(page: Page, method: string, path: string, body: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method: verb, path: url, body: payload }) => {
      const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(url, {
        method: verb,
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json();
    },
    { method, path, body },
  );
}

async function downloadCsv(page: Page): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
}

/**
 * The ESG exports of a year: the admin's CSV from the ESG year page (empty first: 'No data to export.'),
 * and the same answers through the public API with the web app's typed client and an API key.
 */
describe('ESG: CSV export and the public aggregate', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let esgYear = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1366, height: 1000 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Spinnerei Süd' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it("says 'No data to export.' for a year without answers", async () => {
    await page.goto('/dashboard/calculator');
    await page.getByRole('link', { name: 'Add project' }).first().click();
    const form = page.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /^ESG$/ }).check();
    await form.getByLabel('Name').fill('VSME report');
    await form.getByLabel('Start date').fill('2025-01-01');
    await form.getByLabel('End date').fill('2025-12-31');
    await form.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL('**/dashboard/calculator/esg/**');
    esgYear = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1) ?? '';
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await page.getByTestId('toast').filter({ hasText: 'No data to export.' }).waitFor();
  });

  it('downloads the saved answers with B3 from the calculator year as CSV', async () => {
    const esgUrl = new URL(page.url()).pathname;
    const corporateYear = await createProjectThroughForm(page, {
      name: 'Spinning mill',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'GB',
      openWith: 'address',
    });
    await callApi(page, 'POST', '/api/company/calculator/results/manage', {
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
    await page.goto(esgUrl);
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    await page.getByLabel('Turnover', { exact: true }).fill('1,250,000.5');
    await page.getByLabel('Evidence note').fill('=SUM(A1) annual accounts');
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').waitFor();
    await saveScreenshot(page, 'esg-csv-download');

    const { name, text } = await downloadCsv(page);
    expect(name).toBe('vsme-VSME-report-2025.csv');
    const records = parseCsv(text.replace(/^\uFEFF/, '')).filter((record) => record.some(Boolean));
    expect(records[0]).toEqual([
      'Disclosure',
      'Datapoint code',
      'Label',
      'Value',
      'Unit',
      'Not material',
      'Reason',
      'Evidence note',
    ]);
    expect(records.find((record) => record[1] === 'vsme:Turnover')).toEqual([
      'B1',
      'vsme:Turnover',
      'Turnover',
      '1250000.5',
      'EUR',
      '',
      '',
      "'=SUM(A1) annual accounts",
    ]);
    const scope1 = records.find((record) => record[1] === 'vsme:GrossScope1GreenhouseGasEmissions');
    expect(scope1?.[0]).toBe('B3');
    expect(Number(scope1?.[3])).toBeCloseTo(1.8296, 6);
  });

  it('reads the same answers through the public API with an API key', async () => {
    const { apiKey } = (await callApi(page, 'PUT', '/api/company/api-keys', {
      name: 'ESG reader',
      expiresAt: null,
    })) as { apiKey: string };
    const client = createPublicApiClient({ baseUrl, apiKey });
    const answer = await client.aggregateEsg({ instance: esgYear });
    expect(answer.error).toBeUndefined();
    const rows = answer.data?.data ?? [];
    expect(rows.find((row) => row.code === 'vsme:Turnover')).toMatchObject({
      category: 'B1',
      label: 'Turnover',
      value: 1_250_000.5,
      unit: 'EUR',
    });
    const scope1 = rows.find((row) => row.code === 'vsme:GrossScope1GreenhouseGasEmissions');
    expect(scope1?.category).toBe('B3');
    expect(scope1?.value).toBeCloseTo(1.8296, 6);

    const wrong = createPublicApiClient({ baseUrl, apiKey: `${apiKey.slice(0, -4)}AAAA` });
    expect((await wrong.aggregateEsg({ instance: esgYear })).error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });
});
