import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { en } from '../../apps/web/src/i18n/en.ts';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';

/** The script of the factor browser page, which the app loads only when the page is opened. */
const FACTOR_BROWSER_SCRIPT = /\/assets\/FactorBrowserPage-[\w-]+\.js$/;

/** Holds every request for the factor browser's script until `release` is called. */
async function holdFactorBrowserScript(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  await page.route(FACTOR_BROWSER_SCRIPT, (route) => {
    held.push(route);
  });
  return {
    release: async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(FACTOR_BROWSER_SCRIPT);
    },
  };
}

describe('pages loaded when first opened', () => {
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
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    await registerThroughForm(page);
  });

  it('says that a page could not be loaded and loads it on retry', async () => {
    await page.route(FACTOR_BROWSER_SCRIPT, (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Emission factors' }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.getByRole('heading').textContent()).toBe('This page could not be loaded.');
    expect(await alert.textContent()).toContain('Check your connection, then try again.');
    expect(new URL(page.url()).pathname).toBe('/dashboard/factors');
    await saveScreenshot(page, 'lazy-page-load-failed');

    await page.unroute(FACTOR_BROWSER_SCRIPT);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Emission factors' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/factors');
  });

  it('shows a loading state while the script of a page opened directly arrives', async () => {
    const script = await holdFactorBrowserScript(page);
    await page.goto('/dashboard/factors');
    const loading = page.getByRole('status').filter({ hasText: 'Loading…' });
    await loading.waitFor();
    await script.release();
    await page.getByRole('heading', { level: 1, name: 'Emission factors' }).waitFor();
    expect(await loading.count()).toBe(0);
  });

  it('keeps the current page and runs the progress bar while the next page arrives', async () => {
    const script = await holdFactorBrowserScript(page);
    await page.getByRole('link', { name: 'Emission factors' }).click();
    await page.getByRole('progressbar', { name: 'Loading' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Projects');
    await script.release();
    await page.getByRole('heading', { level: 1, name: 'Emission factors' }).waitFor();
  });

  it('loads the German texts only when German is chosen', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const germanTexts = () =>
      scripts.filter((path) => /\/assets\/(first-load|pages)\.de-[\w-]+\.js$/.test(path));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    expect(germanTexts()).toEqual([]);

    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Projekte');
    expect(
      germanTexts()
        .map((path) => path.replace(/-[\w-]+\.js$/, ''))
        .sort(),
    ).toEqual(['/assets/first-load.de', '/assets/pages.de']);
  });

  it('loads the sign-in texts first and the page texts with the first page past sign-in', async () => {
    const signedOut = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    const visitor = await signedOut.newPage();
    const scripts: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const texts = () =>
      scripts
        .filter((path) => /\/assets\/(first-load|pages)\.(en|de)-[\w-]+\.js$/.test(path))
        .map((path) => path.replace(/^\/assets\/|-[\w-]+\.js$/g, ''));
    await visitor.goto('/login');
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(texts()).toEqual(['first-load.en']);

    // German chosen before signing in: the page past sign-in comes in German, every text there.
    await visitor.getByTestId('language-dropdown').click();
    await visitor.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await visitor.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    expect(texts()).toEqual(['first-load.en', 'first-load.de']);
    await visitor.getByRole('link', { name: 'Unternehmenskonto erstellen' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'Erstelle dein Unternehmenskonto' }).waitFor();
    expect(texts()).toEqual(['first-load.en', 'first-load.de', 'pages.de']);
    const body = (await visitor.locator('main').textContent()) ?? '';
    // A missing text shows as its key, such as "register.title".
    const rawKeys = Object.keys(en).filter((key) => body.includes(`${key}.`));
    expect(rawKeys).toEqual([]);
    await saveScreenshot(visitor, 'lazy-page-texts-register-de');
    await signedOut.close();
  });
});
