import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeDouble, startStripeDouble } from '../../apps/server/src/test/stripe-double.ts';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const EXAMPLE_PLANS = resolve(import.meta.dirname, '../../config/billing/plans.example.json');

/**
 * Moves the page's installed clock on a poll interval at a time until `locator` shows: each poll's
 * request is answered in real time, its wait for the next one passes at once.
 */
async function untilShown(page: Page, locator: Locator): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    if (await locator.isVisible()) return;
    await page.clock.fastForward(2_500);
    await new Promise((settle) => setTimeout(settle, 150));
  }
  await locator.waitFor({ timeout: 1_000 });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('checkout and the payment banner (stripe mode against a Stripe double)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let server: RunningServer;
  let double: StripeDouble;
  const controls = { returnDirectly: true, payImmediately: false, declineCards: false };

  beforeAll(async () => {
    double = await startStripeDouble(controls);
    const port = await freePort();
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({
        BILLING: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        BILLING_PLANS_FILE: EXAMPLE_PLANS,
        STRIPE_API_BASE: double.base,
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      }),
    ]);
    context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await registerThroughForm(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await double?.close();
  });

  it('buys Forms by invoice from the plans page and shows Invoice pending on the calculator until closed', async () => {
    await page.goto('/plans');
    await page.getByRole('link', { name: 'Buy Forms, yearly' }).click();
    await page.waitForURL('**/checkout?plan=calculator-yearly');
    // Signed in: the dashboard frame.
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Support' }).first().waitFor();
    expect(await page.getByRole('checkbox', { name: 'Corporate' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Physical Product' }).check();
    await page.getByTestId('checkout-total').getByText('€2,400.00 net per year').waitFor();
    await page.getByRole('radio', { name: 'Invoice' }).check();
    await page.getByRole('button', { name: 'Send the invoice' }).click();
    await page.getByText(/^The invoice was sent\. Please pay it by /).waitFor();
    await saveScreenshot(page, 'checkout-invoice-sent');

    await page.goto('/dashboard/calculator');
    const banner = page.getByTestId('payment-banner');
    await banner.getByText('Invoice pending').waitFor();
    const days = Math.max(0, Math.round((double.invoiceDueDate * 1000 - Date.now()) / 86_400_000));
    expect(await banner.textContent()).toContain(`Your invoice is due in ${days} days.`);
    await saveScreenshot(page, 'payment-banner');
    await banner.getByRole('button', { name: 'Close' }).click();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await page
      .getByRole('link', { name: /Projects/ })
      .first()
      .waitFor();
    expect(await page.getByTestId('payment-banner').count()).toBe(0);
  });

  /** A company of its own: the first one's Forms plan runs, and a running plan is not sold twice. */
  async function startAsNewCompany(): Promise<void> {
    await context.close();
    context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await registerThroughForm(page);
  }

  it('refuses to sell Forms again while its plan runs, pointing to the subscription settings', async () => {
    await page.goto('/checkout?plan=calculator-yearly');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page
      .getByText(
        'Your company already has a running plan for this product, or is buying it in another window right now. Change or cancel a running plan under Settings → Subscriptions.',
      )
      .waitFor();
    expect(page.url()).toContain('/checkout?plan=calculator-yearly');
  });

  it('pays by card through Stripe Checkout and confirms the payment on return', async () => {
    await startAsNewCompany();
    controls.payImmediately = true;
    await page.goto('/checkout?plan=calculator-yearly');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/checkout\?session_id=cs_/);
    await page.getByText('Thank you: your payment was received.').waitFor();
    controls.payImmediately = false;
  });

  it('shows the payment failure for 5 seconds when the card is declined, in German too', async () => {
    await startAsNewCompany();
    controls.declineCards = true;
    // The page's own clock, moved on by the test: ten polls 2.5 s apart and a notice shown for 5 s would
    // otherwise cost half a minute of waiting per language.
    const clockPage = await context.newPage();
    await clockPage.clock.install();
    try {
      await clockPage.goto('/checkout?plan=calculator-yearly');
      await clockPage.getByRole('button', { name: 'Continue to payment' }).click();
      await clockPage.waitForURL(/\/checkout\?session_id=cs_/);
      const failure = clockPage
        .getByRole('alert')
        .getByText('Something went wrong while processing your payment.');
      await untilShown(clockPage, failure);
      // Shown for 5 s, then the way back to the plans.
      await clockPage.clock.fastForward(4_500);
      expect(await failure.isVisible()).toBe(true);
      await clockPage.clock.fastForward(1_000);
      await failure.waitFor({ state: 'detached' });
      await clockPage.getByRole('link', { name: 'See the plans' }).waitFor();

      const url = new URL(clockPage.url());
      await clockPage.goto(`${url.pathname}${url.search}&lang=de`);
      await untilShown(
        clockPage,
        clockPage
          .getByRole('alert')
          .getByText('Bei der Verarbeitung deiner Zahlung ist ein Fehler aufgetreten.'),
      );
    } finally {
      controls.declineCards = false;
      await clockPage.close();
    }
  });

  it('asks a visitor who is not signed in to sign in, in the default frame', async () => {
    const visitor = await browser.newContext({ baseURL: server.url });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/checkout?plan=workforce-monthly');
    await visitorPage.getByText('Sign in to buy a plan.').waitFor();
    expect(await visitorPage.getByRole('button', { name: 'Support' }).count()).toBe(0);
    expect(await visitorPage.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain(
      'redirectPath=%2Fcheckout%3Fplan%3Dworkforce-monthly',
    );
    await visitor.close();
  });
});
