import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

type Manifest = {
  files: { path: string; sizeBytes: number; sha256: string }[];
  evidence: { numFiles: number };
  changeLog: { isIntactAtExport: boolean; numYearEntries: number };
  report: { isIncluded: boolean };
};

describe('the audit package of a year, as an admin downloads it', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let instanceId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Audit Ready' });
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

  it('saves an electricity row and attaches its bill', async () => {
    await page.getByTestId('section-link-purchased-electricity').click();
    await page.waitForURL('**section=purchased-electricity**');
    await page.locator('select:has(option[value="electricity-grid"])').selectOption('electricity-grid');
    const row = page.getByTestId('result-row').last();
    await row.getByTestId('amount-field').first().getByRole('textbox').fill('12000');
    await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () =>
        (await page.getByTestId('toast').allTextContents()).some((line) => line.includes('1 result saved')),
      )
      .toBe(true);
    const details = page.getByTestId('result-row').first().getByTestId('row-evidence');
    await details.locator('summary').click();
    const panel = details.getByTestId('evidence-files');
    await panel.locator('input[type=file]').setInputFiles({
      name: 'bill-march-2025.pdf',
      mimeType: 'application/pdf',
      buffer: BILL,
    });
    await expect.poll(() => panel.getByTestId('evidence-file').count()).toBe(1);
  });

  it('downloads the package from the Logs tab; the manifest matches every file in the ZIP', async () => {
    await page.getByTestId('tab-logs').click();
    await page.waitForURL(`**/dashboard/calculator/logs/${instanceId}**`);
    const button = page.getByTestId('audit-package-download');
    await button.waitFor();
    expect(await button.textContent()).toBe('Download audit package');
    await saveScreenshot(page, 'audit-package-logs-desktop');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-package-Head-office-.*\.zip$/);
    const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));

    const manifest = JSON.parse(text(entries['manifest.json'])) as Manifest;
    const inZip = Object.keys(entries).filter((path) => path !== 'manifest.json');
    expect(manifest.files.map((file) => file.path).sort()).toEqual(inZip.sort());
    for (const file of manifest.files) {
      const bytes = entries[file.path] as Uint8Array;
      expect(sha256(bytes), file.path).toBe(file.sha256);
      expect(bytes.length, file.path).toBe(file.sizeBytes);
    }
    const bill = manifest.files.find((file) => file.path.endsWith('-bill-march-2025.pdf'));
    expect(bill?.sha256).toBe(sha256(BILL));
    expect(manifest.evidence.numFiles).toBe(1);
    expect(manifest.changeLog.isIntactAtExport).toBe(true);
    expect(manifest.changeLog.numYearEntries).toBeGreaterThanOrEqual(2);
    // The owner is no sitewide admin: the Word report is not theirs to export, and the manifest says so.
    expect(manifest.report.isIncluded).toBe(false);
    expect(text(entries['results/factors-used.csv'])).toContain('factorLicence');
    await expect.poll(() => button.textContent()).toBe('Download audit package');
  });

  it('speaks German with du, and fits a phone screen', async () => {
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    const button = page.getByTestId('audit-package-download');
    await expect.poll(() => button.textContent()).toBe('Prüfpaket herunterladen');
    expect(await page.locator('#audit-package-hint').textContent()).toContain(
      'sofern du ihn exportieren darfst',
    );
    await saveScreenshot(page, 'audit-package-logs-german');

    const phone = await browser.newContext({
      baseURL: baseUrl,
      viewport: PHONE,
      storageState: await context.storageState(),
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`/dashboard/calculator/logs/${instanceId}`);
    const phoneButton = phonePage.getByTestId('audit-package-download');
    await phoneButton.waitFor();
    for (const part of [phoneButton, phonePage.locator('#audit-package-hint')]) {
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    await saveScreenshot(phonePage, 'audit-package-logs-phone');
    await phone.close();
  });
});
