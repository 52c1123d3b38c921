import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

/** The narrow no-break space the "as stored" echo groups thousands with, in both languages. */
const N = '\u202f';

type StoredAmount = { fieldId: string; value: number | null; unit: string };
type StoredResult = { formOptionId: string; emissionActivityInputs: StoredAmount[] };

/** The year's results as the API stores them: read back without the page in between. */
async function readStoredResults(page: Page, instanceId: string): Promise<StoredResult[]> {
  return page.evaluate(async (id) => {
    const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
    const response = await fetch('/api/company/calculator/results/form/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
      body: JSON.stringify({ instances: [id], query: {} }),
    });
    const body = (await response.json()) as { parentResults: StoredResult[] };
    return body.parentResults;
  }, instanceId);
}

/** Adds a grid electricity row and waits until it is there, so a later fill never lands in a saved row. */
async function addElectricityRow(page: Page): Promise<Locator> {
  const rows = page.getByTestId('result-row');
  const before = await rows.count();
  await page.locator('select:has(option[value="electricity-grid"])').selectOption('electricity-grid');
  await expect.poll(() => rows.count()).toBe(before + 1);
  return rows.last();
}

async function toastTexts(page: Page): Promise<string> {
  return (await page.getByTestId('toast').allTextContents()).join(' | ');
}

describe('number entry that never guesses, in English and German', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let instanceId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Decimal Works' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates a project and opens its purchased electricity', async () => {
    instanceId = await createProjectThroughForm(page, {
      name: 'Plant Nord',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
    await page.getByTestId('section-link-purchased-electricity').click();
    await page.waitForURL('**section=purchased-electricity**');
  });

  it('refuses letters and a negative amount in English, naming the field, and saves nothing', async () => {
    const row = await addElectricityRow(page);
    const field = row.getByTestId('amount-field').first();
    await field.getByRole('textbox').fill('120a');
    await expect.poll(() => field.getByTestId('number-error').textContent()).toContain('contains letters');
    await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toastTexts(page)).toContain('Nothing was saved.');
    expect(await toastTexts(page)).toMatch(/"[^"]+: [^"]+" contains letters/);
    // What was typed stays in the field; nothing reached the server.
    expect(await field.getByRole('textbox').inputValue()).toBe('120a');
    expect(await readStoredResults(page, instanceId)).toEqual([]);

    await field.getByRole('textbox').fill('-5');
    await expect
      .poll(() => field.getByTestId('number-error').textContent())
      .toContain('must be zero or more');
    await saveScreenshot(page, 'number-entry-en-refused');
  });

  it('stores 120,000 kWh typed in English as 120000 and shows it as stored before saving', async () => {
    const row = page.getByTestId('result-row').last();
    const field = row.getByTestId('amount-field').first();
    await field.getByRole('textbox').fill('120,000');
    await expect.poll(() => field.getByTestId('stored-value').textContent()).toBe(`= 120${N}000 kWh`);
    expect(await field.getByTestId('number-error').count()).toBe(0);
    await saveScreenshot(page, 'number-entry-en-as-stored');
    await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toastTexts(page)).toContain('1 result saved');
    const stored = await readStoredResults(page, instanceId);
    expect(stored.map((result) => result.emissionActivityInputs[0])).toEqual([
      expect.objectContaining({ value: 120000, unit: 'kWh' }),
    ]);
  });

  it('stores 120.000,5 kWh typed in German as 120000.5', async () => {
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    const row = await addElectricityRow(page);
    const field = row.getByTestId('amount-field').first();
    // The English reading of a German number is refused, never guessed.
    await field.getByRole('textbox').fill('120,000.5');
    await expect.poll(() => field.getByTestId('number-error').textContent()).toContain('Tausendergruppe');
    await field.getByRole('textbox').fill('120.000,5');
    await expect.poll(() => field.getByTestId('stored-value').textContent()).toBe(`= 120${N}000,5 kWh`);
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'number-entry-de-as-stored');
    await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => toastTexts(page)).toContain('1 Ergebnis gespeichert');
    await saveScreenshot(page, 'number-entry-de-saved');

    const stored = await readStoredResults(page, instanceId);
    const values = stored.map((result) => result.emissionActivityInputs[0]?.value).sort();
    expect(values).toEqual([120000, 120000.5]);
  });

  it('imports text numbers by the locale chosen on the import screen and flags a column read differently', async () => {
    await page.goto(`/dashboard/calculator/create/upload?instance=${instanceId}`);
    // Before a file is read, the way numbers are read follows the page's language until one is chosen.
    expect(await page.getByTestId('import-number-locale').inputValue()).toBe('de');
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.getByTestId('import-number-locale').inputValue()).toBe('en');
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect.poll(() => page.getByTestId('import-number-locale').inputValue()).toBe('de');
    const csv =
      'c1;c2;level.0;amounts.0.value;amounts.0.unit\nscope-2;purchased-electricity;electricity-grid;1.500;kWh\n';
    await page.getByTestId('import-file').setInputFiles({
      name: 'strom.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await expect.poll(() => page.getByTestId('import-summary').count(), { timeout: 30_000 }).toBe(1);
    // The page speaks German, so the file's numbers are read as German unless chosen otherwise.
    expect(await page.getByTestId('import-number-locale').inputValue()).toBe('de');
    const flag = page.getByTestId('import-locale-flag');
    await expect.poll(() => flag.textContent()).toContain(`auf Englisch 1,5, auf Deutsch aber 1${N}500`);
    expect(await flag.textContent()).toContain(`Er wird als 1${N}500 gelesen`);
    await page.getByTestId('import-number-locale').selectOption('en');
    await expect.poll(() => flag.textContent()).toContain('Er wird als 1,5 gelesen');
    await page.getByTestId('import-number-locale').selectOption('de');
    await expect.poll(() => flag.textContent()).toContain(`Er wird als 1${N}500 gelesen`);
    await expect.poll(() => page.getByTestId('import-start').textContent()).toBe('1 Zeile importieren');
    await saveScreenshot(page, 'number-entry-import-flagged');
    await page.getByTestId('import-start').click();
    await expect
      .poll(async () => (await readStoredResults(page, instanceId)).length, { timeout: 30_000 })
      .toBe(3);
    const values = (await readStoredResults(page, instanceId))
      .map((result) => result.emissionActivityInputs[0]?.value)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(values).toEqual([1500, 120000, 120000.5]);
  });
});
