import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeDouble, startStripeDouble } from '../../apps/server/src/test/stripe-double.ts';
import { registerThroughForm, signInThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const EXAMPLE_PLANS = resolve(import.meta.dirname, '../../config/billing/plans.example.json');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Takes the page at desktop and phone width. */
async function screenshots(page: Page, name: string) {
  await saveScreenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

describe('billing settings: subscriptions, payment method and history (stripe mode against a Stripe double)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let server: RunningServer;
  let double: StripeDouble;
  const controls: { returnDirectly: boolean; payImmediately: boolean; setupMethod: 'card' | 'sepa_debit' } = {
    returnDirectly: true,
    payImmediately: true,
    setupMethod: 'card',
  };

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
    context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await double?.close();
  });

  it('signs in from /, changes the Forms plan after seeing the prorated price, replaces the card and sees the invoices', async () => {
    const account = await registerThroughForm(page);
    await context.clearCookies();
    await signInThroughForm(page, account.email);

    // Nothing bought yet.
    await page.goto('/dashboard/settings/account');
    await page.getByRole('link', { name: 'Subscriptions' }).click();
    await page.waitForURL('**/dashboard/settings/subscriptions');
    await page.getByText('Your company has no paid plans yet.').waitFor();

    // Buy Forms for one form type by card (the double pays and returns at once).
    await page.goto('/checkout?plan=calculator-yearly');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('Thank you: your payment was received.').waitFor();

    await page.goto('/dashboard/settings/account');
    await page.getByRole('link', { name: 'Subscriptions' }).click();
    const card = page.getByTestId('plan-calculator');
    await card.getByRole('heading', { name: 'Forms, yearly' }).waitFor();
    await card.getByText('€1,200.00 per year').waitFor();
    await card.getByText('Form types: Corporate').waitFor();
    await screenshots(page, 'settings-subscriptions');

    await card.getByRole('button', { name: 'Change plan' }).click();
    await card.getByRole('checkbox', { name: 'Physical Product' }).check();
    await card.getByRole('button', { name: 'See what the change costs' }).click();
    const preview = card.getByTestId('change-preview');
    await preview.getByText(/^Charged now: €1,(19\d|200)\.\d\d$/).waitFor();
    await preview.getByText('From then on: €2,400.00 per year').waitFor();
    const charged = ((await preview.getByText(/^Charged now:/).textContent()) ?? '').replace(
      'Charged now: ',
      '',
    );
    await screenshots(page, 'settings-subscriptions-preview');

    await card.getByRole('button', { name: 'Change the plan' }).click();
    const dialog = page.getByTestId('confirm-popup');
    await dialog
      .getByText(`${charged} will be charged to your payment method now.`, { exact: false })
      .waitFor();
    await saveScreenshot(page, 'settings-subscriptions-confirm');
    // Keyboard only: the dialog starts on Cancel; Tab reaches the confirm button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('The plan was changed.').waitFor();
    await card.getByText('€2,400.00 per year').waitFor();
    await card.getByText('Form types: Corporate, Physical Product').waitFor();
    expect(await card.getByTestId('change-preview').count()).toBe(0);

    // The payment method: the card from the checkout, replaced by a SEPA Direct Debit through Stripe.
    await page.getByRole('link', { name: 'Payment method' }).click();
    const method = page.getByTestId('payment-method');
    await method.getByText('Visa ending in 4242').waitFor();
    await method.getByText('Expires 12/2034').waitFor();
    await screenshots(page, 'settings-payment-method');
    const cardOnFile = [...double.subscriptions.values()][0]?.default_payment_method;
    controls.setupMethod = 'sepa_debit';
    await method.getByRole('button', { name: 'Change payment method' }).click();
    await page.getByText('Your new payment method is saved and used for your plans.').waitFor();
    await method.getByText('SEPA Direct Debit, IBAN ending in 3000').waitFor();
    expect(new URL(page.url()).search).toBe('');
    const after = [...double.subscriptions.values()][0]?.default_payment_method;
    expect(after).not.toBe(cardOnFile);
    expect(String(after)).toMatch(/^pm_/);

    // The payment history: the change of plan above the first year's invoice.
    await page.getByRole('link', { name: 'Payment history' }).click();
    const table = page.getByTestId('invoice-table');
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain(charged);
    expect(await rows.nth(1).textContent()).toContain('€1,200.00');
    expect(await rows.nth(1).textContent()).toContain('Paid');
    const firstNumber = (await rows.nth(1).locator('th').textContent()) ?? '';
    expect(
      await page.getByRole('link', { name: `View invoice ${firstNumber}` }).getAttribute('href'),
    ).toMatch(/^https:\/\/invoice\.stripe\.test\/i\/in_/);
    expect(
      await page.getByRole('link', { name: `Download PDF of invoice ${firstNumber}` }).getAttribute('href'),
    ).toMatch(/\/pdf$/);
    await screenshots(page, 'settings-payment-history');

    await page.goto('/dashboard/settings/history?lang=de');
    await page.getByRole('heading', { name: 'Zahlungsverlauf' }).waitFor();
    await page.getByText('Bezahlt').first().waitFor();
    await saveScreenshot(page, 'settings-payment-history-de');
  });
  it('changes and cancels a Forms plan paid by invoice, its change invoiced rather than charged', async () => {
    // A new browser profile: signed out, and in English again after the German page above.
    await context.close();
    context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    page = await context.newPage();
    const account = await registerThroughForm(page);
    await context.clearCookies();
    await signInThroughForm(page, account.email);
    await page.goto('/checkout?plan=calculator-yearly');
    await page.getByRole('radio', { name: 'Invoice' }).check();
    await page.getByRole('button', { name: 'Send the invoice' }).click();
    await page.getByText(/^The invoice was sent\. Please pay it by /).waitFor();
    const subscription = [...double.subscriptions.values()].at(-1);
    expect(subscription?.collection_method).toBe('send_invoice');

    await page.goto('/dashboard/settings/subscriptions');
    const card = page.getByTestId('plan-calculator');
    await card.getByRole('heading', { name: 'Forms, yearly' }).waitFor();
    await card.getByText('Paid by invoice').waitFor();
    // A plan paid by invoice renews at Stripe, so it is changed and cancelled like a card plan.
    expect(await card.getByText(/bought with a single invoice/).count()).toBe(0);
    await card.getByRole('button', { name: 'Change plan' }).click();
    await card.getByRole('checkbox', { name: 'Physical Product' }).check();
    await card.getByRole('button', { name: 'See what the change costs' }).click();
    const preview = card.getByTestId('change-preview');
    await preview.getByText(/^Invoiced now: €1,(19\d|200)\.\d\d$/).waitFor();
    const invoiced = ((await preview.getByText(/^Invoiced now:/).textContent()) ?? '').replace(
      'Invoiced now: ',
      '',
    );
    await screenshots(page, 'settings-subscriptions-invoice-preview');
    await card.getByRole('button', { name: 'Change the plan' }).click();
    const dialog = page.getByTestId('confirm-popup');
    await dialog
      .getByText(`An invoice for ${invoiced} is sent to your company now`, { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Change the plan' }).click();
    await page.getByText('The plan was changed.').waitFor();
    await card.getByText('Form types: Corporate, Physical Product').waitFor();
    const latest = double.invoices.get(String(subscription?.latest_invoice));
    expect(latest).toMatchObject({ status: 'open', collection_method: 'send_invoice' });

    await card.getByRole('button', { name: 'Cancel plan' }).click();
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await card.getByRole('button', { name: 'Keep plan' }).waitFor();
    expect(subscription?.cancel_at_period_end).toBe(true);
    await screenshots(page, 'settings-subscriptions-invoice-cancelled');
  });
});
