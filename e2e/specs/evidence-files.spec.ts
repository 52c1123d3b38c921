import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

const PHONE = { width: 390, height: 844 };
/** A small but real PDF: a one-page bill. */
const BILL = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** The one row of the Purchased electricity section (its label changes with the language). */
function electricityRow(page: Page): Locator {
  return page.getByTestId('result-row').first();
}

async function openRowEvidence(row: Locator): Promise<Locator> {
  const details = row.getByTestId('row-evidence');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return details.getByTestId('evidence-files');
}

describe('evidence files on an Inputs row, as a new company attaches a bill', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let inputsPath = '';
  let instanceId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Evidence Works' });
    instanceId = await createProjectThroughForm(page, {
      name: 'Head office',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('attaches a PDF bill to a saved electricity row and lists it with its size', async () => {
    await page.getByTestId('section-link-purchased-electricity').click();
    await page.waitForURL('**section=purchased-electricity**');
    await page.locator('select:has(option[value="electricity-grid"])').selectOption('electricity-grid');
    const row = page.getByTestId('result-row').last();
    await row.getByTestId('amount-field').first().getByRole('textbox').fill('12000');
    // Before the row is saved there is nothing to attach the file to.
    await row.getByTestId('row-evidence').locator('summary').click();
    await expect.poll(() => row.getByText('Save the row first').count()).toBe(1);
    await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () =>
        (await page.getByTestId('toast').allTextContents()).some((text) => text.includes('1 result saved')),
      )
      .toBe(true);
    inputsPath = new URL(page.url()).pathname + new URL(page.url()).search;

    const panel = await openRowEvidence(electricityRow(page));
    await panel.locator('input[type=file]').setInputFiles({
      name: 'bill-march-2025.pdf',
      mimeType: 'application/pdf',
      buffer: BILL,
    });
    await expect.poll(() => panel.getByTestId('evidence-file').count()).toBe(1);
    expect(await panel.getByTestId('evidence-file').textContent()).toContain('bill-march-2025.pdf');
    expect(await panel.getByTestId('evidence-file').textContent()).toContain(`${BILL.length} B`);
    await expect
      .poll(() => electricityRow(page).getByTestId('row-evidence').locator('summary').textContent())
      .toContain('Evidence (1 file)');

    // A text file named .pdf is refused by its content, naming the file.
    await panel.locator('input[type=file]').setInputFiles({
      name: 'not-a-bill.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('this is only text'),
    });
    await expect
      .poll(() => panel.getByTestId('evidence-problems').textContent())
      .toContain('not-a-bill.pdf: Only PDF, PNG, JPEG, WebP, Excel (.xlsx) and CSV files can be attached.');
    expect(await panel.getByTestId('evidence-file').count()).toBe(1);
    await electricityRow(page).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'evidence-files-row-desktop');
  });

  it('downloads the bill with the same bytes', async () => {
    const panel = await openRowEvidence(electricityRow(page));
    const link = panel.getByRole('link', { name: /bill-march-2025\.pdf/ });
    // In the middle of the screen: the sticky save bar and the toasts cover the bottom edge.
    await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('bill-march-2025.pdf');
    const path = await download.path();
    expect(readFileSync(path).equals(BILL)).toBe(true);
  });

  it('still lists the bill after a reload, and attaches a year-wide file in the header', async () => {
    await page.reload();
    await page.waitForURL(`**${inputsPath}`);
    const panel = await openRowEvidence(electricityRow(page));
    await expect.poll(() => panel.getByTestId('evidence-file').count()).toBe(1);
    expect(await panel.getByTestId('evidence-file').textContent()).toContain('bill-march-2025.pdf');

    const year = page.getByTestId('year-evidence');
    await year.locator('summary').click();
    await year.locator('input[type=file]').setInputFiles({
      name: 'meter-readings-2025.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('month;kWh\nJanuary;1000\n'),
    });
    await expect.poll(() => year.getByTestId('evidence-file').count()).toBe(1);
    expect(await year.locator('summary').textContent()).toContain('1 more on rows');
    await saveScreenshot(page, 'evidence-files-year-desktop');
  });

  it('shows a paperclip with the count on the row in Analyze', async () => {
    await page.getByTestId('tab-analyze').click();
    await page.waitForURL(new RegExp(`/dashboard/calculator/emissions/${instanceId}(\\?|$)`));
    const clip = page.getByTestId('top-source-files-1');
    await expect.poll(() => clip.textContent()).toContain('1');
    expect(await clip.textContent()).toContain('1 evidence file');
    await clip.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'evidence-files-analyze-desktop');
  });

  it('fits a phone screen', async () => {
    const phone = await browser.newContext({
      baseURL: baseUrl,
      viewport: PHONE,
      storageState: await context.storageState(),
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(inputsPath);
    const panel = await openRowEvidence(electricityRow(phonePage));
    await expect.poll(() => panel.getByTestId('evidence-file').count()).toBe(1);
    await electricityRow(phonePage).scrollIntoViewIfNeeded();
    await saveScreenshot(phonePage, 'evidence-files-row-phone');
    // The evidence parts stay inside the screen (the whole page is phone.spec.ts's to check).
    for (const part of [
      panel,
      electricityRow(phonePage).getByTestId('row-evidence'),
      phonePage.getByTestId('year-evidence'),
    ]) {
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    await phone.close();
  });

  it('speaks German with du, and lets the owner delete the bill after confirming', async () => {
    await page.goto(inputsPath);
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    const summary = electricityRow(page).getByTestId('row-evidence').locator('summary');
    await expect.poll(() => summary.textContent()).toContain('Belege (1 Datei)');
    const panel = await openRowEvidence(electricityRow(page));
    expect(await panel.textContent()).toContain('Dateien anhängen');
    expect(await panel.textContent()).toContain('Du kannst Dateien auch hierher ziehen.');
    await panel.locator('input[type=file]').setInputFiles({
      name: 'rechnung.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: BILL,
    });
    await expect
      .poll(() => panel.getByTestId('evidence-problems').textContent())
      .toContain('rechnung.xlsx: Der Dateiname passt nicht zum Inhalt');
    await electricityRow(page).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'evidence-files-row-german');

    await panel.getByRole('button', { name: 'bill-march-2025.pdf löschen' }).click();
    const confirm = page.getByTestId('confirm-popup');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('bill-march-2025.pdf wird für alle gelöscht.');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect.poll(() => panel.getByTestId('evidence-file').count()).toBe(0);
    await expect.poll(() => summary.textContent()).toContain('Belege');
    expect(await summary.textContent()).not.toContain('Datei');
    await page.reload();
    await expect.poll(() => summary.textContent()).toContain('Belege');
    expect(await summary.textContent()).not.toContain('Datei');
  });

  it("lists the bill's upload and deletion in the year's log with its SHA-256, on a phone too", async () => {
    await page.goto(`/dashboard/calculator/logs/${instanceId}`);
    const entries = page.getByTestId('log-entry').filter({ hasText: 'Belegdatei: bill-march-2025.pdf' });
    await expect.poll(() => entries.count()).toBe(2);
    const [deleted, created] = [await entries.nth(0).textContent(), await entries.nth(1).textContent()];
    expect(deleted).toContain('Gelöscht');
    expect(created).toContain('Angelegt');
    const sha256 = createHash('sha256').update(BILL).digest('hex');
    for (const text of [deleted, created]) expect(text).toContain('SHA-256:');
    for (const text of [deleted, created]) expect(text).toContain(sha256);
    await entries.nth(0).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'evidence-files-log-german');

    await page.setViewportSize(PHONE);
    await expect.poll(() => entries.count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await entries.nth(1).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'evidence-files-log-phone');
  });
});
