import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEmail, registerThroughForm } from '../support/accounts.ts';
import { captureScreenshot, launchBrowser, saveScreenshot } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A small export in the shape of ECHA's candidate list: a title row, the header, a bad EC number. */
const CANDIDATE_LIST = [
  'Candidate List of substances of very high concern for Authorisation',
  'Substance name,EC No.,CAS No.',
  'Tris(2-chloroethyl) phosphate,204-118-5,115-96-8',
  'Lead chromate,231-846-0,7758-97-6',
  'Broken row,231-846-1,',
  'Perfluorohexane-1-sulphonic acid,206-587-1,355-46-4',
].join('\n');

/** A screenshot of the region around one control (with room below it for an open list of matches). */
async function saveRegionShot(page: Page, locator: Locator, name: string): Promise<void> {
  // In the middle of the window: the sticky save bar at the bottom stays clear of the list of matches.
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name}: the control is not shown`);
  const viewport = page.viewportSize() ?? DESKTOP;
  const y = Math.max(0, box.y - 16);
  await captureScreenshot(page, name, {
    clip: { x: 0, y, width: viewport.width, height: Math.min(box.height + 260, viewport.height - y) },
  });
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/**
 * The substances picker end to end: the operator loads a small candidate list (preview, then store),
 * a company's editor picks a substance of it in ESRS E2-5, saves, reloads and finds it as a chip.
 */
describe('ESG: the operator loads the substance list and an editor picks from it', () => {
  let server: RunningServer;
  let browser: Browser;
  let operator: Page;
  let editor: Page;

  beforeAll(async () => {
    // A fresh installation of its own: its first account is the platform operator.
    server = await startServer();
    browser = await launchBrowser();
    operator = await (await browser.newContext({ baseURL: server.url, viewport: DESKTOP })).newPage();
    editor = await (await browser.newContext({ baseURL: server.url, viewport: DESKTOP })).newPage();
    await registerThroughForm(operator, { email: makeEmail('operator'), brand: 'Platform Ops' });
    await registerThroughForm(editor, { email: makeEmail('editor'), brand: 'Galvanik Nord' });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lets the operator preview the file, with the skipped row, and then load it', async () => {
    await operator.goto('/dashboard/settings/account');
    await operator.getByRole('link', { name: 'Substances list', exact: true }).click();
    await operator.waitForURL('**/dashboard/settings/substances');
    const status = operator.getByTestId('substance-list-status');
    await status.getByText(/No list loaded: the picker searches the \d+ substances shipped/).waitFor();

    await operator.getByLabel('ECHA candidate list (CSV or XLSX, at most 5 MB)').setInputFiles({
      name: 'candidate-list.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CANDIDATE_LIST),
    });
    await operator.getByRole('button', { name: 'Check the file' }).click();
    const preview = operator.getByTestId('substance-preview');
    await preview.getByText('3 substances read from candidate-list.csv.').waitFor();
    await preview.getByText('Row 5: "231-846-1" is not a valid EC number.').waitFor();
    expect(await preview.getByText('Lead chromate').count()).toBe(1);
    // Nothing is stored by the preview.
    await status.getByText(/No list loaded/).waitFor();
    await saveScreenshot(operator, 'substances-operator-preview');

    await preview.getByRole('button', { name: 'Replace the list with these 3 substances' }).click();
    await operator.getByTestId('toast').getByText('The substances list now holds 3 substances.').waitFor();
    await status.getByText(/^3 substances from candidate-list\.csv, loaded /).waitFor();
    await saveScreenshot(operator, 'substances-operator-loaded');

    await operator.setViewportSize(PHONE);
    await expectNoSidewaysScroll(operator, PHONE.width);
    await saveScreenshot(operator, 'substances-operator-phone');
    await operator.setViewportSize(DESKTOP);
  });

  it('speaks German on the operator page', async () => {
    await operator.getByTestId('language-dropdown').click();
    await operator.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await operator.getByRole('heading', { name: 'Stoffliste' }).waitFor();
    await operator
      .getByTestId('substance-list-status')
      .getByText(/^3 Stoffe aus candidate-list\.csv, geladen am /)
      .waitFor();
    await operator.getByRole('button', { name: 'Datei prüfen' }).click();
    await operator.getByText('Wählen Sie zuerst eine Datei.').waitFor();
    await saveScreenshot(operator, 'substances-operator-german');
    await operator.getByTestId('language-dropdown').click();
    await operator.getByRole('menuitemradio', { name: 'English' }).click();
  });

  it('keeps the page and its API from people who are no operator', async () => {
    await editor.goto('/dashboard/settings/account');
    await editor.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await editor.getByRole('link', { name: 'Substances list', exact: true }).count()).toBe(0);
    expect((await editor.request.get('/api/settings/substances')).status()).toBe(403);
  });

  it('lets an editor pick a substance in ESRS E2-5 with the keyboard, save it and find it after a reload', async () => {
    await editor.goto('/dashboard/calculator');
    await editor.getByRole('link', { name: 'Add project' }).first().click();
    const form = editor.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /^ESG$/ }).check();
    await form.getByLabel('Name').fill('CSRD report');
    await form.getByLabel('Start date').fill('2025-01-01');
    await form.getByLabel('End date').fill('2025-12-31');
    await form.getByRole('button', { name: 'Create project' }).click();
    await editor.waitForURL('**/dashboard/calculator/esg/**');
    await editor.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    await editor.getByRole('radio', { name: 'ESRS (topical standards E1–E5, S1–S4, G1)' }).click();
    await editor.getByText('Reporting standard saved.').waitFor();
    await editor.getByTestId('esrs-standard-E2').click();
    await editor.getByTestId('disclosure-nav-E2-5').click();

    const picker = editor.locator('[data-datapoint="esrs:E2-5.veryHighConcernPresent"]');
    const search = picker.getByRole('combobox', { name: 'Search by name, EC or CAS number' });
    await search.fill('chrom');
    const option = picker.getByRole('option', { name: /Lead chromate/ });
    await option.waitFor();
    expect(await search.getAttribute('aria-expanded')).toBe('true');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await option.textContent()).toContain('EC 231-846-0 · CAS 7758-97-6');
    await saveScreenshot(editor, 'substances-picker-open');
    await saveRegionShot(editor, picker, 'substances-picker-open-region');
    await search.press('Enter');
    const chip = picker.locator('[data-substance="231-846-0"]');
    await chip.waitFor();
    expect(await chip.textContent()).toContain('Lead chromate');
    expect(await search.inputValue()).toBe('');

    await search.fill('355-46');
    await picker.getByRole('option', { name: /Perfluorohexane-1-sulphonic acid/ }).click();
    await picker.locator('[data-substance="206-587-1"]').waitFor();
    await picker.getByRole('button', { name: 'Remove Perfluorohexane-1-sulphonic acid' }).click();
    await picker.locator('[data-substance="206-587-1"]').waitFor({ state: 'detached' });

    await editor.getByTestId('esg-save').click();
    await editor.getByText('ESG answers saved.').waitFor();
    await editor.reload();
    await editor.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    await editor.getByTestId('esrs-standard-E2').click();
    await editor.getByTestId('disclosure-nav-E2-5').click();
    const saved = editor.locator('[data-datapoint="esrs:E2-5.veryHighConcernPresent"] [data-substance]');
    await saved.first().getByText('Lead chromate').waitFor();
    expect(await saved.count()).toBe(1);
    expect(await saved.first().textContent()).toContain('EC 231-846-0');
    await saveScreenshot(editor, 'substances-picker-saved');
    await saveRegionShot(editor, saved.first(), 'substances-picker-saved-region');

    await editor.setViewportSize(PHONE);
    await expectNoSidewaysScroll(editor, PHONE.width);
    await saveScreenshot(editor, 'substances-picker-phone');
    await saveRegionShot(
      editor,
      saved.first().locator('xpath=ancestor::*[@data-datapoint][1]'),
      'substances-picker-phone-region',
    );
  });
});
