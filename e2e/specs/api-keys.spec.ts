import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';

describe('API keys', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const callCompanyApi = (apiKey: string) =>
    fetch(new URL('/1.0/company', baseUrl), { headers: { Authorization: `Bearer ${apiKey}` } });

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates a key shown once, which reads the company through /1.0 until it is revoked', async () => {
    const account = await registerThroughForm(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.waitForURL('**/dashboard/settings/api-keys');
    await page.getByText('There are no API keys yet.', { exact: false }).waitFor();
    await saveScreenshot(page, 'api-keys-empty');

    await page.getByLabel('Name').fill('ERP export');
    expect(await page.getByLabel('Expires on').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Create key' }).click();

    const panel = page.getByTestId('new-api-key-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toContain('It will not be shown again.');
    const apiKey = await page.getByLabel('New API key', { exact: true }).inputValue();
    expect(apiKey).toMatch(/^clk_[0-9a-f]{32}_[\w-]{43}$/);

    await panel.getByRole('button', { name: 'Copy' }).click();
    const copiedToast = page.getByTestId('toast').filter({ hasText: 'Copied' });
    await copiedToast.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);
    const row = page.getByTestId('api-key-row').filter({ hasText: 'ERP export' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`clk_…${apiKey.slice(37, 45)}…`);
    expect(await row.textContent()).toContain('Not used yet');
    await saveScreenshot(page, 'api-keys-created');
    await copiedToast.waitFor({ state: 'detached', timeout: 3500 });

    const answer = await callCompanyApi(apiKey);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ companyInfo: { brand: account.brand, country: 'DE' } });

    // Once dismissed, the key is gone from the page for good; the list shows only its prefix.
    await panel.getByRole('button', { name: 'I have copied the key' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(apiKey);

    await row.getByRole('button', { name: 'Revoke ERP export' }).click();
    const confirm = page.getByTestId('confirm-popup');
    await confirm.waitFor();
    expect(await confirm.getByRole('heading').textContent()).toBe('Revoke this API key?');
    await saveScreenshot(page, 'api-keys-revoke-confirm');
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByTestId('toast').filter({ hasText: 'API key “ERP export” revoked.' }).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByText('There are no API keys yet.', { exact: false }).waitFor();

    const afterRevoke = await callCompanyApi(apiKey);
    expect(afterRevoke.status).toBe(401);
    expect((await afterRevoke.json()).error.message).toBe('This API key has been revoked.');
  });
});
