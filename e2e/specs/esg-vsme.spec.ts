import { existsSync, readFileSync } from 'node:fs';
import {
  parseInlineXbrl,
  parseXbrlInstance,
  type TaxonomyJson,
  validateVsmeInlineXbrl,
  validateVsmeInstance,
} from '@carbon-ledger/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

const TAXONOMY_PATH = new URL('../../../shared/data/vsme/vsme-2026-05-01.json', import.meta.url);

/** A parsed document's facts with their contexts and units spelled out, to compare two documents. */
function spelledFacts(parsed: ReturnType<typeof parseXbrlInstance>) {
  return parsed.facts
    .map((fact) =>
      JSON.stringify([
        fact.namespace,
        fact.localName,
        fact.text,
        fact.decimals,
        fact.unitRef && parsed.units.get(fact.unitRef),
        fact.contextRef && parsed.contexts.get(fact.contextRef),
      ]),
    )
    .sort();
}

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

/**
 * The ESG form of a year: an ESG project for 2025 answered in the VSME Basic module, with B3's climate
 * figures taken from the Corporate 2025 year of the same company (DESNZ 2025: 10,000 kWh of natural gas
 * × 0.18296 kg CO2e/kWh = 1,829.6 kg = 1.83 t Scope 1; 302.1 kg well-to-tank = 0.30 t Scope 3).
 */
describe('ESG: the VSME form of a year', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let esgUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Weberei Nord' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('has a Corporate 2025 year with gas burnt', async () => {
    const corporateYear = await createProjectThroughForm(page, {
      name: 'Weaving mill',
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

  it('creates an ESG project for 2025 from the create page and opens its VSME form', async () => {
    await page.goto('/dashboard/calculator');
    await page.getByRole('link', { name: 'Add project' }).first().click();
    const form = page.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /^ESG$/ }).check();
    expect(await form.getByLabel('Electricity region').isVisible()).toBe(false);
    await form.getByLabel('Name').fill('VSME report');
    await form.getByLabel('Start date').fill('2025-01-01');
    await form.getByLabel('End date').fill('2025-12-31');
    await form.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL('**/dashboard/calculator/esg/**');
    esgUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
  });

  it('fills B1 in the Basic module and sees B3 from the calculator year', async () => {
    const basic = page.getByRole('radio', { name: 'Basic module (B1–B11)' });
    await basic.check();
    expect(await basic.isChecked()).toBe(true);
    // Voluntary Comprehensive disclosures stay hidden.
    expect(await page.getByTestId('disclosure-nav-C1').count()).toBe(0);

    await page.getByLabel('Turnover', { exact: true }).fill('1,250,000');
    expect(await page.getByTestId('stored-value').first().textContent()).toBe('= 1\u202f250\u202f000 EUR');
    await page.getByLabel('Number of employees', { exact: true }).fill('42');
    await page
      .getByLabel('Undertakings legal form')
      .selectOption('vsme:PrivateLimitedLiabilityUndertakingMember');
    await page
      .getByLabel('Country of primary operations and location of significant assets')
      .selectOption('DE');
    await page.getByLabel('NACE sector classification codes').fill('C13.2');
    await page.getByLabel('Evidence note').fill('Annual accounts 2025');
    await saveScreenshot(page, 'esg-b1-desktop');

    await page.getByTestId('disclosure-nav-B3').click();
    const facts = page.getByTestId('calculator-facts');
    await facts.waitFor();
    expect(await facts.locator('[data-fact="vsme:GrossScope1GreenhouseGasEmissions"] dd').textContent()).toBe(
      '1.83 tCO2e',
    );
    expect(await facts.locator('[data-fact="vsme:GrossScope3GreenhouseGasEmissions"] dd').textContent()).toBe(
      '0.3 tCO2e',
    );
    expect(await facts.locator('[data-fact="vsme:TotalEnergyConsumption"] dd').textContent()).toBe('10 MWh');
    const source = page.getByTestId('calculator-sources').getByRole('link');
    expect(await source.textContent()).toBe('Weaving mill 2025');
    expect(await source.getAttribute('href')).toMatch(/^\/dashboard\/calculator\/emissions\//);
    // B3's energy split comes from the calculator too: the 10 MWh of gas are fuels, none renewable.
    expect(await facts.locator('[data-fact="vsme:EnergyConsumptionFromFuels"] dd').textContent()).toBe(
      '10 MWh',
    );
    expect(
      await facts
        .locator('[data-fact="vsme:EnergyConsumptionFromFuels_NonRenewableEnergyMember"] dd')
        .textContent(),
    ).toBe('10 MWh');
    expect(await facts.locator('[data-fact="vsme:EnergyConsumptionFromElectricity"] dd').textContent()).toBe(
      '0 MWh',
    );
    // What the calculator answers cannot be typed over here.
    expect(await page.getByLabel('Gross Scope 1 greenhouse gas emissions').count()).toBe(0);
    expect(await page.getByLabel('Energy consumption from electricity', { exact: true }).count()).toBe(0);
    await page.getByLabel('Energy consumption from self-generated electricity', { exact: true }).fill('12.5');
    await saveScreenshot(page, 'esg-b3-desktop');

    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').waitFor();
  });

  it('keeps the values after a reload, with the completion of B1', async () => {
    await page.reload();
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    await page.getByTestId('disclosure-nav-B1').click();
    expect(await page.getByLabel('Turnover', { exact: true }).inputValue()).toBe('1\u202f250\u202f000');
    expect(await page.getByLabel('Number of employees', { exact: true }).inputValue()).toBe('42');
    expect(await page.getByLabel('Undertakings legal form').inputValue()).toBe(
      'vsme:PrivateLimitedLiabilityUndertakingMember',
    );
    expect(await page.getByLabel('NACE sector classification codes').inputValue()).toBe('C13.2');
    expect(await page.getByLabel('Evidence note').inputValue()).toBe('Annual accounts 2025');
    expect(await page.getByTestId('disclosure-nav-B1').textContent()).toContain('5 of 23 answered');
    await page.getByTestId('disclosure-nav-B3').click();
    expect(
      await page
        .getByLabel('Energy consumption from self-generated electricity', { exact: true })
        .inputValue(),
    ).toBe('12.5');
  });

  it('keeps a typo in a number of another disclosure from being saved, and asks before leaving', async () => {
    await page.getByTestId('disclosure-nav-B1').click();
    const turnover = page.getByLabel('Turnover', { exact: true });
    await turnover.fill('1,300,000x');
    await page.getByTestId('number-error').waitFor();
    // Out of sight, the text that is no number still blocks the save: storing 1,300,000 or the saved
    // figure would not be what was typed.
    await page.getByTestId('disclosure-nav-B3').click();
    await page.getByLabel('Energy consumption from self-generated electricity', { exact: true }).waitFor();
    await page.getByTestId('esg-save').click();
    await page.getByText('Please correct the marked fields first.').waitFor();
    await turnover.waitFor();
    expect(await turnover.inputValue()).toBe('1,300,000x');
    expect(await turnover.getAttribute('aria-invalid')).toBe('true');

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Projects' })
      .click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe(esgUrl);

    await turnover.fill('1,250,000');
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    await page.getByTestId('disclosure-nav-B1').click();
    expect(await page.getByLabel('Turnover', { exact: true }).inputValue()).toBe('1\u202f250\u202f000');
  });

  it('refuses a not-material statement without its reason, naming the field', async () => {
    await page.getByTestId('disclosure-nav-B4').click();
    await page.getByLabel('Not material for us').check();
    await page.getByTestId('esg-save').click();
    await page.getByText('Please correct the marked fields first.').waitFor();
    expect(await page.getByLabel('Why it is not material').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Why it is not material').fill('No production emissions to air, water or soil.');
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').first().waitFor();
    expect(await page.getByTestId('disclosure-nav-B4').textContent()).toContain('not material');
  });

  it('downloads the XBRL report once the required datapoints are answered', async () => {
    await page.getByTestId('xbrl-download').click();
    const missing = page.getByTestId('xbrl-missing');
    await missing.waitFor();
    expect(await missing.getByRole('listitem').allTextContents()).toEqual([
      'B1 · Basis for preparation (Basic Module Only or Basic & Comprehensive Module)',
      'B1 · Basis for reporting (consolidated or individual basis)',
      'B1 · Assets',
      'B1 · Type of number of employees',
    ]);
    await missing.getByRole('button', { name: 'B1 · Assets' }).click();
    await page.getByLabel('Assets', { exact: true }).fill('800000');
    await page
      .getByLabel('Basis for preparation (Basic Module Only or Basic & Comprehensive Module)')
      .selectOption('vsme:OptionABasicModuleOnlyMember');
    await page
      .getByLabel('Basis for reporting (consolidated or individual basis)')
      .selectOption('vsme:IndividualMember');
    await page.getByLabel('Type of number of employees').selectOption('vsme:HeadcountMember');
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').first().waitFor();
    // The company is named by its LEI, which the form asked for.
    const entity = page.getByTestId('reporting-entity-form');
    await entity.getByLabel('Identifier', { exact: true }).fill('529900CARBONLEDG0R28');
    await entity.getByRole('button', { name: 'Save identifier' }).click();
    await page.getByText('The XBRL report names the company by its LEI 529900CARBONLEDG0R28.').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('xbrl-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('vsme-2025.xbrl');
    const path = await download.path();
    const xml = readFileSync(path, 'utf8');
    expect(xml).toContain('>1250000</vsme:Turnover>');
    expect(xml).toContain('<vsme:GrossScope1GreenhouseGasEmissions');
    expect(await page.getByTestId('xbrl-missing').count()).toBe(0);

    // The same report as inline XBRL: readable, with exactly the instance's facts.
    await page.getByLabel('XBRL format').selectOption('inline');
    const [inlineDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('xbrl-download').click(),
    ]);
    expect(inlineDownload.suggestedFilename()).toBe('vsme-2025.xhtml');
    const xhtml = readFileSync(await inlineDownload.path(), 'utf8');
    expect(xhtml).toContain('<h1>VSME sustainability report</h1>');
    expect(xhtml).toContain('<strong>Weberei Nord GmbH</strong>');
    expect(xhtml).toMatch(/format="ixt:num-dot-decimal">1,250,000<\/ix:nonFraction>/);
    expect(spelledFacts(parseInlineXbrl(xhtml))).toEqual(spelledFacts(parseXbrlInstance(xml)));
    if (existsSync(TAXONOMY_PATH)) {
      const taxonomy = JSON.parse(readFileSync(TAXONOMY_PATH, 'utf8')) as TaxonomyJson;
      expect(validateVsmeInstance(xml, taxonomy)).toEqual([]);
      expect(validateVsmeInlineXbrl(xhtml, taxonomy)).toEqual([]);
    }

    // The browser's XML parser reads it as XHTML and shows the report.
    const reader = await page.context().newPage();
    await reader.route('http://report.test/vsme.xhtml', (route) =>
      route.fulfill({ contentType: 'application/xhtml+xml; charset=utf-8', body: xhtml }),
    );
    await reader.goto('http://report.test/vsme.xhtml');
    expect(await reader.getByRole('heading', { name: 'B1 Basis for preparation' }).count()).toBe(1);
    expect(await reader.locator('parsererror').count()).toBe(0);
    await saveScreenshot(reader, 'esg-inline-xbrl-desktop');
    await reader.close();
  });

  it('works on a phone', async () => {
    const phone = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storageState: await page.context().storageState(),
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${esgUrl}?d=B3`);
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
    await saveScreenshot(phonePage, 'esg-b3-phone');
    await phonePage.goto(`${esgUrl}?d=B1`);
    await phonePage.getByLabel('Turnover', { exact: true }).waitFor();
    await saveScreenshot(phonePage, 'esg-b1-phone');
    await phone.close();
  });
});
