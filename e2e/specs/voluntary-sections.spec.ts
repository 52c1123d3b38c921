import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm, enterRow } from '../support/projects.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { CONVERTER_MISSING, convertToPdf, hasConverter, readPdfText } from '../support/word-report.ts';

/**
 * A new user covers the voluntary Scope 3 categories 8 and 13: chosen when the project is created, they
 * appear in Inputs, their rows in Analyze and in the Word report, where the categories left out say so.
 */
describe('voluntary sections chosen when a project is created', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let instanceId = '';
  let dir = '';

  beforeAll(async () => {
    // The first account of a fresh installation is its operator, who may export the Word report.
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1366, height: 1000 },
      acceptDownloads: true,
    });
    page = await context.newPage();
    dir = mkdtempSync(join(tmpdir(), 'voluntary-sections-'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('creates a Corporate project with categories 8 and 13 chosen', async () => {
    await registerThroughForm(page, { brand: 'Leasing Works' });
    instanceId = await createProjectThroughForm(page, {
      name: 'Head office',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
      voluntarySections: ['8. Upstream leased assets', '13. Downstream leased assets'],
      beforeSubmit: () => saveScreenshot(page, 'voluntary-sections-create'),
    });
    expect(instanceId).toMatch(/^[0-9a-f-]{36}$/);
    // Inputs lists the chosen categories, not the ones left out.
    await page.getByTestId('section-link-upstream-leased-assets').waitFor();
    expect(await page.getByTestId('section-link-downstream-leased-assets').count()).toBe(1);
    expect(await page.getByTestId('section-link-franchises').count()).toBe(0);
  });

  it('enters a row in each and saves them', async () => {
    await enterRow(page, 'upstream-leased-assets', 'leased-natural-gas-kwh', 4_000);
    await enterRow(page, 'downstream-leased-assets', 'leased-out-natural-gas-kwh', 6_000);
    await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () =>
        (await page.getByTestId('toast').allTextContents()).some((text) => text.includes('2 results saved')),
      )
      .toBe(true);
  });

  it('shows both categories in Analyze, and says why the others read zero', async () => {
    await page.getByTestId('tab-analyze').click();
    await page.waitForURL(new RegExp(`/dashboard/calculator/emissions/${instanceId}(\\?|$)`));
    for (const category of ['8', '13']) {
      const cell = page.getByTestId(`scope3-category-${category}`);
      await cell.waitFor();
      expect(await cell.textContent()).toMatch(/^[\d.,]+ (kg|t)/);
    }
    const zero = page.getByTestId('zero-categories');
    expect(await zero.getByTestId('zero-category-8').count()).toBe(0);
    expect(await zero.getByTestId('zero-category-14').textContent()).toContain(
      'Left out: a voluntary category not chosen for the year, no reason given',
    );
    expect(await zero.getByTestId('zero-category-1').textContent()).toContain('No statement given');
    await page.getByTestId('zero-categories').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'voluntary-sections-analyze');
  });

  it('lists both in the Word report with their figures, and the categories left out as such', async (context) => {
    if (!hasConverter) context.skip(CONVERTER_MISSING);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Word report' }).click(),
    ]);
    const docxPath = join(dir, 'results.docx');
    await download.saveAs(docxPath);
    const text = await readPdfText(await convertToPdf(docxPath, dir));
    expect(text).toMatch(/8\. Upstream leased assets\s+[\d.,]+ (kg|t) CO2e/);
    expect(text).toMatch(/13\. Downstream leased assets\s+[\d.,]+ (kg|t) CO2e/);
    expect(text).not.toMatch(/8\. Upstream leased assets\s+0\.00 kg/);
    expect(text).toMatch(/14\. Franchises\s+0\.00 kg CO2e\s+Left out: a voluntary category not/);
  }, 240_000);

  it('at phone size, the year’s settings add a section and refuse to leave out one that holds rows', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/calculator');
    await page
      .getByRole('button', { name: 'Change the period, region or sections of 2025 of Head office' })
      .click();
    const dialog = page.getByTestId('edit-year-dialog');
    const sections = dialog.getByTestId('voluntary-sections');
    await sections.waitFor();
    expect(await sections.getByRole('checkbox', { name: '13. Downstream leased assets' }).isChecked()).toBe(
      true,
    );
    await sections.getByRole('checkbox', { name: '13. Downstream leased assets' }).uncheck();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => sections.getByRole('alert').textContent())
      .toContain('A section you left out still holds rows of this year.');
    await saveScreenshot(page, 'voluntary-sections-settings-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await sections.getByRole('checkbox', { name: '13. Downstream leased assets' }).check();
    await sections.getByRole('checkbox', { name: '14. Franchises' }).check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await page.getByTestId('toast').allTextContents()).join(' '))
      .toContain('The sections of 2025 are saved.');
    await page.setViewportSize({ width: 1366, height: 1000 });
  });

  it('opens a group of the Corporate and an ESG project with the Corporate form, naming the ESG project', async () => {
    await page.goto('/dashboard/calculator/create');
    const form = page.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /^ESG$/ }).check();
    await form.getByLabel('Name').fill('VSME report');
    await form.getByLabel('Start date').fill('2025-01-01');
    await form.getByLabel('End date').fill('2025-12-31');
    await form.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL('**/dashboard/calculator/esg/**');
    const groupId = await page.evaluate(async () => {
      const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
      const setup = await (await fetch('/api/company/calculator/setup')).json();
      const containers = (setup.data ?? setup).containers.map((container: { _id: string }) => container._id);
      const response = await fetch('/api/company/calculator/groups', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify({ name: 'Whole company', containers }),
      });
      const body = await response.json();
      return (body.data ?? body).group._id as string;
    });
    await page.goto(`/dashboard/calculator/form/g/${groupId}?year=2025`);
    await page.getByTestId('section-link-stationary-combustion').waitFor();
    expect(await page.getByTestId('section-link-downstream-leased-assets').count()).toBe(1);
    expect(await page.getByTestId('section-link-franchises').count()).toBe(1);
    const note = page.getByTestId('group-projects-note');
    expect(await note.textContent()).toContain('ESG projects of this group are answered in their VSME form');
    expect(await note.getByRole('link', { name: 'VSME report' }).getAttribute('href')).toMatch(
      /^\/dashboard\/calculator\/esg\/[0-9a-f-]{36}$/,
    );
    await saveScreenshot(page, 'voluntary-sections-group-inputs');
  });
});
