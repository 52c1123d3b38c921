import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readMailedLink, registerThroughForm } from '../support/accounts.ts';
import { callApi } from '../support/api.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

type ListedResult = {
  name?: string;
  figures: { scope3: number | null };
  factorsUsed: { source: string; notes?: { code: string }[] }[];
};

/** The year's results as the calculator stores them. */
async function listResults(page: Page, instance: string): Promise<ListedResult[]> {
  const body = await callApi<{ results: ListedResult[] }>(page, '/api/company/calculator/results/list', {
    instances: [instance],
  });
  return body.results;
}

describe("supplier assessments: a supplier's reported emissions replace its spend estimate", () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let year: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Kessel Maschinenbau' });
    year = await createProjectThroughForm(page, {
      name: 'Werk Kassel',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lists a supplier added with its industry, spend and head count', async () => {
    await page.goto('/dashboard/assessments/suppliers');
    await page.getByTestId('suppliers-empty').waitFor();
    const form = page.getByTestId('supplier-add-form');
    await form.getByLabel('Name').fill('Acme Steel');
    await form.getByLabel('Contact email').fill('not-an-email');
    await form.getByRole('button', { name: 'Add supplier' }).click();
    await form.getByText('Please enter a valid email address.').waitFor();
    await form.getByLabel('Contact email').fill('sales@acme.example');
    await form.getByLabel('Country').selectOption('DE');
    await form.getByLabel('NACE industry (A64)').selectOption('C24');
    await form.getByLabel('Spend per year').fill('100,000');
    await form.getByLabel('Employees').fill('80');
    await form.getByRole('button', { name: 'Add supplier' }).click();
    const row = page.getByTestId('supplier-row').filter({ hasText: 'Acme Steel' });
    await row.waitFor();
    expect(await row.textContent()).toContain('€100,000.00');
    expect(await row.getByTestId('supplier-reported').textContent()).toContain('None yet');
    await saveScreenshot(page, 'suppliers-list');
  });

  it('puts its spend into Scope 3 category 1, priced by the spend factor until it reports', async () => {
    await page.getByRole('button', { name: 'Add the spend with Acme Steel to a year' }).click();
    const form = page.getByTestId('spend-row-form');
    await form.getByLabel('Year').selectOption(year);
    await form.getByRole('button', { name: 'Add to Scope 3 category 1' }).click();
    await page.getByRole('link', { name: 'Open the year’s inputs' }).waitFor();
    const [estimate] = await listResults(page, year);
    expect(estimate?.name).toBe('Acme Steel');
    expect(estimate?.factorsUsed[0]?.source).toBe('FIGARO');
    expect(estimate?.figures.scope3).toBeGreaterThan(0);
  });

  it('makes its reported emissions a company factor that replaces the estimate once the year is recomputed', async () => {
    await page.getByRole('button', { name: 'Enter reported emissions of Acme Steel' }).click();
    const form = page.getByTestId('report-form');
    await form.getByLabel('Reporting year').fill('2025');
    await form.getByLabel('Scope 1 (t CO₂e)').fill('120');
    await form.getByLabel('Scope 2, market-based (t CO₂e)').fill('30');
    await form.getByLabel('Revenue').fill('1,500,000');
    await form.getByRole('button', { name: 'Save as company factor' }).click();
    const reported = page.getByTestId('supplier-row').getByTestId('supplier-reported');
    await reported.filter({ hasText: '2025: 0.1 kg CO₂e per EUR' }).waitFor();

    await page.goto('/dashboard/factors/company');
    await page.getByText('Supplier: Acme Steel').first().waitFor();

    await callApi(page, `/api/company/calculator/instances/${year}/recompute`, {});
    const [row] = await listResults(page, year);
    expect(row?.factorsUsed[0]?.source).toBe('CUSTOM');
    expect(row?.factorsUsed[0]?.notes?.map((note) => note.code)).toEqual(['supplierReported']);
    // 100,000 EUR × (120 + 30) t × 1000 ÷ 1,500,000 EUR = 10,000 kg
    expect(row?.figures.scope3).toBeCloseTo(10_000, 6);

    await page.goto(`/dashboard/calculator/form/i/${year}?section=purchased-goods-and-services`);
    const supplierRow = page.getByTestId('result-row').filter({ hasText: 'Acme Steel' });
    await supplierRow
      .getByTestId('row-factor-notes')
      .filter({ hasText: 'Emissions reported by the supplier Acme Steel for 2025' })
      .waitFor();
    await supplierRow.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'supplier-priced-row');
  });

  it('sends the climate basics, which the supplier answers through its link while signed out, and scores it', async () => {
    await page.goto('/dashboard/assessments/suppliers');
    await page.getByRole('button', { name: 'Send a questionnaire to Acme Steel' }).click();
    const form = page.getByTestId('send-questionnaire-form');
    await form.getByLabel('Reporting year').fill('2024');
    const deadline = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Deadline').fill(deadline);
    await form.getByRole('button', { name: 'Send questionnaire' }).click();
    const row = page.getByTestId('questionnaire-row').filter({ hasText: 'Acme Steel' });
    await row.getByTestId('questionnaire-state').filter({ hasText: 'Sent' }).waitFor();

    // The supplier has no account: a browser of its own, signed out, on a phone, opens the mailed link.
    const link = await readMailedLink(page, 'sales@acme.example', '/forms/');
    const supplierContext = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
    });
    const supplier = await supplierContext.newPage();
    await supplier.goto(link);
    await supplier.getByRole('button', { name: 'Start' }).click();
    const next = () => supplier.getByRole('button', { name: 'Next' }).click();
    const answer = async (label: string, value: string) => {
      await supplier.getByLabel(label, { exact: true }).fill(value);
      await next();
    };
    const choose = async (name: 'Yes' | 'No') => {
      await supplier.getByRole('radio', { name, exact: true }).check();
      await next();
    };
    await answer('Scope 1 emissions', '60');
    await answer('Scope 2 emissions (market-based)', '15');
    await next(); // Scope 3: optional, left out
    await answer('Revenue of the reporting year (EUR)', '1500000');
    await choose('Yes');
    await answer('Target year', '2030');
    await next(); // certifications
    await next(); // a certificate file
    await choose('No');
    await supplier.getByRole('button', { name: 'Send my answers' }).click();
    await supplier.getByRole('heading', { name: 'Thank you!' }).waitFor();
    await supplierContext.close();

    await page.reload();
    await row.getByTestId('questionnaire-state').filter({ hasText: 'Submitted' }).waitFor();
    expect(await row.getByTestId('questionnaire-score').textContent()).toContain('9 of 17');
    await page.getByTestId('answers-side-by-side').getByText('1,500,000 EUR').waitFor();
    await row.getByRole('button', { name: 'Take emissions over as a company factor' }).click();
    await page
      .getByTestId('supplier-row')
      .getByTestId('supplier-reported')
      .filter({ hasText: '2024: 0.05 kg CO₂e per EUR' })
      .waitFor();
    await saveScreenshot(page, 'supplier-questionnaire-results');
  });
});
