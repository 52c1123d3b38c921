import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

/** Calls the API from the signed-in page, with the CSRF header the app sends. */
function callApi(page: Page, path: string, body: unknown): Promise<void> {
  return page.evaluate(
    async ({ path: url, body: payload }) => {
      const csrf = document.cookie.match(/(?:^|; )csrf_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
        body: JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    },
    { path, body },
  );
}

async function addTarget(page: Page, targetYear: string, scope: string, percent: string): Promise<void> {
  const form = page.getByTestId('target-form');
  await form.getByLabel('Base year').selectOption({ label: '2025' });
  await form.getByLabel('Target year').fill(targetYear);
  await form.getByLabel('Scope').selectOption(scope);
  await form.getByLabel('Reduction (%)').fill(percent);
  await form.getByRole('button', { name: 'Add target' }).click();
}

/**
 * The GHG reduction targets of the calculator fill VSME C3 and ESRS E1-4 of the ESG year their period
 * covers: a Corporate 2025 year with gas burnt, a target on its Impact page (2025 → 2030, all scopes,
 * −42 %), then the ESG year 2025 shows the base and target year read-only with a link to the targets;
 * a second target with another target year leaves that year to neither and lists both.
 */
describe('ESG: reduction targets in C3 and E1-4', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let corporateYear = '';
  let esgUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Zielwerk' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sets a reduction target on the Corporate 2025 year', async () => {
    corporateYear = await createProjectThroughForm(page, {
      name: 'Foundry',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'GB',
    });
    await callApi(page, '/api/company/calculator/results/manage', {
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
    await page.goto(`/dashboard/calculator/reduce/${corporateYear}`);
    await addTarget(page, '2030', 'total', '42');
    await expect.poll(() => page.getByTestId('reduction-path-chart').count()).toBe(1);
  });

  it('shows the target in C3 of the ESG year read-only, linked to the reduction targets', async () => {
    await page.goto('/dashboard/calculator');
    await page.getByRole('link', { name: 'Add project' }).first().click();
    const form = page.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /^ESG$/ }).check();
    await form.getByLabel('Name').fill('CSRD report');
    await form.getByLabel('Start date').fill('2025-01-01');
    await form.getByLabel('End date').fill('2025-12-31');
    await form.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL('**/dashboard/calculator/esg/**');
    esgUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();

    await page.getByRole('radio', { name: 'Basic and Comprehensive module (B1–B11 and C1–C9)' }).click();
    await page.getByText('Modules saved.').waitFor();
    await page.getByTestId('disclosure-nav-C3').click();
    const facts = page.getByTestId('calculator-facts');
    await facts.waitFor();
    const fact = (code: string) => facts.locator(`[data-fact="${code}"] dd`).textContent();
    expect(await fact('vsme:GreenhouseGasEmissionReductionTargetBaseYear')).toBe('2025');
    expect(await fact('vsme:GreenhouseGasEmissionReductionTargetYear')).toBe('2030');
    // Read-only: no control to enter the years.
    expect(await page.getByLabel('Greenhouse gas emission reduction target base year').count()).toBe(0);
    const source = page.getByTestId('calculator-targets');
    expect(await source.textContent()).toContain('Foundry: All scopes −42 % from 2025 to 2030');
    await saveScreenshot(page, 'esg-c3-targets');

    await source.getByRole('link', { name: 'Open the reduction targets of Foundry' }).click();
    await page.waitForURL(`**/dashboard/calculator/reduce/${corporateYear}`);
    await page.getByTestId('target-form').waitFor();
  });

  it('lists a second target and leaves the target year they differ in empty', async () => {
    await addTarget(page, '2040', '1', '60');
    await expect.poll(() => page.getByTestId('reduction-path-chart').count()).toBe(2);
    await page.goto(`${esgUrl}?d=C3`);
    const facts = page.getByTestId('calculator-facts');
    await facts.waitFor();
    const fact = (code: string) => facts.locator(`[data-fact="${code}"] dd`).textContent();
    expect(await fact('vsme:GreenhouseGasEmissionReductionTargetBaseYear')).toBe('2025');
    expect(await fact('vsme:GreenhouseGasEmissionReductionTargetYear')).toBe('Differs between the targets');
    const items = page.getByTestId('calculator-targets').getByRole('listitem');
    expect(await items.allTextContents()).toEqual([
      'Foundry: All scopes −42 % from 2025 to 2030',
      'Foundry: Scope 1 −60 % from 2025 to 2040',
    ]);
    await saveScreenshot(page, 'esg-c3-two-targets');
  });

  it('fills E1-4 of the ESRS form from the same targets', async () => {
    await page.getByRole('radio', { name: 'ESRS (topical standards E1–E5, S1–S4, G1)' }).click();
    await page.getByText('Reporting standard saved.').waitFor();
    await page.getByTestId('disclosure-nav-E1-4').click();
    const facts = page.getByTestId('calculator-facts');
    await facts.waitFor();
    const fact = (code: string) => facts.locator(`[data-fact="${code}"] dd`).textContent();
    expect(await fact('esrs:E1-4.baseYear')).toBe('2025');
    expect(await fact('esrs:E1-4.targetYear')).toBe('Differs between the targets');
    expect(await fact('esrs:E1-4.scopesCovered')).toBe('Scope 1, Scope 2, Scope 3');
    expect(await page.getByTestId('calculator-targets').getByRole('link').count()).toBe(2);
    await saveScreenshot(page, 'esrs-e1-4-targets');
  });

  it('speaks German with du', async () => {
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    const source = page.getByTestId('calculator-targets');
    await source.getByText('Aus den Reduktionszielen').waitFor();
    expect(await source.textContent()).toContain('ändere sie dort');
    expect(await source.getByRole('listitem').allTextContents()).toEqual([
      'Foundry: Alle Scopes −42 % von 2025 bis 2030',
      'Foundry: Scope 1 −60 % von 2025 bis 2040',
    ]);
    const facts = page.getByTestId('calculator-facts');
    expect(await facts.locator('[data-fact="esrs:E1-4.targetYear"] dd').textContent()).toBe(
      'Unterscheidet sich zwischen den Zielen',
    );
    await saveScreenshot(page, 'esrs-e1-4-targets-german');
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
  });

  it('works on a phone without sideways scrolling', async () => {
    const phone = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storageState: await page.context().storageState(),
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${esgUrl}?d=E1-4`);
    await phonePage.getByTestId('calculator-targets').waitFor();
    const width = await phonePage.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(phonePage, 'esrs-e1-4-targets-phone');
    await phone.close();
  });
});
