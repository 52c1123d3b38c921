import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StripeDouble, startStripeDouble } from '../../apps/server/src/test/stripe-double.ts';
import { registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { createProjectThroughForm } from '../support/projects.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const EXAMPLE_PLANS = resolve(import.meta.dirname, '../../config/billing/plans.example.json');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('subscribe pages', () => {
  let browser: Browser;
  let server: RunningServer;
  let double: StripeDouble;
  const contexts: BrowserContext[] = [];

  async function openPage(baseURL: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    double = await startStripeDouble({ returnDirectly: true, payImmediately: false, declineCards: false });
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
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
    await double?.close();
  });

  it('sends a company without Forms from its first project to the subscribe page, where it buys Forms', async () => {
    const page = await openPage(server.url);
    // From `/`: the front door, registration, the calculator home.
    await registerThroughForm(page);
    await page.getByRole('link', { name: 'Add project' }).first().click();
    await page.waitForURL('**/dashboard/calculator/create');
    const form = page.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /Corporate/ }).check();
    await form.getByLabel('Name').fill('HQ');
    await form.getByLabel('Start date').fill('2025-01-01');
    await form.getByLabel('End date').fill('2025-12-31');
    await form.getByLabel('Electricity region').selectOption('DE');
    await form.getByRole('button', { name: 'Create project' }).click();
    // Creating a Corporate year needs a paid form type: 402, and the page moves to Forms' subscribe page.
    await page.waitForURL('**/dashboard/products/subscribe');
    await page.getByRole('heading', { level: 1, name: 'Forms' }).waitFor();
    await page
      .getByTestId('subscribe-state')
      .getByText('Not subscribed: your company does not have Forms yet.')
      .waitFor();
    // The company is German: prices in euros, with the price list's version.
    const prices = page.getByRole('region', { name: 'Prices' });
    await prices.getByText('€1,200.00 / year').waitFor();
    await prices.getByText(/^Net prices, price list /).waitFor();
    await saveScreenshot(page, 'subscribe-forms-not-subscribed');

    // Keyboard only: tab to the Buy link and press Enter.
    const buy = prices.getByRole('link', { name: 'Buy Forms, yearly' });
    for (let presses = 0; presses < 60; presses += 1) {
      if (await buy.evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    expect(await buy.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/checkout?plan=calculator-yearly');
    await page.getByRole('radio', { name: 'Invoice' }).check();
    await page.getByRole('button', { name: 'Send the invoice' }).click();
    await page.getByText(/^The invoice was sent\. Please pay it by /).waitFor();

    await page.goto('/dashboard/products/subscribe');
    const days = Math.max(0, Math.round((double.invoiceDueDate * 1000 - Date.now()) / 86_400_000));
    await page
      .getByTestId('subscribe-state')
      .getByText(`Invoice pending: Forms stays open; the invoice is due in ${days} days.`)
      .waitFor();
    await page.getByText('Waiting for the invoice: Corporate.').waitFor();
    await saveScreenshot(page, 'subscribe-forms-invoice-pending');
    // Now the year can be created.
    await page.getByRole('link', { name: 'Open Forms' }).click();
    await page.waitForURL('**/dashboard/calculator');
  });

  it('unlocks Forms once a card payment, still processing on return, is confirmed by polling', async () => {
    const page = await openPage(server.url);
    await registerThroughForm(page);
    await page.goto('/dashboard/products/subscribe');
    await page
      .getByTestId('subscribe-state')
      .getByText('Not subscribed: your company does not have Forms yet.')
      .waitFor();
    await page
      .getByRole('region', { name: 'Prices' })
      .getByRole('link', { name: 'Buy Forms, yearly' })
      .click();
    await page.waitForURL('**/checkout?plan=calculator-yearly');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // Back from Stripe before the card payment went through: the page polls while it is processing.
    await page.waitForURL(/\/checkout\?session_id=cs_/);
    await page.getByText('Confirming your payment…').waitFor();
    const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
    const session = double.sessions.get(sessionId);
    if (!session) throw new Error(`the double has no session ${sessionId}`);
    await saveScreenshot(page, 'subscribe-card-processing');
    // Stripe completes the payment a few seconds later; the next poll sees it.
    await new Promise((wait) => setTimeout(wait, 3000));
    session.payment_status = 'paid';
    session.status = 'complete';
    session.subscription = 'sub_e2e_forms_card';
    await page.getByText('Thank you: your payment was received.').waitFor({ timeout: 15_000 });

    await page.goto('/dashboard/products/subscribe');
    await page
      .getByTestId('subscribe-state')
      .getByText(/^Active/)
      .first()
      .waitFor();
    // The calculator is unlocked: the first Corporate project can now be created.
    await page.goto('/dashboard/calculator');
    await createProjectThroughForm(page, {
      name: 'HQ',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
  });

  it('never sells a product this version lacks: its subscribe page, /plans and checkout say later version', async () => {
    const page = await openPage(server.url, 390);
    await registerThroughForm(page);
    await page.goto('/dashboard/events/subscribe');
    await page.getByRole('heading', { level: 1, name: 'Events & Stays' }).waitFor();
    await page
      .getByTestId('subscribe-state')
      .getByText('Events & Stays comes in a later version of Carbon Ledger. It cannot be bought yet.')
      .waitFor();
    expect(await page.getByRole('link', { name: /^Buy/ }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'subscribe-events-later-phone');

    await page.goto('/plans');
    const cards = page.getByTestId('plan-product');
    await cards.first().waitFor();
    const forms = cards.filter({ has: page.getByRole('heading', { name: 'Forms' }) });
    await forms.getByRole('link', { name: 'Buy Forms, yearly' }).waitFor();
    const workforce = cards.filter({ has: page.getByRole('heading', { name: 'Workforce', exact: true }) });
    await workforce.getByRole('link', { name: 'Buy Workforce, monthly' }).waitFor();
    const insights = cards.filter({ has: page.getByRole('heading', { name: 'Insights', exact: true }) });
    await insights.getByRole('link', { name: 'Buy Insights, yearly' }).waitFor();
    for (const name of ['Events & Stays', 'Employee climate contributions']) {
      const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
      expect(await card.textContent(), name).toContain('Later version');
      expect(await card.getByRole('link', { name: /^Buy/ }).count(), name).toBe(0);
    }
    // The one-time payments of later products are not sold either (the assessment one is: its module ships).
    expect(await page.getByRole('link', { name: /^Buy/ }).count()).toBe(4);
    await saveScreenshot(page, 'plans-later-version-phone');

    await page.goto('/checkout?plan=events-monthly');
    await page
      .getByRole('alert')
      .getByText('This product comes in a later version of Carbon Ledger and cannot be bought yet.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Continue to payment' }).count()).toBe(0);

    await page.goto('/dashboard/products/subscribe?lang=de');
    await page.getByRole('heading', { level: 1, name: 'Formulare' }).waitFor();
    await page
      .getByTestId('subscribe-state')
      .getByText('Nicht abonniert: Dein Unternehmen hat Formulare noch nicht.')
      .waitFor();
    await page.getByRole('region', { name: 'Preise' }).getByText('1.200,00 € / Jahr').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'subscribe-forms-de-phone');
  });

  it('says everything is included with billing off, linking to the module where it exists', async () => {
    const page = await openPage(inject('baseUrl'));
    await registerThroughForm(page);
    await page.goto('/dashboard/products/subscribe');
    await page.getByRole('heading', { name: 'Everything is included' }).waitFor();
    await page
      .getByTestId('subscribe-state')
      .getByText('This installation includes everything: Forms is included and there is nothing to buy.')
      .waitFor();
    expect(await page.getByText('€').count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Buy/ }).count()).toBe(0);
    await saveScreenshot(page, 'subscribe-forms-billing-off');
    await page.getByRole('link', { name: 'Open Forms' }).click();
    await page.waitForURL('**/dashboard/calculator');

    await page.goto('/dashboard/events/subscribe');
    await page
      .getByTestId('subscribe-state')
      .getByText(
        'This installation includes everything of this version. Events & Stays comes in a later version of Carbon Ledger.',
      )
      .waitFor();
    expect(await page.getByRole('link', { name: 'Open Events & Stays' }).count()).toBe(0);
  });
});
