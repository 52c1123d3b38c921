import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
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

  it('sends an unknown path to the calculator instances page', async () => {
    await page.goto('/no/such/page');
    await page.waitForURL('**/dashboard/calculator');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Projects');
    await saveScreenshot(page, 'calculator-home-en');
  });

  it('switches DE ↔ EN and keeps the choice across a reload', async () => {
    await page.goto('/dashboard/calculator');
    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Projekte');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Projekte');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await saveScreenshot(page, 'calculator-home-de');

    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Projects');
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('falls back to English for an unsupported language in the query', async () => {
    await page.goto('/dashboard/calculator?lang=fr');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Projects');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('scrolls to the top after a route change', async () => {
    await page.setViewportSize({ width: 800, height: 300 });
    await page.goto('/dashboard/calculator');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 1500);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Projects home' }).click();
    await page.goto('/dashboard/calculator/other');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
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
      expect(text).toContain('Contact support');
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
