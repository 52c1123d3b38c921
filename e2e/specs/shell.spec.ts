import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { startServer } from '../support/server.ts';

describe('the app shell', () => {
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

  it('sends an unknown path to the calculator instances page, which asks a signed-out visitor to sign in', async () => {
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectPath')).toBe('/dashboard/calculator');
    await registerThroughForm(page);
    await page.goto('/no/such/page');
    await page.waitForURL('**/dashboard/calculator');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Projects');
  });

  it('reaches Workforce and the solutions catalogue from the top bar and the user menu', async () => {
    await registerThroughForm(page);
    const bar = page.getByRole('navigation', { name: 'Main navigation' });
    await bar.getByRole('link', { name: 'Workforce' }).click();
    await page.waitForURL('**/dashboard/workforce');
    await page.getByTestId('workforce-module').waitFor();
    await saveScreenshot(page, 'shell-workforce-from-bar');

    await bar.getByRole('link', { name: 'Solutions' }).click();
    await page.waitForURL('**/dashboard/solutions');
    await page.getByTestId('solution').first().waitFor();

    // The user menu's Solutions is the catalogue too, not the licences page of Settings.
    await page.goto('/dashboard/calculator');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Solutions' }).click();
    await page.waitForURL('**/dashboard/solutions');
  });

  it('switches DE ↔ EN and keeps the choice across a reload', async () => {
    await page.goto('/login');
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Anmelden');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Anmelden');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await saveScreenshot(page, 'login-de');

    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await saveScreenshot(page, 'login-en');
  });

  it('opens the language menu from the keyboard even before its script has arrived, and keeps the focus', async () => {
    // The menu's script is held back: the button standing in for it takes the key press.
    let releaseMenu = () => {};
    const held = new Promise<void>((release) => (releaseMenu = release));
    let menuFetches = 0;
    await page.route(/\/assets\/LanguageMenu-[^/]*\.js$/, async (route) => {
      menuFetches += 1;
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    const languageButton = page.getByTestId('language-dropdown');
    expect(await languageButton.getAttribute('aria-haspopup')).toBe('menu');
    await languageButton.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('menuitemradio').count()).toBe(0);
    await expect.poll(() => menuFetches).toBe(1);

    releaseMenu();
    await page.getByRole('menu').waitFor();
    expect(await page.getByRole('menuitemradio').allTextContents()).toEqual(['English✓', 'Deutsch']);
    // The open menu takes the focus; End then goes to its last choice wherever the focus landed in it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null))
      .toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Deutsch');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Anmelden');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'language-dropdown',
    );
  });

  it('falls back to English for an unsupported language in the query', async () => {
    await page.goto('/login?lang=fr');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('shows the footer with its tagline and language buttons on public pages only', async () => {
    await page.goto('/login');
    const footer = page.getByTestId('footer');
    await footer.waitFor();
    expect(await footer.textContent()).toContain('Learn and explore #yourfootprint.');
    expect(await footer.getByRole('button').allTextContents()).toEqual(['ENG', 'GER']);
    await registerThroughForm(page);
    // The login page, footer included, stays until the dashboard's script has arrived.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Projects');
    expect(await page.getByTestId('footer').count()).toBe(0);
  });

  it('scrolls to the top after a route change', async () => {
    await page.setViewportSize({ width: 800, height: 300 });
    await page.goto('/register?create-new-account=create-new-account');
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('copies the support address and confirms with a toast that disappears after 2 seconds', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await registerThroughForm(page);
    await page.getByRole('button', { name: 'Support' }).click();
    const popup = page.getByTestId('support-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain('Expect a reply within 3 hours.');
    await popup.getByRole('button', { name: 'Copy email address' }).click();
    const toast = page.getByTestId('toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('help@carbon.example.org');
    await saveScreenshot(page, 'support-copied-toast');
    await toast.waitFor({ state: 'detached', timeout: 3500 });
  });
});

describe('the server-down page', () => {
  it('shows when the server says it is not accepting requests, and Try again goes to login', async () => {
    const server = await startServer({ MAINTENANCE_MODE: 'true', SUPPORT_EMAIL: 'help@carbon.example.org' });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ baseURL: server.url });
      await page.goto('/dashboard/calculator');
      await page.getByTestId('server-down').waitFor();
      await page.getByRole('link', { name: 'Contact support' }).waitFor();
      const text = (await page.getByTestId('server-down').textContent()) ?? '';
      expect(text).toContain("Something went wrong, but we're on it!");
      expect(text).toContain('We will be back shortly.');
      expect(text).toContain('Your data is secured.');
      expect(await page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
        'mailto:help@carbon.example.org',
      );
      await saveScreenshot(page, 'server-down');
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByTestId('server-down').waitFor();
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
