import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot as savePageScreenshot } from '../support/browser.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = [
  'level1',
  'level2',
  'level3',
  'region',
  'activityUnit',
  'value',
  'scope',
  'scope3Category',
  'notes',
];
const QUARTZ = ['Purchased goods', 'Quartz sand', 'Kieswerk Nord', 'DE', 't', 12.4, 3, 1, 'EPD 2024'];
const TARIFF = [
  'Electricity',
  'Quartz green tariff',
  'Stadtwerke',
  'DE',
  'kWh',
  0.012,
  2,
  undefined,
  undefined,
];

/** A workbook as a spreadsheet program saves it: an explanation sheet first, the factors in 'Factors'. */
async function buildFactorWorkbook(steelValue: number | string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Read me').addRow(['Our supplier factors, checked by the sustainability team.']);
  const sheet = workbook.addWorksheet('Factors');
  sheet.addRow(HEADER);
  sheet.addRow(QUARTZ);
  sheet.addRow(['Purchased goods', 'Quartz steel', 'Hütte Süd', 'DE', 't', steelValue, 3, 1]);
  sheet.addRow(TARIFF);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** From the top: a full-page shot of a scrolled page would show the sticky header halfway down. */
async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await savePageScreenshot(page, name);
}

describe('company factors', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  const upload = async (workbook: Buffer, label = 'Factor file (.csv or .xlsx)', button = 'Import') => {
    await page
      .getByLabel(label)
      .setInputFiles({ name: 'supplier-factors.xlsx', mimeType: XLSX_TYPE, buffer: workbook });
    await page.getByRole('button', { name: button, exact: true }).click();
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('imports an XLSX after fixing the row it points at, finds the factors in the search, deletes one', async () => {
    await registerThroughForm(page);
    await page.goto('/dashboard/factors');
    await page.getByRole('link', { name: 'Company factors' }).click();
    await page.waitForURL('**/dashboard/factors/company');
    await page.getByText('Your company has no factors of its own yet.', { exact: false }).waitFor();
    await page.getByText('Columns and template').click();
    await page.getByRole('button', { name: 'Download CSV template' }).waitFor();
    await saveScreenshot(page, 'company-factors-empty');

    // A value cell holding a unit as well is text that is no number: refused, never guessed at.
    await upload(await buildFactorWorkbook('1850 t'));
    const issue = page.getByTestId('import-issue');
    await issue.first().waitFor();
    expect(await issue.count()).toBe(1);
    expect(await issue.locator('td').allTextContents()).toEqual(['3', 'value', 'must be a number']);
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was imported.' });
    expect(await alert.count()).toBe(1);
    expect(await page.getByTestId('company-factor-row').count()).toBe(0);
    await saveScreenshot(page, 'company-factors-row-error');

    await upload(await buildFactorWorkbook(1850));
    await page.getByTestId('toast').filter({ hasText: '3 factors imported.' }).waitFor();
    await expect.poll(() => page.getByTestId('company-factor-row').count()).toBe(3);
    expect(await page.getByTestId('import-issue').count()).toBe(0);
    await expect.poll(() => page.getByTestId('company-factor-count').textContent()).toBe('3 company factors');
    const quartzRow = page.getByTestId('company-factor-row').filter({ hasText: 'Kieswerk Nord' });
    const quartzText = (await quartzRow.textContent()) ?? '';
    expect(quartzText).toContain('12.4 kg CO2e / t');
    expect(quartzText).toContain('Scope 3, category 1');
    expect(quartzText).toContain('supplier-factors.xlsx');
    expect(quartzText).toContain('row 2');
    await saveScreenshot(page, 'company-factors-imported');

    await page.getByRole('link', { name: '← All emission factors' }).click();
    await page.waitForURL('**/dashboard/factors');
    await page.getByRole('searchbox', { name: 'Search factors' }).fill('quartz');
    await expect.poll(() => page.getByTestId('factor-count').textContent()).toBe('3 factors');
    const results = page.getByTestId('factor-results').locator('tbody tr');
    for (const text of await results.allTextContents()) expect(text).toContain('Custom specified by company');
    await saveScreenshot(page, 'company-factors-in-search');

    await page.goto('/dashboard/factors/company');
    const tariffRow = page.getByTestId('company-factor-row').filter({ hasText: 'Stadtwerke' });
    await tariffRow.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByTestId('confirm-popup');
    await confirm.waitFor();
    expect(await confirm.getByRole('heading').textContent()).toBe('Delete this factor?');
    await saveScreenshot(page, 'company-factors-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Deleted' }).waitFor();
    await tariffRow.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('company-factor-row').count()).toBe(2);

    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Unternehmensfaktoren');
    // Nobody chose how the file writes numbers, so that follows the page's language.
    await expect.poll(() => page.getByLabel('Zahlen in der Datei sind geschrieben').inputValue()).toBe('de');
    await upload(await buildFactorWorkbook('x'), 'Faktordatei (.csv oder .xlsx)', 'Importieren');
    await page.getByTestId('import-issue').first().waitFor();
    await expect
      .poll(() => page.getByTestId('company-factor-count').textContent())
      .toBe('2 Unternehmensfaktoren');
    await saveScreenshot(page, 'company-factors-de');
  });
});
