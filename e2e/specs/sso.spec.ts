import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../apps/server/src/test/test-oidc-provider.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../apps/server/src/test/test-smtp.ts';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** A port nobody listens on right now, so the app's PUBLIC_URL can be known before it starts. */
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

/** Full-page shots of a scrolled page repeat the sticky header mid-page; start from the top. */
async function saveTopScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByTestId('confirm-popup').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

describe('single sign-on', () => {
  const domain = `sso-${randomBytes(3).toString('hex')}.test`;
  let appUrl: string;
  let server: RunningServer;
  let provider: TestOidcProvider;
  let smtp: TestSmtpServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // The provider must redirect to the app's public address, so this spec runs an app of its own.
    appUrl = `http://127.0.0.1:${await findFreePort()}`;
    // 'localhost' puts the provider on another site than the app, as a real provider would be.
    provider = await startTestOidcProvider({
      redirectUris: [`${appUrl}/oauth2/callback`],
      host: 'localhost',
    });
    smtp = await startTestSmtpServer();
    server = await startServer({
      PORT: new URL(appUrl).port,
      PUBLIC_URL: appUrl,
      SMTP_URL: smtp.url,
      // The test provider runs on this machine: an on-premises provider, as the operator allows.
      SSO_ALLOW_PRIVATE_ISSUERS: 'true',
    });
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: appUrl });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.close();
    await smtp?.close();
  });

  it('lets an owner connect a provider, and a new colleague sign in through it with the default role', async () => {
    const owner = await registerThroughForm(page, { email: `olivia@${domain}` });
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Single sign-on' }).click();
    await page.waitForURL('**/dashboard/settings/sso');
    const form = page.getByTestId('sso-form');
    await form.waitFor();
    expect(await page.getByTestId('sso-redirect-uri').inputValue()).toBe(`${appUrl}/oauth2/callback`);

    await form.getByLabel('Issuer URL').fill(provider.issuer);
    await form.getByLabel('Client ID').fill(provider.clientId);
    await form.getByLabel('Client secret').fill(provider.clientSecret);
    await form.getByLabel('Email domain').fill(domain.toUpperCase());
    await form.getByLabel('Role for new members').selectOption('editor');
    expect(
      await form
        .getByRole('switch', { name: 'Sign-in with single sign-on is on' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await saveScreenshot(page, 'sso-settings-filled');
    await form.getByRole('button', { name: 'Check and save' }).click();
    await page.getByText('Single sign-on settings saved.').waitFor();
    expect(await form.getByLabel('Email domain').inputValue()).toBe(domain);
    expect(await form.getByLabel('Client secret').inputValue()).toBe('');
    expect(await page.getByText('A secret is stored.', { exact: false }).count()).toBe(1);
    await saveTopScreenshot(page, 'sso-settings-saved');

    // Sign-in uses the settings only once the domain is proven: here with a code mailed to an address there.
    await page.getByLabel(`An address at ${domain}`).fill(`it@${domain}`);
    await page.getByRole('button', { name: 'Send the code' }).click();
    const codeMail = await smtp.waitForMail(`it@${domain}`);
    const code = /\b(\d{8})\b/.exec(codeMail.subject)?.[1] ?? '';
    await page.getByLabel('Code from the mail').fill(code);
    await saveScreenshot(page, 'sso-domain-proof');
    await page.getByRole('button', { name: 'Confirm the code' }).click();
    await page.getByTestId('sso-domain-proven').waitFor();

    await page.getByRole('button', { name: 'Create setup link' }).click();
    const setupLink = page.getByTestId('sso-setup-link');
    await setupLink.waitFor();
    expect(await setupLink.inputValue()).toMatch(new RegExp(`^${appUrl}/sso-setup/[\\w-]+$`));

    // The IT admin, without an account, opens the link once.
    const guest = await browser.newContext({ baseURL: appUrl });
    const guestPage = await guest.newPage();
    await guestPage.goto(await setupLink.inputValue());
    await guestPage.getByRole('heading', { name: `Set up single sign-on for ${owner.brand}` }).waitFor();
    const setupForm = guestPage.getByTestId('sso-form');
    expect(await setupForm.getByLabel('Issuer URL').inputValue()).toBe(provider.issuer);
    await saveScreenshot(guestPage, 'sso-setup-page');
    await setupForm.getByRole('button', { name: 'Check and save' }).click();
    await guestPage.getByTestId('sso-setup-done').waitFor();
    await guestPage.reload();
    await guestPage.getByTestId('sso-setup-invalid').waitFor();
    await guest.close();

    await page.getByRole('button', { name: 'Remove single sign-on' }).click();
    const confirm = page.getByTestId('confirm-popup');
    expect(await confirm.getByRole('heading').textContent()).toBe('Remove single sign-on?');
    await saveTopScreenshot(page, 'sso-remove-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });

    await signOut(page);
    const colleague = `nina@${domain}`;
    provider.accounts.set('nina', {
      email: colleague,
      isEmailVerified: true,
      givenName: 'Nina',
      familyName: 'Neu',
    });
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await page.getByLabel('Work email', { exact: true }).fill(colleague);
    await saveScreenshot(page, 'sso-login');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.origin === provider.issuer);
    await page.locator('input[name="login"]').fill('nina');
    await page.locator('input[name="password"]').fill('anything');
    await saveScreenshot(page, 'sso-provider-login');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await page.waitForURL('**/dashboard/calculator');
    await page.getByTestId('user-menu').waitFor();
    await saveScreenshot(page, 'sso-signed-in');
    const whoami = await page.request.get('/api/auth/whoami');
    expect(whoami.status()).toBe(200);
    expect(await whoami.json()).toMatchObject({
      email: colleague,
      nameFirst: 'Nina',
      companyInfo: { brand: owner.brand },
      companyRelationship: { role: 'editor' },
    });
  });

  it('explains a failed sign-in and links back to the login page', async () => {
    await context.clearCookies();
    await page.goto('/oauth2/callback?code=made-up&state=made-up');
    const error = page.getByTestId('sso-callback-error');
    await error.waitFor();
    expect(await error.getByRole('alert').textContent()).toBe(
      'The sign-in took too long or was started in another browser. Please try again.',
    );
    await saveScreenshot(page, 'sso-callback-error');
    await error.getByRole('link', { name: 'Back to sign-in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
