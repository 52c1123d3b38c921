import { formatEmission } from '@carbon-ledger/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { emberGridValue, libraryFactorValue } from '../support/factor-library.ts';
import { createProjectThroughForm } from '../support/projects.ts';

/** Germany's grid (Ember/OWID, generation plus upstream: the row's total) for each year entered below. */
const KWH_2025 = 50_000;
const KWH_2026 = 40_000;
const electricity2025 = KWH_2025 * emberGridValue('DE', 2025);
const electricity2026 = KWH_2026 * emberGridValue('DE', 2026);
/** Switching to renewable electricity saves the year's Scope 2: the generation part of the grid factor. */
const renewableSaving2025 = KWH_2025 * libraryFactorValue('ember-owid-generation:DE', 2025);

const shown = (kg: number) => formatEmission(kg, 'en', { unitLabel: 'co2e' });

async function textOf(page: Page, testId: string): Promise<string> {
  return ((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

async function enterElectricity(page: Page, kwh: number): Promise<void> {
  await page.getByTestId('section-link-purchased-electricity').click();
  await page.waitForURL('**section=purchased-electricity**');
  await page.locator('select:has(option[value="electricity-grid"])').selectOption('electricity-grid');
  const row = page.getByTestId('result-row').last();
  await row.getByTestId('amount-field').first().getByRole('textbox').fill(String(kwh));
  await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () =>
      (await page.getByTestId('toast').allTextContents()).some((text) => text.includes('1 result saved')),
    )
    .toBe(true);
}

describe('the Impact tab and the public climate action plan', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let instanceId = '';
  let brand = '';
  let publicLink = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    page = await context.newPage();
    brand = (await registerThroughForm(page, { brand: 'Impact Works' })).brand;
  });
  afterAll(async () => {
    await browser.close();
  });

  it('enters two years of grid electricity for a Corporate project in Germany', async () => {
    instanceId = await createProjectThroughForm(page, {
      name: 'Headquarters',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
    await enterElectricity(page, KWH_2025);

    await page.goto('/dashboard/calculator');
    await page.getByRole('button', { name: 'Add a year to Headquarters' }).click();
    const dialog = page.getByTestId('add-year-dialog');
    await dialog.getByRole('button', { name: 'Add year' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.goto(`/dashboard/calculator/form/i/${instanceId}`);
    await page.getByTestId('year-picker').selectOption({ label: '2026' });
    await page.waitForURL((url) => url.pathname.includes('/form/i/') && !url.pathname.endsWith(instanceId));
    await enterElectricity(page, KWH_2026);
  });

  it('estimates switching to renewable electricity as the year’s grid electricity and prioritizes it', async () => {
    await page.goto(`/dashboard/calculator/form/i/${instanceId}`);
    await page.getByTestId('tab-impact').click();
    await page.waitForURL(`**/dashboard/calculator/reduce/${instanceId}`);
    await page.getByRole('heading', { name: 'Impact', level: 1 }).waitFor();
    const idea = page.getByTestId('idea-renewable-electricity');
    await expect
      .poll(async () => (await idea.getByTestId('idea-estimate').textContent()) ?? '')
      .toContain(shown(renewableSaving2025));
    await idea
      .getByRole('combobox', { name: 'Status of “Switch to renewable electricity”' })
      .selectOption('prioritized');
    await idea.getByText('Notes, responsible person and due date').click();
    await idea.getByLabel('Responsible').fill('Ana Facility');
    await idea.getByLabel('Due date').fill('2026-06-30');
    await idea.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () =>
        (await page.getByTestId('toast').allTextContents()).some((text) => text.includes('Saved.')),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Mobility' }).click();
    expect(await page.getByTestId('idea-renewable-electricity').count()).toBe(0);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Impact', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByTestId('idea-renewable-electricity').getByTestId('idea-status').inputValue())
      .toBe('prioritized');
    expect(await page.getByTestId('idea-renewable-electricity').textContent()).toContain(
      'Ana Facility · 2026-06-30',
    );
    await saveScreenshot(page, 'impact-ideas');
  });

  it('adds an own idea and changes its estimate afterwards', async () => {
    await page.getByText('Add your own idea').click();
    const form = page.getByTestId('custom-idea-form');
    await form.getByLabel('Title').fill('Server room at 24 °C');
    await form.getByLabel('Estimated reduction').fill('1200');
    await form.getByRole('button', { name: 'Add idea' }).click();
    const card = page.locator('li', { has: page.getByRole('heading', { name: /Server room at 24 °C/ }) });
    await expect
      .poll(async () => (await card.getByTestId('idea-estimate').textContent()) ?? '')
      .toContain('1.20 t');
    await card.getByRole('button', { name: 'Change “Server room at 24 °C”' }).click();
    const editor = page.getByTestId(/^idea-edit-/);
    await editor.getByLabel('Estimated reduction').fill('800');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await card.getByTestId('idea-estimate').textContent()) ?? '')
      .toContain('800.00 kg');
  });

  it('creates a target from 2025 with the 4.2 %/year path and the progress of both years', async () => {
    const form = page.getByTestId('target-form');
    await form.getByLabel('Base year').selectOption({ label: '2025' });
    await form.getByLabel('Target year').fill('2030');
    await form.getByLabel('Scope').selectOption('total');
    await form.getByLabel('Reduction (%)').fill('50');
    await form.getByRole('button', { name: 'Add target' }).click();
    await expect.poll(() => page.getByTestId('reduction-path-chart').count()).toBe(1);
    await expect.poll(() => textOf(page, 'progress-2025')).toContain(`2025: ${shown(electricity2025)}`);
    const year2026 = await textOf(page, 'progress-2026');
    expect(year2026).toContain(`2026: ${shown(electricity2026)}`);
    expect(year2026).toContain(`reference path ${shown(electricity2025 * (1 - 0.042))}`);
    expect(year2026).toContain(`target path ${shown(electricity2025 * (1 - 0.5 / 5))}`);
    await saveScreenshot(page, 'impact-targets');
  });

  it('publishes the climate action plan, readable signed out', async () => {
    await page.getByRole('button', { name: 'Publish plan' }).click();
    await expect.poll(() => page.getByTestId('plan-public-link').count()).toBe(1);
    publicLink = await page.getByTestId('plan-public-link').inputValue();
    expect(publicLink).toMatch(/\/climate-action-plan\?id=[\w-]+$/);
    await saveScreenshot(page, 'impact-published');

    const visitor = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 1000 } });
    const publicPage = await visitor.newPage();
    await publicPage.goto(publicLink);
    await publicPage.getByRole('heading', { name: `Climate action plan of ${brand}`, level: 1 }).waitFor();
    expect(await publicPage.getByTestId('plan-idea').allTextContents()).toEqual([
      expect.stringContaining('Switch to renewable electricity'),
    ]);
    expect(await publicPage.getByTestId('target').count()).toBe(1);
    expect(await textOf(publicPage, 'progress-2026')).toContain(`2026: ${shown(electricity2026)}`);
    await saveScreenshot(publicPage, 'climate-action-plan-public');

    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect.poll(() => page.getByTestId('plan-public-link').count()).toBe(0);
    await publicPage.goto(publicLink);
    await publicPage.getByRole('heading', { name: 'This climate action plan is not available' }).waitFor();
    await saveScreenshot(publicPage, 'climate-action-plan-unavailable');
    await visitor.close();
  });
});
