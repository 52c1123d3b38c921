import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { E2E_PASSWORD, makeEmail, readMailedLink, registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';

/** A small but real PDF: the electricity bill behind the row. */
const BILL = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** Invites a colleague from Settings → Users and lets them join through the mailed link. */
async function inviteColleague(
  owner: Page,
  browser: Browser,
  baseUrl: string,
  role: 'viewer' | 'editor',
  brand: string,
): Promise<{ email: string; context: BrowserContext; page: Page }> {
  const email = makeEmail(role);
  await owner.goto('/dashboard/settings/users');
  const form = owner.getByRole('form', { name: 'Invite a colleague or supplier' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await owner.getByText(`Invitation sent to ${email}.`).waitFor();
  const link = await readMailedLink(owner, email, '/register/');
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('heading', { name: `Join ${brand}` }).waitFor();
  await page.getByLabel('First name').fill(role === 'viewer' ? 'Vera' : 'Emil');
  await page.getByLabel('Last name').fill(role === 'viewer' ? 'Viewer' : 'Editor');
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Repeat password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: `Join ${brand}` }).click();
  await page.waitForURL('**/dashboard/calculator');
  return { email, context, page };
}

async function waitForToast(page: Page, text: string) {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

describe('review and assurance: a viewer reviews, an editor changes, an admin sets the assurance', () => {
  const baseUrl = inject('baseUrl');
  const brand = 'Review Works';
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  let viewer: { email: string; context: BrowserContext; page: Page };
  let editor: { email: string; context: BrowserContext; page: Page };
  let inputsPath = '';
  let instanceId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    ownerContext = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 1000 } });
    owner = await ownerContext.newPage();
    await registerThroughForm(owner, { brand });
    instanceId = await createProjectThroughForm(owner, {
      name: 'Head office',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
    await owner.getByTestId('section-link-purchased-electricity').click();
    await owner.waitForURL('**section=purchased-electricity**');
    await owner.locator('select:has(option[value="electricity-grid"])').selectOption('electricity-grid');
    const row = owner.getByTestId('result-row').last();
    await row.getByTestId('amount-field').first().getByRole('textbox').fill('12000');
    await owner.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
    await waitForToast(owner, '1 result saved');
    // The bill behind the row, attached as evidence.
    const evidence = owner.getByTestId('result-row').first().getByTestId('row-evidence');
    await evidence.locator('summary').click();
    const files = evidence.getByTestId('evidence-files');
    await files.locator('input[type=file]').setInputFiles({
      name: 'electricity-bill-2025.pdf',
      mimeType: 'application/pdf',
      buffer: BILL,
    });
    await files.getByTestId('evidence-file').filter({ hasText: 'electricity-bill-2025.pdf' }).waitFor();
    inputsPath = new URL(owner.url()).pathname + new URL(owner.url()).search;
    viewer = await inviteColleague(owner, browser, baseUrl, 'viewer', brand);
    editor = await inviteColleague(owner, browser, baseUrl, 'editor', brand);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lets a viewer mark the saved row reviewed with a comment, and counts it in the navigation', async () => {
    const page = viewer.page;
    await page.goto(inputsPath);
    const panel = page.getByTestId('section-review');
    await panel.getByTestId('review-item').first().waitFor();
    expect(await panel.getByTestId('review-status').first().textContent()).toContain('Not reviewed');
    await expect
      .poll(() => page.getByTestId('section-link-purchased-electricity').textContent())
      .toContain('0/1 reviewed');
    await panel.getByRole('textbox', { name: /^Review comment/ }).fill('Matches the 2025 bill');
    await panel.getByRole('button', { name: /^Mark reviewed/ }).click();
    await waitForToast(page, 'Marked reviewed.');
    await expect
      .poll(() => panel.getByTestId('review-status').first().textContent())
      .toContain('Reviewed by Vera Viewer');
    expect(await panel.textContent()).toContain('Matches the 2025 bill');
    await expect
      .poll(() => page.getByTestId('section-link-purchased-electricity').textContent())
      .toContain('1/1 reviewed');
    await panel.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'review-marked-desktop');
  });

  it('clears the mark when an editor changes the row', async () => {
    const page = editor.page;
    await page.goto(inputsPath);
    const row = page.getByTestId('result-row').first();
    await expect.poll(() => row.getByTestId('row-review-badge').count()).toBe(1);
    await row.getByTestId('amount-field').first().getByRole('textbox').fill('13000');
    await page.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, '1 result saved');
    const panel = page.getByTestId('section-review');
    await expect
      .poll(() => panel.getByTestId('review-status').first().textContent())
      .toContain('Not reviewed');
    await expect
      .poll(() => page.getByTestId('section-link-purchased-electricity').textContent())
      .toContain('0/1 reviewed');
    expect(await row.getByTestId('row-review-badge').count()).toBe(0);

    await viewer.page.reload();
    await expect
      .poll(() =>
        viewer.page.getByTestId('section-review').getByTestId('review-status').first().textContent(),
      )
      .toContain('Not reviewed');
  });

  it('lets the admin set the assurance of the year and shows it in Analyze', async () => {
    await owner.goto('/dashboard/calculator');
    await owner.getByRole('button', { name: /^Assurance of Head office 2025/ }).click();
    const dialog = owner.getByTestId('assurance-dialog');
    await dialog.getByLabel('Assurance level').selectOption('limited');
    await dialog.getByLabel('Assurance provider').fill('Prüfhaus Nord');
    await dialog.getByLabel('Date of the assurance statement').fill('2026-03-31');
    await saveScreenshot(owner, 'assurance-dialog');
    await dialog.getByRole('button', { name: 'Save assurance' }).click();
    await waitForToast(owner, 'Assurance of Head office 2025 saved.');

    await owner.goto(`/dashboard/calculator/emissions/${instanceId}`);
    const note = owner.getByTestId('assurance-note');
    await expect.poll(() => note.textContent()).toContain('Limited assurance by Prüfhaus Nord, 31 Mar 2026');
    await saveScreenshot(owner, 'assurance-analyze-desktop');

    // The viewer reads it too, in German with du.
    await viewer.page.goto(`/dashboard/calculator/emissions/${instanceId}`);
    await viewer.page.getByTestId('language-dropdown').click();
    await viewer.page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect
      .poll(() => viewer.page.getByTestId('assurance-note').textContent())
      .toContain('Prüfung mit begrenzter Sicherheit durch Prüfhaus Nord');
  });

  it('keeps the review and its clearing in the change log', async () => {
    await owner.goto(`/dashboard/calculator/logs/${instanceId}`);
    const entries = owner.getByTestId('log-entry');
    await entries.filter({ hasText: 'Review cleared' }).first().waitFor();
    expect(await entries.filter({ hasText: 'Marked reviewed' }).count()).toBe(1);
    expect(await entries.filter({ hasText: 'Matches the 2025 bill' }).count()).toBe(2);
    await saveScreenshot(owner, 'review-change-log');
  });

  it('packs the bill, the log and a manifest that matches every file into the audit package', async () => {
    const button = owner.getByTestId('audit-package-download');
    await button.waitFor();
    const [download] = await Promise.all([owner.waitForEvent('download'), button.click()]);
    const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
    const manifest = JSON.parse(text(entries['manifest.json'])) as {
      files: { path: string; sizeBytes: number; sha256: string }[];
      changeLog: { isIntactAtExport: boolean };
    };
    const inZip = Object.keys(entries).filter((path) => path !== 'manifest.json');
    expect(manifest.files.map((file) => file.path).sort()).toEqual(inZip.sort());
    for (const file of manifest.files) {
      expect(sha256(entries[file.path] as Uint8Array), file.path).toBe(file.sha256);
    }
    const bill = manifest.files.find((file) => file.path.endsWith('electricity-bill-2025.pdf'));
    expect(bill?.sha256).toBe(sha256(BILL));
    expect(manifest.changeLog.isIntactAtExport).toBe(true);
    const chain = text(entries['change-log/chain.jsonl']);
    expect(chain).toContain('"subject":"review"');
    expect(chain).toContain('Matches the 2025 bill');
  });
});
