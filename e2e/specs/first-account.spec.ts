import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEmail, openFrontDoor, registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const VIEWPORT = { width: 1280, height: 900 };

async function openSupport(page: Page) {
  await page.getByRole('button', { name: 'Support', exact: true }).click();
  const popup = page.getByTestId('support-popup');
  await popup.waitFor();
  return popup;
}

async function openSettingsPage(page: Page, link: string) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('link', { name: link, exact: true }).click();
}

describe('the first account of a fresh installation', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // A fresh installation of its own, without any support contact configured.
    server = await startServer({}, { fresh: true });
    browser = await launchBrowser();
    page = await (await browser.newContext({ baseURL: server.url, viewport: VIEWPORT })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('answers the address the server prints with the app', async () => {
    expect(server.output()).toMatch(/Carbon Ledger is running at http:\/\/localhost:\d+ /);
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('goes from / to login, registers with the operator notice, and lands in the calculator as operator', async () => {
    await openFrontDoor(page);
    await page.getByRole('link', { name: 'Create a company account' }).click();
    const notice = page.getByTestId('operator-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'This is the first account of this installation: it also becomes the platform operator, who manages operators and sees the licences of the shipped data.',
    );
    await saveScreenshot(page, 'first-account-register');

    await registerThroughForm(page, { email: makeEmail('first'), brand: 'First Light' });
    expect(new URL(page.url()).pathname).toBe('/dashboard/calculator');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Projects');
    await saveScreenshot(page, 'first-account-calculator');

    await openSettingsPage(page, 'Operators');
    await page.waitForURL('**/dashboard/settings/operators');
    const operators = page.getByTestId('operator');
    await operators.first().waitFor();
    expect(await operators.count()).toBe(1);
    // The only operator cannot revoke themselves.
    expect(await operators.getByRole('button', { name: 'Revoke' }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'first-account-operators');
  });

  it('tells the operator which settings fill the empty Support popup', async () => {
    const popup = await openSupport(page);
    expect(await popup.getByTestId('support-email').count()).toBe(0);
    expect(await popup.getByTestId('support-chat').count()).toBe(0);
    expect(await popup.getByTestId('support-ticket').count()).toBe(0);
    const hint = popup.getByTestId('support-operator-hint');
    expect(await hint.locator('code').allTextContents()).toEqual([
      'SUPPORT_EMAIL',
      'SUPPORT_CHAT_URL',
      'SUPPORT_TICKET_URL',
    ]);
    await saveScreenshot(page, 'first-account-support-hint');
    await popup.getByRole('button', { name: 'Close' }).click();
  });

  it('does not promise the operator role to the next account, and lets the operator grant and revoke it', async () => {
    const colleague = await (await browser.newContext({ baseURL: server.url, viewport: VIEWPORT })).newPage();
    await openFrontDoor(colleague);
    await colleague.getByRole('link', { name: 'Create a company account' }).click();
    await colleague.getByRole('button', { name: 'Create account' }).waitFor();
    expect(await colleague.getByTestId('operator-notice').count()).toBe(0);
    const second = await registerThroughForm(colleague, { email: makeEmail('second'), brand: 'Second Wind' });

    const popup = await openSupport(colleague);
    expect(await popup.textContent()).toContain(
      'Support contact details have not been set up for this installation yet.',
    );
    expect(await popup.getByTestId('support-operator-hint').count()).toBe(0);
    await popup.getByRole('button', { name: 'Close' }).click();
    await colleague.getByTestId('user-menu').click();
    await colleague.getByRole('menuitem', { name: 'Settings' }).click();
    await colleague.getByRole('link', { name: 'Account', exact: true }).waitFor();
    expect(await colleague.getByRole('link', { name: 'Operators', exact: true }).count()).toBe(0);

    await page.getByLabel('Email of an existing account').fill(second.email);
    await page.getByRole('button', { name: 'Make operator' }).click();
    const operators = page.getByTestId('operator');
    await expect.poll(() => operators.count()).toBe(2);
    await colleague.reload();
    await colleague.getByRole('link', { name: 'Operators', exact: true }).waitFor();

    await operators.filter({ hasText: second.email }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByTestId('confirm-popup').getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => operators.count()).toBe(1);
    await saveScreenshot(page, 'first-account-operator-revoked');
  });
});
