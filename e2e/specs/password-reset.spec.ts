import { createServer } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// The server's own loopback SMTP server for tests: the built app sends real mail to it.
import { startTestSmtpServer, type TestSmtpServer } from '../../apps/server/src/test/test-smtp.ts';
import { E2E_PASSWORD, makeEmail, registerThroughForm, signInThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const NEW_PASSWORD = 'Renewed2026Pass';

/** A port nobody listens on, so PUBLIC_URL (and with it every mailed link) can name it up front. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe('forgotten password and account settings', () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const port = await findFreePort();
    server = await startServer(
      { SMTP_URL: smtp.url, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
      { inbox: { linkTo: async (to, prefix) => smtp.findLink(await smtp.waitForMail(to), prefix) } },
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ baseURL: server.url });
    page = await context.newPage();
  });

  /** The link under `path` in the newest mail to `to` that has one (the registration mailed first). */
  async function waitForMailedLink(to: string, path: string): Promise<string> {
    const prefix = `${server.url}${path}`;
    const deadline = Date.now() + 5000;
    for (;;) {
      const mail = [...smtp.received]
        .reverse()
        .find((message) => message.to.includes(to) && message.text.includes(prefix));
      if (mail) return smtp.findLink(mail, prefix);
      if (Date.now() > deadline) throw new Error(`no mail with a ${prefix} link to ${to}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async function openMailedLink(to: string, path: string): Promise<void> {
    await page.goto(await waitForMailedLink(to, path));
  }

  async function logOut(): Promise<void> {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByTestId('confirm-popup').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  }

  it('resets a forgotten password through the mailed link; the old password stops working', async () => {
    const account = await registerThroughForm(page);
    await logOut();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/password/reset');
    // Navigations render in a transition: the URL changes before the new page replaces the sign-in form.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await saveScreenshot(page, 'password-reset-request');
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('If an account exists for this address, we have sent a link.').waitFor();
    await saveScreenshot(page, 'password-reset-sent');

    await openMailedLink(account.email, '/password/reset/');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    expect(await page.getByText('The password must be 8 to 32 characters long.').count()).toBe(1);
    await saveScreenshot(page, 'password-reset-rules');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('toast').getByText('Your password was changed.', { exact: false }).waitFor();
    await saveScreenshot(page, 'password-reset-done');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Email or password is incorrect.' }).waitFor();
    await signInThroughForm(page, account.email, NEW_PASSWORD);
  });

  it('says so when a reset link was already used', async () => {
    const account = await registerThroughForm(page);
    await logOut();
    await page.goto('/password/reset');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('If an account exists for this address, we have sent a link.').waitFor();
    const link = await waitForMailedLink(account.email, '/password/reset/');
    for (const attempt of [1, 2]) {
      await page.goto(link);
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save new password' }).click();
      if (attempt === 1) await page.waitForURL((url) => url.pathname === '/login');
    }
    await page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired.' }).waitFor();
    await saveScreenshot(page, 'password-reset-used-link');
  });

  it('saves the name on the account page and shows it in the user menu', async () => {
    await registerThroughForm(page, { nameFirst: 'Olivia' });
    await page.goto('/dashboard/settings/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('First name').fill('Zoë');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await page.getByTestId('toast').getByText('Your profile was saved.').waitFor();
    await saveScreenshot(page, 'account-settings');
    await page.getByTestId('user-menu').click();
    expect(await page.getByTestId('user-menu-name').textContent()).toBe('Zoë Owner');
    await saveScreenshot(page, 'account-user-menu-name');
    await page.keyboard.press('Escape');

    await profile.getByLabel('Language').selectOption('de');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('heading', { name: 'Konto', level: 2 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await saveScreenshot(page, 'account-settings-de');
  });

  it('changes the email address through the link mailed to the new address', async () => {
    const account = await registerThroughForm(page);
    const newEmail = makeEmail('moved');
    await page.goto('/dashboard/settings/account');
    const section = page.getByRole('region', { name: 'Change email address' });
    await section.getByLabel('New email address').fill(newEmail);
    await section.getByLabel('Current password').fill('Wrong-Password-1');
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await section.getByText('The password is not correct.').waitFor();
    await saveScreenshot(page, 'account-email-wrong-password');
    await section.getByLabel('Current password').fill(E2E_PASSWORD);
    await section.getByRole('button', { name: 'Send confirmation link' }).click();
    await section.getByText(`We have sent a confirmation link to ${newEmail}.`, { exact: false }).waitFor();

    await openMailedLink(newEmail, '/email/update?token=');
    await page.getByText(`Your email address is now ${newEmail}.`).waitFor();
    await saveScreenshot(page, 'account-email-updated');
    await logOut();
    await signInThroughForm(page, newEmail);
    expect(account.email).not.toBe(newEmail);
  });

  it('deletes the account after showing what goes with it', async () => {
    const account = await registerThroughForm(page);
    await page.goto('/dashboard/settings/account');
    const section = page.getByRole('region', { name: 'Delete account' });
    await section.getByLabel('Current password').fill(E2E_PASSWORD);
    await section.getByRole('button', { name: 'Request account deletion' }).click();
    await section.getByText(`We have sent a link to ${account.email}.`, { exact: false }).waitFor();

    await openMailedLink(account.email, '/accounts/delete/');
    expect(await page.getByTestId('companies-deleted').textContent()).toBe(account.brand);
    await saveScreenshot(page, 'account-deletion-preview');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByTestId('confirm-popup');
    await confirm.getByRole('heading', { name: 'Delete your account for good?' }).waitFor();
    await saveScreenshot(page, 'account-deletion-confirm');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('heading', { name: 'Your account was deleted' }).waitFor();
    await saveScreenshot(page, 'account-deletion-done');

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Email or password is incorrect.' }).waitFor();
  });
});
