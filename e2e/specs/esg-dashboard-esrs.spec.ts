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

const POLICY_LABEL = 'Our policies on our own workforce: scope, commitments and who is accountable';
const POLICY = 'Every site follows one fair-work policy, owned by the managing director.';
const WATER = 'Total water consumption';
const CERTIFICATION = 'Description of sustainability-related certification(s) or label(s)';

/**
 * The public dashboard of a year entered in ESRS: E1-6 from the Corporate 2025 year (10,000 kWh of
 * natural gas = 1.83 t Scope 1), a narrative in S1-1 and a water figure in E3-4; the admin publishes
 * E1-6 and S1-1, a signed-out visitor in a fresh browser reads them under their standards (and not
 * E3-4) on the bare page, the locked page keeps its content, and after unpublishing the link answers 404.
 * Grouped with a VSME year, each year shows in its family: B1 for 2024, E1-6 under E1 for 2025.
 */
describe('ESG: the public dashboard of an ESRS year', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let publicUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Gießerei Nord' });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('answers E1-6 from the calculator, S1-1 and E3-4 in an ESRS year', async () => {
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
    await page.goto('/dashboard/calculator');
    await page.getByRole('link', { name: 'Add project' }).first().click();
    const form = page.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /^ESG$/ }).check();
    await form.getByLabel('Name').fill('CSRD report');
    await form.getByLabel('Start date').fill('2025-01-01');
    await form.getByLabel('End date').fill('2025-12-31');
    await form.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL('**/dashboard/calculator/esg/**');
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    await page.getByRole('radio', { name: 'ESRS (topical standards E1–E5, S1–S4, G1)' }).click();
    await page.getByText('Reporting standard saved.').waitFor();

    await page.getByTestId('disclosure-nav-E1-6').click();
    const facts = page.getByTestId('calculator-facts');
    expect(await facts.locator('[data-fact="esrs:E1-6.grossScope1"] dd').textContent()).toBe('1.83 tCO2e');
    await page.getByTestId('esrs-standard-S1').click();
    await page.getByLabel(POLICY_LABEL).fill(POLICY);
    await page.getByTestId('esrs-standard-E3').click();
    await page.getByTestId('disclosure-nav-E3-4').click();
    await page.getByLabel(WATER, { exact: true }).fill('1,250');
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').waitFor();
  });

  it('offers the disclosure requirements by standard and publishes E1-6 and S1-1', async () => {
    const panel = page.getByTestId('esg-dashboard-panel');
    expect(await panel.getByTestId('esg-dashboard-status').textContent()).toContain('Not published');
    expect(await panel.getByRole('group', { name: 'E1 · Climate change' }).count()).toBe(1);
    expect(await panel.getByRole('checkbox', { name: /^B1 · / }).count()).toBe(0);
    await panel.getByRole('checkbox', { name: /^E1-6 · / }).check();
    await panel.getByRole('checkbox', { name: /^S1-1 · / }).check();
    await panel.getByRole('button', { name: 'Publish', exact: true }).click();
    const link = panel.getByTestId('esg-dashboard-link');
    await link.waitFor();
    publicUrl = await link.inputValue();
    expect(publicUrl).toMatch(/\/esg\/[A-Za-z0-9_-]{24}$/);
    await panel.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'esg-dashboard-esrs-panel-published');
  });

  it('shows E1-6 charted and S1-1 to a signed-out visitor in a fresh browser, bare, and not E3-4', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(publicUrl);
    await visitorPage.getByRole('heading', { name: 'Gießerei Nord', level: 1 }).waitFor();
    expect(visitorPage.url()).toBe(publicUrl);
    // Bare: no shell navigation, no sign-in, no consent banner or other dialog.
    expect(await visitorPage.getByRole('navigation').count()).toBe(0);
    expect(await visitorPage.getByRole('link', { name: /sign in/i }).count()).toBe(0);
    expect(await visitorPage.getByRole('dialog').count()).toBe(0);
    expect(await visitorPage.getByText(/cookie|consent/i).count()).toBe(0);
    expect(await visitorPage.getByText('Sustainability report (ESRS)').count()).toBe(1);

    const e1 = visitorPage.getByTestId('esg-public-standard-E1');
    expect(await e1.getByRole('heading', { level: 2 }).textContent()).toBe('E1 · Climate change');
    const e16 = visitorPage.getByTestId('esg-public-disclosure-E1-6');
    expect(await e16.getByRole('heading', { level: 3 }).first().textContent()).toBe(
      'E1-6 · Gross Scope 1, 2, 3 and total greenhouse gas emissions',
    );
    expect(await e16.getByTestId('total-scope-1').textContent()).toBe('1.83 t');
    // The totals the chart leaves out are cards.
    expect(await e16.textContent()).toContain('Total emissions, market-based');
    const s1 = visitorPage.getByTestId('esg-public-standard-S1');
    expect(await s1.getByRole('heading', { level: 2 }).textContent()).toBe('S1 · Own workforce');
    const s11 = visitorPage.getByTestId('esg-public-disclosure-S1-1');
    expect(await s11.textContent()).toContain(POLICY);
    expect(await s11.getByRole('heading', { level: 4 }).textContent()).toBe(POLICY_LABEL);
    expect(await visitorPage.getByTestId('esg-public-standard-E3').count()).toBe(0);
    expect(await visitorPage.locator('body').textContent()).not.toContain('1,250');
    await saveScreenshot(visitorPage, 'esg-dashboard-esrs-public-desktop');

    await visitorPage.setViewportSize({ width: 390, height: 844 });
    await visitorPage.getByTestId('esg-public-dashboard').waitFor();
    const overflow = await visitorPage.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(visitorPage, 'esg-dashboard-esrs-public-phone');

    // In German at the visitor's choice.
    await visitorPage.getByTestId('language-dropdown').click();
    await visitorPage.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await visitorPage.getByText('Nachhaltigkeitsbericht (ESRS)').waitFor();
    expect(await e1.getByRole('heading', { level: 2 }).textContent()).toBe('E1 · Klimawandel');
    expect(await e16.getByRole('heading', { level: 3 }).first().textContent()).toBe(
      'E1-6 · Brutto-THG-Emissionen der Scopes 1, 2, 3 und insgesamt',
    );
    const germanOverflow = await visitorPage.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(germanOverflow).toBeLessThanOrEqual(0);
    await saveScreenshot(visitorPage, 'esg-dashboard-esrs-public-phone-de');
    await visitor.close();
  });

  it('keeps the locked content on the public page while the form changes', async () => {
    const panel = page.getByTestId('esg-dashboard-panel');
    await panel.getByRole('button', { name: 'Lock', exact: true }).click();
    await panel.getByRole('button', { name: 'Unlock', exact: true }).waitFor();
    await page.getByTestId('esrs-standard-S1').click();
    await page.getByLabel(POLICY_LABEL).fill('A new policy after the lock.');
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').first().waitFor();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(publicUrl);
    const s11 = visitorPage.getByTestId('esg-public-disclosure-S1-1');
    await s11.waitFor();
    expect(await s11.textContent()).toContain(POLICY);
    expect(await s11.textContent()).not.toContain('after the lock');
    await visitor.close();
  });

  it('unpublishes: the link answers 404 and the page says it is not available', async () => {
    const panel = page.getByTestId('esg-dashboard-panel');
    await panel.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect.poll(() => panel.getByTestId('esg-dashboard-link').count()).toBe(0);

    const visitor = await browser.newContext();
    const publicId = publicUrl.split('/').pop() ?? '';
    const response = await visitor.request.get(`${baseUrl}/api/public/esg/${publicId}`);
    expect(response.status()).toBe(404);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(publicUrl);
    await visitorPage.getByRole('heading', { name: 'This dashboard is not available' }).waitFor();
    await visitor.close();
  });

  it('shows a group of a VSME and an ESRS year each in its family', async () => {
    await page.goto('/dashboard/calculator');
    await page.getByRole('link', { name: 'Add project' }).first().click();
    const form = page.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /^ESG$/ }).check();
    await form.getByLabel('Name').fill('Casting ESG');
    await form.getByLabel('Start date').fill('2024-01-01');
    await form.getByLabel('End date').fill('2024-12-31');
    await form.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL('**/dashboard/calculator/esg/**');
    await page.getByLabel(CERTIFICATION).fill('Green Foundry label since 2020.');
    await page.getByTestId('esg-save').click();
    await page.getByText('ESG answers saved.').waitFor();

    await page.goto('/dashboard/calculator');
    await page.getByRole('button', { name: 'Create group' }).click();
    const groupForm = page.getByTestId('group-dialog');
    await groupForm.getByLabel('Name').fill('Foundry sites');
    for (const name of ['Foundry', 'CSRD report', 'Casting ESG']) {
      await groupForm.getByRole('checkbox', { name, exact: true }).check();
    }
    await groupForm.getByRole('button', { name: 'Save' }).click();
    await groupForm.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Public ESG dashboard of Foundry sites' }).click();
    const dialog = page.getByTestId('esg-group-dashboard-dialog');
    const years = dialog.getByTestId('esg-group-dashboard-years');
    await years.waitFor();
    expect(await years.getByRole('listitem').allTextContents()).toEqual([
      '2024 · Casting ESG (VSME)',
      '2025 · CSRD report (ESRS)',
    ]);
    await dialog.getByRole('checkbox', { name: /^B1 · / }).check();
    await dialog.getByRole('checkbox', { name: /^E1-6 · / }).check();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    const link = dialog.getByTestId('esg-dashboard-link');
    await link.waitFor();
    const groupUrl = await link.inputValue();
    await saveScreenshot(page, 'esg-dashboard-esrs-group-dialog');

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(groupUrl);
    await visitorPage.getByRole('heading', { name: 'Gießerei Nord', level: 1 }).waitFor();
    expect(await visitorPage.getByText('Sustainability reports (VSME and ESRS) of a group').count()).toBe(1);
    const b1 = visitorPage.getByTestId('esg-public-disclosure-B1');
    expect(await b1.getByTestId('esg-public-group-year').count()).toBe(1);
    expect(await b1.getByRole('heading', { level: 3 }).textContent()).toBe('2024 · Casting ESG');
    expect(await b1.textContent()).toContain('Green Foundry label since 2020.');
    const e16 = visitorPage.getByTestId('esg-public-standard-E1').getByTestId('esg-public-disclosure-E1-6');
    expect(await e16.getByTestId('esg-public-group-year').count()).toBe(1);
    expect(await e16.getByRole('heading', { level: 4 }).first().textContent()).toBe('2025 · CSRD report');
    expect(await e16.getByTestId('total-scope-1').textContent()).toBe('1.83 t');
    await saveScreenshot(visitorPage, 'esg-dashboard-esrs-group-public-desktop');
    await visitorPage.setViewportSize({ width: 390, height: 844 });
    const overflow = await visitorPage.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(visitorPage, 'esg-dashboard-esrs-group-public-phone');
    await visitor.close();
  });
});
