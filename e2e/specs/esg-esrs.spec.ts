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

const POLICY = 'Our own workforce policy covers every site and is owned by the managing director.';

/**
 * The ESRS form of a year: an ESG project for 2025 switched to the ESRS topical standards, E1-6 taken
 * from the Corporate 2025 year (DESNZ 2025: 10,000 kWh of natural gas × 0.18296 kg CO2e/kWh = 1.83 t
 * Scope 1), a narrative in S1 and a metric in E3 answered, saved and read again.
 */
describe('ESG: the ESRS form of a year', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let esgUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Gießerei Süd' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('has a Corporate 2025 year with gas burnt', async () => {
    const corporateYear = await createProjectThroughForm(page, {
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
  });

  it('creates an ESG project for 2025 and chooses ESRS', async () => {
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

    await page.getByRole('radio', { name: 'ESRS (topical standards E1–E5, S1–S4, G1)' }).click();
    await page.getByText('Reporting standard saved.').waitFor();
    await page.getByTestId('esrs-no-xbrl').waitFor();
    expect(await page.getByTestId('disclosure-nav-B1').count()).toBe(0);
    await page.getByTestId('disclosure-nav-E1-1').waitFor();
  });

  it('shows E1-6 filled from the calculator, read-only with its source', async () => {
    await page.getByTestId('disclosure-nav-E1-6').click();
    const facts = page.getByTestId('calculator-facts');
    await facts.waitFor();
    expect(await facts.locator('[data-fact="esrs:E1-6.grossScope1"] dd').textContent()).toBe('1.83 tCO2e');
    expect(await facts.locator('[data-fact="esrs:E1-6.grossScope3"] dd').textContent()).toBe('0.3 tCO2e');
    const source = page.getByTestId('calculator-sources').getByRole('link');
    expect(await source.textContent()).toBe('Foundry 2025');
    expect(await page.getByLabel('Gross Scope 1 emissions').count()).toBe(0);
    await saveScreenshot(page, 'esrs-e1-6-desktop');
  });

  it('answers a narrative in S1 and a metric in E3, saves, and finds them after a reload', async () => {
    await page.getByTestId('esrs-standard-S1').click();
    await page.getByTestId('disclosure-nav-S1-1').waitFor();
    await page
      .getByLabel('Our policies on our own workforce: scope, commitments and who is accountable')
      .fill(POLICY);
    await page.getByTestId('esrs-standard-E3').click();
    await page.getByTestId('disclosure-nav-E3-4').click();
    await page.getByLabel('Total water consumption', { exact: true }).fill('1,250');
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    expect(await page.getByLabel('Total water consumption', { exact: true }).inputValue()).toBe('1\u202f250');
    await page.getByTestId('esrs-standard-S1').click();
    const policy = page.getByLabel(
      'Our policies on our own workforce: scope, commitments and who is accountable',
    );
    expect(await policy.inputValue()).toBe(POLICY);
    expect(await page.getByTestId('disclosure-nav-S1-1').textContent()).toContain('complete');
    await saveScreenshot(page, 'esrs-s1-desktop');
  });

  it('chooses items of reference lists, grouped where the list groups them, and keeps them', async () => {
    await page.getByTestId('esrs-standard-E1').click();
    await page.getByTestId('disclosure-nav-E1-6').click();
    const gases = page.locator('[data-datapoint="esrs:E1-6.gasesIncluded"]');
    await gases.getByLabel('Carbon dioxide (CO₂)').check();
    await gases.getByLabel('Methane (CH₄)').check();
    const categories = page.locator('[data-datapoint="esrs:E1-6.categoriesIncluded"]');
    await categories.getByRole('group', { name: 'Scope 2' }).getByLabel('Electricity').check();
    await page
      .locator('[data-datapoint="esrs:E1-6.scope2Method"] select')
      .selectOption({ label: 'Market-based' });
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').waitFor();

    await page.reload();
    await page.getByTestId('disclosure-nav-E1-6').click();
    expect(await gases.getByLabel('Carbon dioxide (CO₂)').isChecked()).toBe(true);
    expect(await gases.getByLabel('Nitrous oxide (N₂O)').isChecked()).toBe(false);
    expect(
      await categories.getByRole('group', { name: 'Scope 2' }).getByLabel('Electricity').isChecked(),
    ).toBe(true);
    expect(await categories.getByRole('group', { name: 'Scope 1' }).getByLabel('Fuels').isChecked()).toBe(
      false,
    );
    expect(await page.locator('[data-datapoint="esrs:E1-6.scope2Method"] select').inputValue()).toBe(
      'market-based',
    );
    await categories.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'esrs-e1-6-reference-choices');
    // Back to S1, where the German check below reads the workforce policy.
    await page.getByTestId('esrs-standard-S1').click();
    await page.getByTestId('disclosure-nav-S1-1').waitFor();
  });

  it('says when E1-5’s energy by source does not fit the calculator’s total, as it is typed', async () => {
    await page.getByTestId('esrs-standard-E1').click();
    await page.getByTestId('disclosure-nav-E1-5').click();
    // 10,000 kWh of natural gas: 10 MWh in all.
    const facts = page.getByTestId('calculator-facts');
    expect(await facts.locator('[data-fact="esrs:E1-5.energyTotal"] dd').textContent()).toBe('10 MWh');
    const warnings = page.getByTestId('energy-mix-warnings');
    await page.getByLabel('Energy consumed from fossil sources').fill('10');
    await page.getByLabel('Energy consumed from renewable sources').fill('5');
    await warnings
      .getByText(
        'The energy by source adds up to 15 MWh, more than the total consumption of 10 MWh from the calculator.',
        { exact: false },
      )
      .waitFor();
    await page.getByLabel('Share of renewable energy in the total').fill('40');
    await warnings
      .getByText(
        'The share of renewable energy is 40 %, but the renewable energy entered is 50 % of the total consumption.',
      )
      .waitFor();
    await saveScreenshot(page, 'esrs-e1-5-energy-mix-warnings');
    // Fitting figures: nothing is said, and they are saved as typed.
    await page.getByLabel('Energy consumed from fossil sources').fill('6');
    await page.getByLabel('Energy consumed from renewable sources').fill('4');
    await page.getByLabel('Energy consumed from nuclear sources').fill('0');
    await warnings.getByText(/adds up to/).waitFor({ state: 'detached' });
    await warnings.getByText(/share of renewable energy is/).waitFor({ state: 'detached' });
    expect(await warnings.textContent()).toBe('');
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').waitFor();
    await page.getByTestId('esrs-standard-S1').click();
    await page.getByTestId('disclosure-nav-S1-1').waitFor();
  });

  it('speaks German with du', async () => {
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByText('Berichtsstandard', { exact: true }).waitFor();
    expect(await page.getByTestId('esrs-no-xbrl').textContent()).toContain('nicht für ESRS');
    // The chosen standard's heading (the dashboard panel lists the standards too).
    await page.getByRole('paragraph').filter({ hasText: 'S1 · Eigene Belegschaft' }).waitFor();
    expect(
      await page
        .getByLabel(
          'Unsere Richtlinien zu unserer eigenen Belegschaft: Geltungsbereich, Zusagen und Verantwortliche',
        )
        .inputValue(),
    ).toBe(POLICY);
    await saveScreenshot(page, 'esrs-s1-german');
    // E1-5's warning in German, as a figure is typed; the saved figure back, and it is gone.
    await page.getByTestId('esrs-standard-E1').click();
    await page.getByTestId('disclosure-nav-E1-5').click();
    const renewable = page.getByLabel('Verbrauchte Energie aus erneuerbaren Quellen');
    await renewable.fill('5');
    await page
      .getByTestId('energy-mix-warnings')
      .getByText('Die Energie nach Quellen ergibt zusammen 11 MWh, mehr als der Gesamtverbrauch von 10 MWh', {
        exact: false,
      })
      .waitFor();
    await renewable.fill('4');
    await page
      .getByTestId('energy-mix-warnings')
      .getByText(/ergibt zusammen/)
      .waitFor({ state: 'detached' });
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
    await phonePage.goto(`${esgUrl}?d=E1-6`);
    await phonePage.getByTestId('calculator-facts').waitFor();
    const width = await phonePage.evaluate(() => document.documentElement.scrollWidth);
    const culprits = await phonePage.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(-8)
        .map(
          (element) =>
            `${element.tagName}.${String(element.className).slice(0, 50)} "${element.textContent?.slice(0, 30)}"`,
        ),
    );
    expect(width, culprits.join(' | ')).toBeLessThanOrEqual(390);
    await saveScreenshot(phonePage, 'esrs-e1-6-phone');
    await phone.close();
  });
});
