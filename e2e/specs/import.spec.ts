import { formatEmission } from '@carbon-ledger/core';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { libraryFactorValue } from '../support/factor-library.ts';

const YEAR = 2025;
const f = (lineageKey: string) => libraryFactorValue(lineageKey, YEAR);

/** The rows typed into the template, and the hand calculation of their emissions from the library. */
const ROWS = [
  { name: 'Office grid power', option: 'electricity-grid', value: 50_000, unit: 'kWh' },
  { name: 'Boiler gas', option: 'stationary-natural-gas-kwh', value: 20_000, unit: 'kWh' },
  { name: 'Pool cars', option: 'fleet-average-diesel', value: 12_000, unit: 'km' },
];
const hand = (() => {
  const scope1 = 20_000 * f('desnz:1_100_1004_6_1') + 12_000 * f('desnz:4_301_3069_4_1');
  // German grid power: generation in Scope 2, the upstream part of Ember's intensity in category 3.
  const scope2 = 50_000 * f('ember-owid-generation:DE');
  const scope3 =
    20_000 * f('desnz:11_100_1004_6_1') +
    12_000 * f('desnz:26_904_3069_4_1') +
    50_000 * f('ember-owid-upstream:DE');
  return { scope1, scope2, scope3, total: scope1 + scope2 + scope3 };
})();

async function textOf(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Clicks a control that starts a download and answers the downloaded bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Fills the downloaded template with another spreadsheet program (exceljs), as a person fills it in
 * their own: the section of each row type is looked up on the template's second sheet.
 */
async function fillTemplate(template: Buffer, rows: typeof ROWS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
  const [importSheet, rowTypes] = workbook.worksheets;
  if (!importSheet || !rowTypes) throw new Error('the template lacks its sheets');
  const sectionOf = new Map<string, string>();
  rowTypes.eachRow((row, index) => {
    if (index > 1) sectionOf.set(String(row.getCell(7).value), String(row.getCell(1).value));
  });
  const columnOf = new Map<string, number>();
  importSheet.getRow(1).eachCell((cell, column) => columnOf.set(String(cell.value), column));
  rows.forEach((entry, index) => {
    const row = importSheet.getRow(3 + index);
    const put = (key: string, value: string | number) => {
      const column = columnOf.get(key);
      if (!column) throw new Error(`the template has no column ${key}`);
      row.getCell(column).value = value;
    };
    put('name', entry.name);
    put('c1', sectionOf.get(entry.option) ?? '');
    put('level.0', entry.option);
    put('amounts.0.value', entry.value);
    put('amounts.0.unit', entry.unit);
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, name: string, bytes: Buffer, mimeType: string): Promise<void> {
  await page.getByTestId('import-file').setInputFiles({ name, mimeType, buffer: bytes });
  await expect.poll(() => page.getByTestId('import-summary').count(), { timeout: 30_000 }).toBe(1);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Freezes or unfreezes a year through the API from the signed-in page; answers the status. */
function setFrozen(page: Page, instanceId: string, isFrozen: boolean): Promise<number> {
  return page.evaluate(
    async ({ id, freeze }) => {
      const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(
        `/api/company/calculator/instances/${id}/${freeze ? 'freeze' : 'unfreeze'}`,
        {
          method: 'POST',
          headers: { 'x-csrf-token': decodeURIComponent(csrf) },
        },
      );
      return response.status;
    },
    { id: instanceId, freeze: isFrozen },
  );
}

/** The total kg CO2e of each year, as the server sums it for setup. */
function readTotals(page: Page, instanceIds: string[]): Promise<number[]> {
  return page.evaluate(async (ids) => {
    const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
    const read = async (id: string) => {
      const response = await fetch('/api/company/calculator/instances/setup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({ instances: [id], lang: 'en' }),
      });
      return ((await response.json()) as { aggregatedResults: { totalCo2InKg: number } }).aggregatedResults
        .totalCo2InKg;
    };
    return Promise.all(ids.map(read));
  }, instanceIds);
}

/** The names of a year's results (rows and sub-rows) in their stored order, page by page (1000 each). */
function listResultNames(page: Page, instanceId: string): Promise<string[]> {
  return page.evaluate(async (id) => {
    const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
    const names: string[] = [];
    for (;;) {
      const response = await fetch(`/api/company/calculator/results/list?skip=${names.length}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({ instances: [id] }),
      });
      const { results } = (await response.json()) as { results: { name: string }[] };
      if (results.length === 0) return names;
      names.push(...results.map((row) => row.name));
    }
  }, instanceId);
}

/** Creates a Corporate project for 2025 in Germany from the create page and opens its import; answers the year's id. */
async function createProjectToImport(page: Page, name: string): Promise<string> {
  await page.goto('/dashboard/calculator/create');
  const form = page.getByTestId('create-project-form');
  await form.getByRole('radio', { name: /Corporate/ }).check();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Start date').fill('2025-01-01');
  await form.getByLabel('End date').fill('2025-12-31');
  await form.getByLabel('Electricity region').selectOption('DE');
  await form.getByRole('button', { name: 'Create and import a spreadsheet' }).click();
  await page.waitForURL('**/dashboard/calculator/create/upload?instance=*');
  return new URL(page.url()).searchParams.get('instance') ?? '';
}

describe('importing results from a spreadsheet and exporting them', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let instanceId = '';
  let template: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Import Works' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates a project and opens its import with the template to download', async () => {
    instanceId = await createProjectToImport(page, 'Plant');
    expect(instanceId).toMatch(/^[0-9a-f-]{36}$/);
    const crumbs = await page.getByRole('navigation', { name: 'Import path' }).textContent();
    expect(crumbs).toMatch(/Projects\s*›\s*New\s*›\s*Download\/Upload/);

    template = await download(page, () => page.getByTestId('download-template').click());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Import', 'Row types', 'Entities']);
    const keys = workbook.worksheets[0]?.getRow(1).values as unknown[];
    expect(keys).toEqual(
      expect.arrayContaining(['name', 'c1', 'level.0', 'amounts.0.value', 'amounts.0.unit']),
    );
    await saveScreenshot(page, 'import-start');
  });

  it('refuses a password-protected workbook with the reason, read off the page', async () => {
    // An encrypted XLSX is an OLE compound file (what Excel writes with a password), not a ZIP.
    const compoundFile = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ]);
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'locked.xlsx', mimeType: XLSX, buffer: compoundFile });
    await expect
      .poll(() => textOf(page, 'import-file-error'), { timeout: 30_000 })
      .toContain('The file is password-protected or an old .xls file.');
    expect(await page.getByTestId('import-start').count()).toBe(0);
    await saveScreenshot(page, 'import-file-refused');
  });

  it('previews the filled file with its bad row and the message for it', async () => {
    const withBadRow = await fillTemplate(template, [
      ...ROWS.slice(0, 2),
      { ...ROWS[2], unit: 'kWh' } as (typeof ROWS)[number],
    ]);
    await upload(page, 'plant-2025.xlsx', withBadRow, XLSX);
    const problems = await page.getByTestId('import-row-problems').textContent();
    expect(problems).toMatch(/Row 5/);
    expect(problems).toContain('kWh');
    expect(await page.getByTestId('import-start').isDisabled()).toBe(true);
    await saveScreenshot(page, 'import-preview-bad-row');
  });

  it('imports the fixed file and shows its rows in Inputs and its totals in Analyze', async () => {
    await upload(page, 'plant-2025.xlsx', await fillTemplate(template, ROWS), XLSX);
    expect(await page.getByTestId('import-row-problems').count()).toBe(0);
    expect(await textOf(page, 'import-row-4')).toContain(
      formatEmission(20_000 * f('desnz:1_100_1004_6_1') + 20_000 * f('desnz:11_100_1004_6_1'), 'en'),
    );
    await saveScreenshot(page, 'import-preview');
    await page.getByTestId('import-start').click();
    await expect
      .poll(() => textOf(page, 'import-done'), { timeout: 30_000 })
      .toContain('3 results were imported.');
    await saveScreenshot(page, 'import-done');

    await page.getByRole('link', { name: 'Open Inputs' }).click();
    await page.waitForURL(`**/dashboard/calculator/form/i/${instanceId}**`);
    await page.getByTestId('section-link-stationary-combustion').click();
    await expect.poll(() => page.getByTestId('result-row').count()).toBe(1);
    expect(await page.getByTestId('result-row').getByLabel('Name').inputValue()).toBe('Boiler gas');

    await page.getByTestId('tab-analyze').click();
    await page.waitForURL(`**/dashboard/calculator/emissions/${instanceId}**`);
    const expectShown = async (testId: string, kg: number) =>
      expect.poll(() => textOf(page, testId)).toContain(formatEmission(kg, 'en').replace(/ .*/, ''));
    await expectShown('total-scope-1', hand.scope1);
    await expectShown('total-scope-2', hand.scope2);
    await expectShown('total-scope-3', hand.scope3);
    await expectShown('total-all', hand.total);
    await saveScreenshot(page, 'import-analyze');
  });

  it('uploading the same file again adds nothing and says so', async () => {
    await page.goto(`/dashboard/calculator/create/upload?instance=${instanceId}`);
    await upload(page, 'plant-2025.xlsx', await fillTemplate(template, ROWS), XLSX);
    expect(await textOf(page, 'import-summary')).toContain('0 new, 0 changed, 3 unchanged.');
    expect(await textOf(page, 'import-nothing-changed')).toContain('Nothing to import');
    expect(await textOf(page, 'import-row-3')).toContain('Unchanged');
    expect(await page.getByTestId('import-start').isDisabled()).toBe(true);
  });

  it('exports the year as CSV and imports it into a new year with equal totals', async () => {
    await page.goto(`/dashboard/calculator/emissions/${instanceId}`);
    const csv = (await download(page, () => page.getByTestId('export-csv').click())).toString('utf8');
    expect(csv.split('\r\n').filter((line) => line.trim()).length).toBe(1 + ROWS.length);
    expect(csv.startsWith('\uFEFF_id,name,')).toBe(true);
    const totalBefore = (await readTotals(page, [instanceId]))[0];
    expect(totalBefore).toBeCloseTo(hand.total, 6);

    // Back into its own year: an edited amount is one change, the untouched file changes nothing.
    await page.goto(`/dashboard/calculator/create/upload?instance=${instanceId}`);
    await upload(
      page,
      'results.csv',
      Buffer.from(csv.replace(',50000,kWh,', ',60000,kWh,'), 'utf8'),
      'text/csv',
    );
    expect(await textOf(page, 'import-summary')).toContain('0 new, 1 changed, 2 unchanged.');
    expect(await textOf(page, 'import-row-2')).toContain('Changed');
    expect(await textOf(page, 'import-start')).toBe('Import 1 row');
    await saveScreenshot(page, 'import-round-trip-changed');
    await upload(page, 'results.csv', Buffer.from(csv, 'utf8'), 'text/csv');
    await expect.poll(() => textOf(page, 'import-summary')).toContain('0 new, 0 changed, 3 unchanged.');
    expect(await textOf(page, 'import-nothing-changed')).toContain('Nothing to import');
    expect(await page.getByTestId('import-start').isDisabled()).toBe(true);
    await saveScreenshot(page, 'import-round-trip-unchanged');
    expect(await readTotals(page, [instanceId])).toEqual([totalBefore]);
    expect(await listResultNames(page, instanceId)).toHaveLength(ROWS.length);

    await page.goto('/dashboard/calculator');
    await page.getByRole('button', { name: 'Add a year to Plant' }).click();
    const dialog = page.getByTestId('add-year-dialog');
    await dialog.getByRole('button', { name: 'Add year' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Import a spreadsheet into Plant 2026' }).click();
    await page.waitForURL('**/dashboard/calculator/create/upload?instance=*');
    const nextYear = new URL(page.url()).searchParams.get('instance') ?? '';
    expect(nextYear).not.toBe(instanceId);
    await upload(page, 'results.csv', Buffer.from(csv, 'utf8'), 'text/csv');
    await page.getByTestId('import-start').click();
    await expect
      .poll(() => textOf(page, 'import-done'), { timeout: 30_000 })
      .toContain('3 results were imported.');

    const totals = await readTotals(page, [instanceId, nextYear]);
    expect(totals[0]).toBeCloseTo(hand.total, 6);
    expect(totals[1]).toBeCloseTo(totals[0] ?? 0, 6);
    await page.getByRole('link', { name: 'Open Analyze' }).click();
    await expect
      .poll(() => textOf(page, 'total-all'))
      .toContain(formatEmission(hand.total, 'en').replace(/ .*/, ''));
    await saveScreenshot(page, 'import-reimported-analyze');
  });

  it('imports a file of 1,300 rows in two parts: every row once, in the order of the file', async () => {
    const metersYear = await createProjectToImport(page, 'Meters');
    const meters = Array.from({ length: 1300 }, (_, index) => ({
      name: `Meter ${index + 1}`,
      option: 'electricity-grid',
      value: 1_000 + index,
      unit: 'kWh',
    }));
    await upload(page, 'meters.xlsx', await fillTemplate(template, meters), XLSX);
    // Counts are written as numbers of the page's language.
    expect(await textOf(page, 'import-summary')).toContain('1,300 rows read, 0 with problems');
    expect(await textOf(page, 'import-start')).toBe('Import 1,300 rows');
    await page.getByTestId('import-start').click();
    await expect
      .poll(() => textOf(page, 'import-done'), { timeout: 60_000 })
      .toContain('1,300 results were imported.');
    await saveScreenshot(page, 'import-done-large');
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect.poll(() => textOf(page, 'import-done')).toContain('1.300 Ergebnisse wurden importiert.');
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => textOf(page, 'import-done')).toContain('1,300 results were imported.');
    const names = await listResultNames(page, metersYear);
    expect(names).toEqual(meters.map((meter) => meter.name));
    // 1,300 × 1,000…2,299 kWh of German grid power.
    const kwh = (1_000 + 2_299) * 650;
    const perKwh = f('ember-owid-generation:DE') + f('ember-owid-upstream:DE');
    expect((await readTotals(page, [metersYear]))[0]).toBeCloseTo(kwh * perKwh, 3);
  });

  it('says which part did not land when an upload fails, and resumes from it', async () => {
    await page.goto(`/dashboard/calculator/create/upload?instance=${instanceId}`);
    await page.getByRole('heading', { name: 'Import results from a spreadsheet' }).waitFor();
    const extra = [
      { name: 'Night shift gas', option: 'stationary-natural-gas-kwh', value: 1_000, unit: 'kWh' },
    ];
    await upload(page, 'night-shift.xlsx', await fillTemplate(template, extra), XLSX);
    // The year is frozen between the check and the upload: the server refuses the part, nothing lands.
    expect(await setFrozen(page, instanceId, true)).toBe(200);
    await page.getByTestId('import-start').click();
    await expect.poll(() => textOf(page, 'import-failed')).toContain('Part 1 (row 3) could not be sent');
    await saveScreenshot(page, 'import-failed');
    expect(await setFrozen(page, instanceId, false)).toBe(200);
    await page.getByRole('button', { name: 'Resume from row 3' }).click();
    await expect.poll(() => textOf(page, 'import-done')).toContain('1 result was imported.');
    await setFrozen(page, instanceId, false);
  });
});
