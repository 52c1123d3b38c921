import { readFileSync } from 'node:fs';
import { parseXbrlInstance } from '@carbon-ledger/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';
import {
  AUER_FACTS,
  AUER_LEI,
  auerFactsWithCalculatorEnergy,
  buildAuerTemplate,
} from '../support/vsme-filled-template.ts';

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

describe('ESG: a filled VSME template, imported in the browser, comes out whole in the XBRL report', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    await registerThroughForm(page, { brand: 'Tischlerei Auer' });
    const corporateYear = await createProjectThroughForm(page, {
      name: 'Werkstatt',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'AT',
    });
    await callApi(page, '/api/company/calculator/results/manage', {
      results: {
        toCreate: [
          {
            instance: corporateYear,
            formOptionId: 'stationary-natural-gas-kwh',
            emissionActivityInputs: [{ fieldId: 'energy', value: 12_000, unit: 'kWh' }],
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
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('previews the LEI and the self-generated electricity to take over, electricity and fuels left to the calculator', async () => {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import VSME template' }).click(),
    ]);
    await chooser.setFiles({
      name: 'VSME-Auer-2025.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: buildAuerTemplate(),
    });
    const dialog = page.getByRole('dialog', { name: 'Import VSME-Auer-2025.xlsx' });
    await dialog.waitFor();
    const item = (code: string) => dialog.locator(`[data-testid="vsme-import-item"][data-code="${code}"]`);
    expect(await item('reportingEntity').getByTestId('value').textContent()).toBe(`LEI ${AUER_LEI}`);
    expect(await item('reportingEntity').getByRole('checkbox').isChecked()).toBe(true);
    expect(
      await item('vsme:EnergyConsumptionFromSelfGeneratedElectricity_RenewableEnergyMember')
        .getByTestId('value')
        .textContent(),
    ).toBe('22 MWh');
    expect(await item('vsme:EnergyConsumptionFromElectricity_RenewableEnergyMember').count()).toBe(0);
    // The Corporate year answers electricity and fuels with their parts: six cells not taken over.
    const skipped = dialog.getByTestId('vsme-import-skipped').getByRole('listitem');
    expect(await skipped.count()).toBe(6);
    expect(await skipped.first().textContent()).toContain('from the Corporate years of the calculator');
    const count = await dialog.getByRole('checkbox', { checked: true }).count();
    await dialog.getByRole('button', { name: `Take over ${count} answers` }).click();
    await page.getByText(`${count} answers taken over from the template.`).waitFor();
    await page.getByText(`The XBRL report names the company by its LEI ${AUER_LEI}.`).waitFor();
    await page.getByTestId('disclosure-nav-B3').click();
    expect(
      await page
        .getByLabel('Energy consumption from self-generated electricity: renewable', { exact: true })
        .inputValue(),
    ).toBe('22');
    await page.getByTestId('energy-split-source').waitFor();
    await page.getByTestId('self-generated-note').waitFor();
    expect(await page.locator('[data-fact="vsme:EnergyConsumptionFromFuels"]').textContent()).toContain('12');
    await saveScreenshot(page, 'esg-template-xbrl-b3');
  });

  it('downloads an XBRL instance holding the 27 facts under the LEI, electricity and fuels from the calculator', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('xbrl-download').click(),
    ]);
    const instance = parseXbrlInstance(readFileSync(await download.path(), 'utf8'));
    const spelled = instance.facts.map((fact) => {
      const members = Object.values(instance.contexts.get(fact.contextRef ?? '')?.explicitMembers ?? {});
      const member = members.map((name) => name.split('#')[1]).join(',');
      const text = fact.text
        .split(' ')
        .map((word) => word.split('#').at(-1))
        .join(' ');
      return `${fact.localName}${member ? `[${member}]` : ''}=${text}`;
    });
    expect(AUER_FACTS).toHaveLength(27);
    // The Corporate year burns 12,000 kWh of gas and buys no electricity.
    for (const fact of auerFactsWithCalculatorEnergy('12')) {
      const name = `${fact.name}${fact.member ? `[${fact.member}]` : ''}=${fact.text}`;
      expect(spelled, name).toContain(name);
    }
    for (const context of instance.contexts.values()) {
      expect([context.scheme, context.identifier]).toEqual(['http://standards.iso.org/iso/17442', AUER_LEI]);
    }
  });
});
