import { readFileSync } from 'node:fs';
import { parseXbrlInstance } from '@carbon-ledger/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';
import { fillVsmeTemplate } from '../support/vsme-template.ts';

const NARROW = '\u202f';
/** A fictional LEI whose ISO 17442 check digits fit. */
const LINDNER_LEI = '529900LINDNERBACK011';
const NARRATIVE = 'Returnable bread crates, flour bought in bulk silos and day-old bread sold at half price.';

/**
 * The VSME digital template as "Backstube Lindner GmbH" (a fictional Austrian bakery) filled it in Excel:
 * B1's key facts, a sealed area whose unit comes from the template's unit cell, hazardous waste whose
 * unit comes from the waste table's units column, a narrative cell on circular economy; also cells this
 * version does not take over (Scope 1, which the calculator answers; a site row; 0.4 in a plain cell).
 */
const LINDNER = fillVsmeTemplate({
  'General Information': {
    D5: 'EUR',
    E125: 'Option A (Basic Module only)',
    E179: 'Sustainability report prepared on an individual basis',
    E180: 'private limited liability undertaking',
    E182: 'NACE C - 10.71 Manufacture of bread; manufacture of fresh pastry goods and cakes',
    E282: 1_450_000,
    E283: 3_180_000,
    E284: 27,
    E286: 'Headcount',
    E287: 'Austria',
    D406: 'Mühlgasse 7',
    F406: 'Graz',
  },
  'Environmental Disclosures': {
    D22: 88.4,
    C293: 'hectares (ha)',
    D295: 0.85,
    D316: 'YES',
    D317: NARRATIVE,
    G423: 'metric tonnes (t)',
    J423: 1.75,
  },
  'Social Disclosures': { D137: { value: 0.4, style: 0 } },
});

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

async function chooseTemplate(page: Page, name: string, buffer: Buffer): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import VSME template' }).click(),
  ]);
  await chooser.setFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
}

describe('ESG: importing a filled VSME digital template', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let esgUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Backstube Lindner' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('has a Corporate 2025 year for B3 and an ESG 2025 project with one saved answer', async () => {
    const corporateYear = await createProjectThroughForm(page, {
      name: 'Bakery',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
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
    await page.goto('/dashboard/calculator');
    await page.getByRole('link', { name: 'Add project' }).first().click();
    const form = page.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /^ESG$/ }).check();
    await form.getByLabel('Name').fill('VSME 2025');
    await form.getByLabel('Start date').fill('2025-01-01');
    await form.getByLabel('End date').fill('2025-12-31');
    await form.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL('**/dashboard/calculator/esg/**');
    esgUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    expect(await page.getByRole('radio', { name: 'Basic module (B1–B11)' }).isChecked()).toBe(true);
    await page.getByLabel('Number of employees', { exact: true }).fill('20');
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').waitFor();
  });

  it('refuses a file that is not the template, saying so', async () => {
    await chooseTemplate(page, 'notes.xlsx', Buffer.from('%PDF-1.7 not a workbook'));
    const error = page.getByTestId('vsme-template-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(
      'notes.xlsx: The file is not an Excel workbook (.xlsx). Upload the filled VSME digital template.',
    );
  });

  it('previews what is taken over, what replaces what, the defaults and what is skipped', async () => {
    await chooseTemplate(page, 'VSME-Lindner-2025.xlsx', LINDNER);
    const dialog = page.getByRole('dialog', { name: 'Import VSME-Lindner-2025.xlsx' });
    await dialog.waitFor();
    expect(await dialog.getByText('Template version 1.3.0 · amounts in EUR').count()).toBe(1);

    const item = (code: string) =>
      dialog.locator(`[data-testid="vsme-import-item"][data-code="vsme:${code}"]`);
    const shownOf = (code: string) => item(code).getByTestId('value').textContent();
    const replacesOf = (code: string) => item(code).getByTestId('replaces').textContent();
    expect(await shownOf('Turnover')).toBe(`3${NARROW}180${NARROW}000 EUR`);
    expect(await replacesOf('Turnover')).toBe('new answer');
    expect(await item('Turnover').textContent()).toContain("'General Information'!E283");
    expect(await shownOf('NumberOfEmployees')).toBe('27');
    expect(await replacesOf('NumberOfEmployees')).toBe('20 → 27');
    expect(await shownOf('TotalSealedArea')).toBe('0.85 ha');
    expect(await shownOf('TotalHazardousWasteGeneratedMass')).toBe('1.75 t');
    expect(await shownOf('CountryOfPrimaryOperationsAndLocationOfSignificantAssets')).toBe('Austria');
    expect(await shownOf('NaceSectorClassificationCodes')).toBe('C10.71');
    expect(await shownOf('DescriptionOfHowCircularEconomyPrinciplesAreApplied')).toBe(NARRATIVE);

    const takeOver = (label: string) => dialog.getByRole('checkbox', { name: `Take over ${label}` });
    expect(await takeOver('B1 · Turnover').isChecked()).toBe(true);
    // The blank template's defaults are marked and not ticked.
    const minimumWage = item(
      'EmployeesReceivePayEqualOrAboveMinimumWageDeterminedByNationalLawOrCollectiveAgreement',
    );
    expect(await minimumWage.getByTestId('template-default').count()).toBe(1);
    expect(await minimumWage.getByRole('checkbox').isChecked()).toBe(false);
    const unchanged = item('ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged');
    expect(await unchanged.getByTestId('template-default').count()).toBe(1);
    expect(await unchanged.getByRole('checkbox').isChecked()).toBe(false);

    const skipped = await dialog.getByTestId('vsme-import-skipped').getByRole('listitem').allTextContents();
    expect(skipped).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^'Environmental Disclosures'!D22 \("Gross Scope 1.*calculator/),
        expect.stringMatching(/^'Social Disclosures'!D137 .*could mean 0\.4 % or 40 %/),
        expect.stringMatching(
          /^'General Information'!D406 \(list of sites \(B1\), row 1.*Table rows are not taken over/,
        ),
      ]),
    );
    await saveScreenshot(page, 'esg-template-import-desktop');

    // One datapoint unticked by keyboard stays as it was.
    const sealedArea = takeOver('B5 · Total sealed area');
    await sealedArea.focus();
    await page.keyboard.press('Space');
    expect(await sealedArea.isChecked()).toBe(false);
    await page.keyboard.press('Space');
    expect(await sealedArea.isChecked()).toBe(true);

    const count = await dialog.getByRole('checkbox', { checked: true }).count();
    await dialog.getByRole('button', { name: `Take over ${count} answers` }).click();
    await page.getByText(`${count} answers taken over from the template.`).waitFor();
    expect(await dialog.isVisible()).toBe(false);
  });

  it('shows each imported value in the form after a reload', async () => {
    await page.reload();
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    await page.getByTestId('disclosure-nav-B1').click();
    expect(await page.getByLabel('Turnover', { exact: true }).inputValue()).toBe('3\u202f180\u202f000');
    expect(await page.getByLabel('Assets', { exact: true }).inputValue()).toBe('1\u202f450\u202f000');
    expect(await page.getByLabel('Number of employees', { exact: true }).inputValue()).toBe('27');
    expect(await page.getByLabel('Type of number of employees').inputValue()).toBe('vsme:HeadcountMember');
    expect(await page.getByLabel('Undertakings legal form').inputValue()).toBe(
      'vsme:PrivateLimitedLiabilityUndertakingMember',
    );
    expect(
      await page.getByLabel('Country of primary operations and location of significant assets').inputValue(),
    ).toBe('AT');
    expect(await page.getByLabel('NACE sector classification codes').inputValue()).toBe('C10.71');

    await page.getByTestId('disclosure-nav-B5').click();
    expect(await page.getByLabel('Total sealed area', { exact: true }).inputValue()).toBe('0.85');
    expect(await page.getByLabel('Unit of Total sealed area').inputValue()).toBe('utr:ha');

    await page.getByTestId('disclosure-nav-B7').click();
    expect(
      await page.getByLabel('Total Hazardous waste generated (mass)', { exact: true }).inputValue(),
    ).toBe('1.75');
    expect(await page.getByLabel('Unit of Total Hazardous waste generated (mass)').inputValue()).toBe(
      'utr:t',
    );
    expect(
      await page.getByLabel('Description of how circular economy principles are applied').inputValue(),
    ).toBe(NARRATIVE);
  });

  it('asks for the company identifier before the XBRL export, refusing one whose check digits do not fit', async () => {
    await page.getByTestId('xbrl-download').click();
    const ask = page.getByTestId('reporting-entity-form');
    await ask.getByRole('alert').waitFor();
    expect(await ask.getByRole('alert').textContent()).toBe(
      'The XBRL report names the company by its LEI or a register identifier. Give one:',
    );
    expect(await ask.getByLabel('Kind of identifier').inputValue()).toBe('lei');
    await ask.getByLabel('Identifier', { exact: true }).fill('529900LINDNERBACK099');
    await ask.getByRole('button', { name: 'Save identifier' }).click();
    await ask.getByText('The check digits of this LEI do not fit').waitFor();
    expect(await ask.getByLabel('Identifier', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // Enter in the field saves it, as a form would.
    await ask.getByLabel('Identifier', { exact: true }).fill(LINDNER_LEI);
    await ask.getByLabel('Identifier', { exact: true }).press('Enter');
    await page.getByText(`The XBRL report names the company by its LEI ${LINDNER_LEI}.`).waitFor();
    await saveScreenshot(page, 'esg-reporting-entity-desktop');
  });

  it('writes the imported values as XBRL facts with their units', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('xbrl-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('vsme-2025.xbrl');
    const instance = parseXbrlInstance(readFileSync(await download.path(), 'utf8'));
    const fact = (name: string) => instance.facts.find((entry) => entry.localName === name);
    const unitOf = (name: string) => instance.units.get(fact(name)?.unitRef ?? '');

    expect(fact('Turnover')?.text).toBe('3180000');
    const context = instance.contexts.get(fact('Turnover')?.contextRef ?? '');
    expect([context?.scheme, context?.identifier]).toEqual([
      'http://standards.iso.org/iso/17442',
      LINDNER_LEI,
    ]);
    expect(unitOf('Turnover')).toBe('http://www.xbrl.org/2003/iso4217#EUR');
    expect(fact('Assets')?.text).toBe('1450000');
    expect(fact('NumberOfEmployees')?.text).toBe('27');
    expect(fact('TotalSealedArea')?.text).toBe('0.85');
    expect(unitOf('TotalSealedArea')).toMatch(/#ha$/);
    expect(fact('TotalHazardousWasteGeneratedMass')?.text).toBe('1.75');
    expect(unitOf('TotalHazardousWasteGeneratedMass')).toMatch(/#t$/);
    expect(fact('DescriptionOfHowCircularEconomyPrinciplesAreApplied')?.text).toBe(NARRATIVE);
    expect(fact('UndertakingAppliesCircularEconomyPrinciples')?.text).toBe('true');
    // The unticked default of the blank template was not taken over.
    expect(
      fact('EmployeesReceivePayEqualOrAboveMinimumWageDeterminedByNationalLawOrCollectiveAgreement'),
    ).toBe(undefined);
  });

  it('previews on a phone without sideways scrolling', async () => {
    const phone = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storageState: await page.context().storageState(),
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(esgUrl);
    await phonePage.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    await chooseTemplate(phonePage, 'VSME-Lindner-2025.xlsx', LINDNER);
    const dialog = phonePage.getByRole('dialog', { name: 'Import VSME-Lindner-2025.xlsx' });
    await dialog.waitFor();
    // Everything is saved already: each answer is the same as saved and unticked.
    expect(await dialog.locator('[data-code="vsme:Turnover"] [data-testid="replaces"]').textContent()).toBe(
      'same as saved',
    );
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    const width = await phonePage.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(phonePage, 'esg-template-import-phone');
    await phonePage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await phone.close();
  });
});
