import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const EXAMPLE_PLANS = resolve(import.meta.dirname, '../../config/billing/plans.example.json');

describe('plans and solutions', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let stripeServer: RunningServer;

  async function openPage(baseURL: string, options: { width?: number } = {}): Promise<Page> {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: options.width ?? 1280, height: 900 },
    });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    [browser, stripeServer] = await Promise.all([
      launchBrowser(),
      startServer({
        BILLING: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        BILLING_PLANS_FILE: EXAMPLE_PLANS,
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser.close();
    await stripeServer.stop();
  });

  it('says everything is included when billing is off, on /plans and in the catalogue', async () => {
    const page = await openPage(inject('baseUrl'));
    await page.goto('/plans');
    await page.getByRole('heading', { name: 'Everything is included' }).waitFor();
    expect(await page.getByTestId('included-products').getByRole('listitem').allTextContents()).toEqual([
      '✓Double Materiality Assessment',
      '✓Forms',
      '✓Workforce',
      '✓Insights',
    ]);
    // Products this version has no pages for are never called included.
    expect(await page.getByTestId('later-products').getByRole('listitem').allTextContents()).toContain(
      'Events & Stays',
    );
    expect(await page.getByText('€').count()).toBe(0);

    await registerThroughForm(page);
    await page.goto('/dashboard/solutions');
    const solutions = page.getByTestId('solution');
    await solutions.first().waitFor();
    expect(await solutions.count()).toBe(7);
    expect(await page.getByText('Events & Stays Usage').count()).toBe(0);
    const forms = solutions.filter({ has: page.getByRole('heading', { name: 'Forms' }) });
    expect(await forms.textContent()).toContain('Included');
    const events = solutions.filter({ has: page.getByRole('heading', { name: 'Events & Stays' }) });
    expect(await events.textContent()).toContain('Later version');
    expect(await events.textContent()).not.toContain('Included');
    await forms.getByRole('link', { name: 'Open Forms' }).click();
    await page.waitForURL('**/dashboard/calculator');
  });

  it('lists the prices file in the chosen currency in stripe mode, in German on a phone', async () => {
    const page = await openPage(stripeServer.url, { width: 390 });
    await page.goto('/plans');
    const forms = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Forms' }) });
    // A visitor from 127.0.0.1 has no country: EUR.
    await forms.getByText('€1,200.00 / year').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userCurrency'))).toBe('EUR');

    await page.getByLabel('Currency').selectOption('GBP');
    await forms.getByText(/^£[\d,.]+ \/ year$/).waitFor();
    expect(await page.getByText(/converted to GBP at the \d{4} annual average rate/).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('userCurrency'))).toBe('GBP');
    // The per-use charge is shown with Events & Stays, never on its own.
    expect(await page.getByRole('heading', { name: 'Events & Stays Usage' }).count()).toBe(0);
    await page.getByText(/^£[\d,.]+ per event$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByTestId('language-dropdown').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pakete' }).waitFor();
    await page
      .getByText(/£ \/ Jahr$/)
      .first()
      .waitFor();
    await page.getByText(/Quelle: Europäische Zentralbank/).waitFor();
    await saveScreenshot(page, 'plans-stripe-de-phone');
  });

  it('says when the prices cannot be fetched, in both languages', async () => {
    const page = await openPage(stripeServer.url);
    await page.route('**/api/orders/subscriptions/prices**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/plans');
    await page.getByRole('alert').getByText('Failed to fetch subscription prices.').waitFor();
    await page.goto('/plans?lang=de');
    await page.getByRole('alert').getByText('Abonnementpreise konnten nicht geladen werden.').waitFor();
  });

  it('marks Assessments, Forms, Workforce and Insights not active without stored subscriptions in stripe mode, and sells nothing this version lacks', async () => {
    const page = await openPage(stripeServer.url);
    await registerThroughForm(page);
    await page.goto('/dashboard/solutions');
    const solutions = page.getByTestId('solution');
    await solutions.first().waitFor();
    const texts = await solutions.allTextContents();
    expect(texts).toHaveLength(7);
    const onSale = texts.filter((text) =>
      ['Double Materiality Assessment', 'Forms', 'Workforce', 'Insights'].some((name) =>
        text.startsWith(name),
      ),
    );
    expect(onSale).toHaveLength(4);
    for (const text of onSale) {
      expect(text).toContain('Not active');
      expect(text).toContain('Subscribe to');
    }
    for (const text of texts.filter((other) => !onSale.includes(other))) {
      expect(text).toContain('Later version');
      expect(text).not.toContain('Subscribe to');
    }
    await page.getByRole('link', { name: 'Subscribe to Forms' }).click();
    await page.waitForURL('**/dashboard/products/subscribe');
    await saveScreenshot(page, 'plans-stripe-signed-in');
  });
});
