import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { E2E_PASSWORD, openFrontDoor, registerThroughForm, signInThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';

describe('signing up, out and in', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ baseURL: baseUrl });
    page = await context.newPage();
  });

  it('shows each invalid field of the registration form next to it', async () => {
    await openFrontDoor(page);
    await page.getByRole('link', { name: 'Create a company account' }).click();
    await page.getByLabel('Work email').fill('not an email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    const email = page.getByLabel('Work email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
      'Please enter a valid email address.',
    );
    expect(await page.getByText('The password must be 8 to 32 characters long.').count()).toBe(1);
    await saveScreenshot(page, 'register-errors');
  });

  it('registers a company, asks before logging out, and signs in again', async () => {
    const account = await registerThroughForm(page);
    await page.getByTestId('user-menu').click();
    const menu = page.getByRole('menu');
    expect(await menu.textContent()).toContain(account.brand);
    expect(await menu.textContent()).toContain(`Signed in as ${account.email}`);
    await saveScreenshot(page, 'user-menu');

    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const confirm = page.getByTestId('confirm-popup');
    await confirm.waitFor();
    expect(await confirm.getByRole('heading').textContent()).toBe('Log out?');
    await saveScreenshot(page, 'logout-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/dashboard/calculator');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByTestId('confirm-popup').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/dashboard/calculator');
    await page.waitForURL((url) => url.pathname === '/login');

    await signInThroughForm(page, account.email);
    expect(await page.getByTestId('user-menu').textContent()).toContain(account.brand);
  });

  it('says when the password is wrong and keeps the visitor on the login page', async () => {
    const account = await registerThroughForm(page);
    await context.clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(`${E2E_PASSWORD}x`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').waitFor();
    await saveScreenshot(page, 'login-wrong-password');
    expect(await page.getByRole('alert').textContent()).toBe('Email or password is incorrect.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sends a signed-in user away from the login page, and back to where they wanted after sign-in', async () => {
    const account = await registerThroughForm(page);
    await page.goto('/login');
    await page.waitForURL('**/dashboard/calculator');
    await context.clearCookies();
    await page.goto('/dashboard/calculator/some-instance');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard/calculator/some-instance');
  });

  it('shows the Session Expired dialog when the session ends, then goes to login with the way back', async () => {
    await registerThroughForm(page);
    await page.goto('/dashboard/settings/users');
    await page.getByTestId('member-row').first().waitFor();
    await context.clearCookies();
    await page.getByRole('link', { name: 'Company' }).click();
    const dialog = page.getByTestId('warning-popup');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Session Expired');
    expect(await dialog.textContent()).toContain('Your page will reload in 5 seconds.');
    expect(await dialog.getByRole('button').count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await saveScreenshot(page, 'session-expired');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 8000 });
    expect(new URL(page.url()).searchParams.get('redirectPath')).toBe('/dashboard/settings/company');
  });
});
