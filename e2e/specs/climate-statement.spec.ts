import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm, enterRow } from '../support/projects.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { CONVERTER_MISSING, convertToPdf, hasConverter, readPdfText, run } from '../support/word-report.ts';

const ARTIFACTS_DIR = resolve(import.meta.dirname, '../artifacts');

/** Entered below: natural gas in kWh (gross calorific value) and German grid electricity. */
const GAS_KWH = 12_500;
const ELECTRICITY_KWH = 10_000;
/** By hand: 12,500 kWh + 10,000 kWh = 22,500 kWh, which the report writes as MWh with 2 decimals. */
const TOTAL_MWH_TEXT = '22.50';

/**
 * The climate statement as the operator of a fresh installation produces it: energy entered in Inputs
 * and a target set on Impact come out of the Word report, laid out by LibreOffice, under ESRS E1-4,
 * E1-5 and E1-6.
 */
describe('the Word report of the first account carries the ESRS E1 climate statement', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let instanceId = '';
  let dir = '';

  beforeAll(async () => {
    // A fresh installation of its own: the first account becomes the operator, who may export the report.
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1366, height: 1000 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    dir = mkdtempSync(join(tmpdir(), 'climate-statement-'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('registers the first account from / and creates a Corporate project for 2025', async () => {
    expect(server.output()).toMatch(/Carbon Ledger is running at http:\/\/localhost:\d+ /);
    await registerThroughForm(page, { brand: 'Statement Works' });
    instanceId = await createProjectThroughForm(page, {
      name: 'Head office',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
    expect(instanceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('enters natural gas and purchased electricity in Inputs and saves them', async () => {
    await enterRow(page, 'stationary-combustion', 'stationary-natural-gas-kwh', GAS_KWH);
    await enterRow(page, 'purchased-electricity', 'electricity-grid', ELECTRICITY_KWH);
    await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () =>
        (await page.getByTestId('toast').allTextContents()).some((text) => text.includes('2 results saved')),
      )
      .toBe(true);
  });

  it('sets a reduction target of 50 % by 2030 from the base year 2025 on the Impact tab', async () => {
    await page.getByTestId('tab-impact').click();
    await page.waitForURL(new RegExp(`/dashboard/calculator/reduce/${instanceId}(\\?|$)`));
    const form = page.getByTestId('target-form');
    await form.getByLabel('Base year').selectOption({ label: '2025' });
    await form.getByLabel('Target year').fill('2030');
    await form.getByLabel('Scope').selectOption('total');
    await form.getByLabel('Reduction (%)').fill('50');
    await form.getByRole('button', { name: 'Add target' }).click();
    await expect.poll(() => page.getByTestId('reduction-path-chart').count()).toBe(1);
  });

  it('exports results.docx from Analyze whose PDF holds E1-4, E1-5 and E1-6 with the target and the energy', async (context) => {
    if (!hasConverter) {
      context.skip(CONVERTER_MISSING);
    }
    await page.getByTestId('tab-analyze').click();
    await page.waitForURL(new RegExp(`/dashboard/calculator/emissions/${instanceId}(\\?|$)`));
    await page.getByTestId('energy-mix').waitFor();
    // Analyze writes the total as the report does, so the two can be compared at a glance.
    expect(await page.getByTestId('total-energy').textContent()).toBe(`${TOTAL_MWH_TEXT} MWh`);
    const exportButton = page.getByRole('button', { name: 'Export Word report' });
    await saveScreenshot(page, 'climate-statement-analyze');
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toBe('results.docx');
    const docxPath = join(dir, 'results.docx');
    await download.saveAs(docxPath);

    const pdfPath = await convertToPdf(docxPath, dir);
    const text = await readPdfText(pdfPath);

    const headings = [
      'E1-4 Targets related to climate change mitigation',
      'E1-5 Energy consumption and mix',
      'E1-6 Gross Scopes 1, 2, 3 and total GHG emissions',
    ];
    expect(headings.filter((heading) => !text.includes(heading))).toEqual([]);
    // E1-4: the target just set, all scopes from 2025, −50 % by 2030.
    expect(text).toMatch(/Scopes 1–3\s+2025\s+[\d.,]+ (?:kg|t) CO2e\s+2030\s+−50 %/);
    // E1-5: both bases add up to the hand-summed 22.50 MWh, all of the consumption.
    expect(text).toMatch(
      new RegExp(`Total energy consumption\\s+${TOTAL_MWH_TEXT}\\s+${TOTAL_MWH_TEXT}\\s+100\\.00 %`),
    );

    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const isPicture = (name: string) => name.startsWith('climate-statement-page');
    // Pictures of an earlier run must not pass for this one's.
    for (const name of readdirSync(ARTIFACTS_DIR).filter(isPicture)) rmSync(join(ARTIFACTS_DIR, name));
    const prefix = join(ARTIFACTS_DIR, 'climate-statement-page');
    await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '3', pdfPath, prefix]);
    expect(readdirSync(ARTIFACTS_DIR).filter(isPicture).length).toBeGreaterThan(0);
  }, 240_000);
});
