import { formatEmission } from '@carbon-ledger/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { emberGridValue } from '../support/factor-library.ts';
import { createProjectThroughForm } from '../support/projects.ts';

const PROJECT = 'Harbour Plant';
const KWH = 120_000;
/** Grid power in Germany is the only source, so the whole total is this hand calculation. */
const handTotal = KWH * emberGridValue('DE', 2025);

async function textOf(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

async function toastTexts(page: Page): Promise<string> {
  return (await page.getByTestId('toast').allTextContents()).join(' | ');
}

/** The year's total kg CO2e as the server sums it, read without the page in between. */
function readTotal(page: Page, instanceId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/api/company/calculator/instances/setup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
      body: JSON.stringify({ instances: [id], lang: 'en' }),
    });
    return ((await response.json()) as { aggregatedResults: { totalCo2InKg: number } }).aggregatedResults
      .totalCo2InKg;
  }, instanceId);
}

/** How many results (rows and sub-rows) a year holds, as the server lists them. */
function countResults(page: Page, instanceId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/api/company/calculator/results/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
      body: JSON.stringify({ instances: [id] }),
    });
    return ((await response.json()) as { results: unknown[] }).results.length;
  }, instanceId);
}

/** Clicks a control that starts a download and answers the downloaded bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function uploadCsv(page: Page, bytes: Buffer): Promise<void> {
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: bytes });
  await expect.poll(() => page.getByTestId('import-summary').count(), { timeout: 30_000 }).toBe(1);
}

describe('a newcomer from the front door to an exported year imported back', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let firstYear = '';
  let csv: Buffer;
  let totalShown = '';
  let totalStored = 0;
  let resultCount = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1366, height: 1000 },
      acceptDownloads: true,
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('registers from `/` and creates a Corporate project for 2025', async () => {
    await registerThroughForm(page, { brand: 'Harbour Works' });
    firstYear = await createProjectThroughForm(page, {
      name: PROJECT,
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
    expect(firstYear).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('enters 120,000 kWh of purchased electricity in English and saves it', async () => {
    await page.getByTestId('section-link-purchased-electricity').click();
    await page.waitForURL('**section=purchased-electricity**');
    await page.locator('select:has(option[value="electricity-grid"])').selectOption('electricity-grid');
    const field = page.getByTestId('result-row').last().getByTestId('amount-field').first();
    await field.getByRole('textbox').fill('120,000');
    await expect.poll(() => field.getByTestId('stored-value').textContent()).toBe('= 120\u202f000 kWh');
    await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toastTexts(page)).toContain('1 result saved');
    await saveScreenshot(page, 'newcomer-inputs-saved');
  });

  it('shows the hand-calculated total on Analyze and exports it as CSV', async () => {
    await page.getByTestId('tab-analyze').click();
    await page.waitForURL(`**/dashboard/calculator/emissions/${firstYear}**`);
    const expected = formatEmission(handTotal, 'en').replace(/ .*/, '');
    await expect.poll(() => textOf(page, 'total-all')).toContain(expected);
    totalShown = await textOf(page, 'total-all');
    totalStored = await readTotal(page, firstYear);
    expect(totalStored).toBeCloseTo(handTotal, 6);
    resultCount = await countResults(page, firstYear);
    expect(resultCount).toBeGreaterThan(0);
    await saveScreenshot(page, 'newcomer-analyze');

    csv = await download(page, () => page.getByRole('button', { name: 'Export CSV', exact: true }).click());
    const text = csv.toString('utf8');
    expect(text.startsWith('\uFEFF_id,name,')).toBe(true);
    expect(text).toContain(',120000,kWh,');
  });

  it('imports the file into the same year: nothing changed, same total and result count', async () => {
    await page.goto(`/dashboard/calculator/create/upload?instance=${firstYear}`);
    await uploadCsv(page, csv);
    expect(await textOf(page, 'import-summary')).toContain(`0 new, 0 changed, ${resultCount} unchanged.`);
    expect(await textOf(page, 'import-nothing-changed')).toContain('Nothing to import');
    expect(await page.getByTestId('import-start').isDisabled()).toBe(true);
    await saveScreenshot(page, 'newcomer-same-year-unchanged');
    expect(await readTotal(page, firstYear)).toBe(totalStored);
    expect(await countResults(page, firstYear)).toBe(resultCount);
  });

  it('imports the same file into a second year and shows the same total', async () => {
    await page.goto('/dashboard/calculator');
    await page.getByRole('button', { name: `Add a year to ${PROJECT}` }).click();
    const dialog = page.getByTestId('add-year-dialog');
    await dialog.getByRole('button', { name: 'Add year' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: `Import a spreadsheet into ${PROJECT} 2026` }).click();
    await page.waitForURL('**/dashboard/calculator/create/upload?instance=*');
    const secondYear = new URL(page.url()).searchParams.get('instance') ?? '';
    expect(secondYear).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondYear).not.toBe(firstYear);

    await uploadCsv(page, csv);
    expect(await textOf(page, 'import-summary')).toContain(`${resultCount} new, 0 changed, 0 unchanged.`);
    await saveScreenshot(page, 'newcomer-second-year-preview');
    await page.getByTestId('import-start').click();
    await expect
      .poll(() => textOf(page, 'import-done'), { timeout: 30_000 })
      .toMatch(new RegExp(`^${resultCount} results? (was|were) imported\\.`));

    expect(await readTotal(page, secondYear)).toBeCloseTo(totalStored, 6);
    expect(await countResults(page, secondYear)).toBe(resultCount);
    expect(await readTotal(page, firstYear)).toBe(totalStored);
    await page.getByRole('link', { name: 'Open Analyze' }).click();
    await page.waitForURL(`**/dashboard/calculator/emissions/${secondYear}**`);
    await expect.poll(() => textOf(page, 'total-all')).toBe(totalShown);
    await saveScreenshot(page, 'newcomer-second-year-analyze');
  });

  it('in German, exports a decimal amount and imports the file back unchanged, read as it is written', async () => {
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.goto(`/dashboard/calculator/form/i/${firstYear}?section=purchased-electricity`);
    const field = page.getByTestId('result-row').first().getByTestId('amount-field').first();
    await field.getByRole('textbox').fill('120.000,5');
    await expect.poll(() => field.getByTestId('stored-value').textContent()).toBe('= 120\u202f000,5 kWh');
    await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => toastTexts(page)).toContain('1 Ergebnis gespeichert');

    await page.getByTestId('tab-analyze').click();
    await page.waitForURL(`**/dashboard/calculator/emissions/${firstYear}**`);
    const exported = await download(page, () =>
      page.getByRole('button', { name: 'CSV exportieren', exact: true }).click(),
    );
    // The file is for machines and other tools: a decimal point whatever the page's language.
    expect(exported.toString('utf8')).toContain(',120000.5,kWh,');
    const total = await readTotal(page, firstYear);

    await page.goto(`/dashboard/calculator/create/upload?instance=${firstYear}`);
    await uploadCsv(page, exported);
    // Read as English, since "120000.5" is no German number, and said so; nothing changes.
    expect(await textOf(page, 'import-number-locale-from-file')).toContain('englisch geschrieben (1,234.5)');
    expect(await page.getByTestId('import-number-locale').inputValue()).toBe('en');
    expect(await textOf(page, 'import-summary')).toContain(`0 neu, 0 geändert, ${resultCount} unverändert.`);
    await saveScreenshot(page, 'newcomer-german-reimport');
    expect(await readTotal(page, firstYear)).toBe(total);

    // Chosen by hand, German is what the file is read by: the decimal point is then refused, row by row.
    await page.getByTestId('import-number-locale').selectOption('de');
    await expect.poll(() => page.getByTestId('import-number-locale-from-file').count()).toBe(0);
    await expect.poll(() => textOf(page, 'import-summary')).toContain('1 mit Problemen');
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
  });
});
