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

async function expectNoPrice(page: Page, where: string): Promise<void> {
  const text = (await page.locator('body').textContent()) ?? '';
  // Currency units of ESG answers (EUR, USD…) are not prices; amounts in euros and Buy links are.
  expect(text, where).not.toMatch(/€|\bBuy\b|per month|per year|\/ month|\/ year/);
}

async function expectFitsWidth(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('Workforce bought with Stripe (stripe mode against a Stripe double)', () => {
  let browser: Browser;
  let server: RunningServer;
  let double: StripeDouble;
  const contexts: BrowserContext[] = [];
  const controls = { returnDirectly: true, payImmediately: false, declineCards: false };

  async function openRegistered(width = 1280): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await registerThroughForm(page);
    return page;
  }

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
        TRIAL_DAYS: '21',
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

  it('sends a company without Workforce to its subscribe page, where it buys by card; the return page polls while the payment processes, then Workforce opens', async () => {
    const page = await openRegistered();
    await page.goto('/dashboard/workforce');
    await page.waitForURL('**/dashboard/workforce/subscribe');
    await page
      .getByTestId('subscribe-state')
      .getByText(/^Not subscribed/)
      .waitFor();
    await page.getByRole('link', { name: 'Buy Workforce, monthly' }).click();
    await page.waitForURL('**/checkout?plan=workforce-monthly');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // Back from Stripe before the payment went through: the page keeps asking.
    await page.waitForURL(/\/checkout\?session_id=cs_/);
    const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
    await page.getByText('Confirming your payment…').waitFor();
    await page.waitForTimeout(3000);
    expect(await page.getByText('Confirming your payment…').count()).toBe(1);
    // Meanwhile Workforce stays locked (another tab of the same session).
    const otherTab = await page.context().newPage();
    await otherTab.goto('/dashboard/workforce');
    await otherTab.waitForURL('**/dashboard/workforce/subscribe');
    await otherTab.close();
    double.completeSession(sessionId);
    await page.getByText('Thank you: your payment was received.').waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Open Workforce' }).click();
    await page.waitForURL('**/dashboard/workforce');
    await page
      .getByTestId('workforce-module')
      .getByRole('heading', { level: 1, name: 'Workforce' })
      .waitFor();
    await page.getByText('No employees yet').waitFor();
    expect(page.url()).not.toContain('subscribe');
    // The catalogue says so and leads to the module.
    await page.goto('/dashboard/solutions');
    const card = page
      .getByTestId('solution')
      .filter({ has: page.getByRole('heading', { name: 'Workforce' }) });
    await card.getByText('Active').waitFor();
    await card.getByRole('link', { name: 'Open Workforce' }).click();
    await page.waitForURL('**/dashboard/workforce');
    await saveScreenshot(page, 'workforce-after-card-payment');
  });

  it('buys Workforce by invoice and shows Invoice pending on the workforce pages until closed for the session', async () => {
    const page = await openRegistered();
    await page.goto('/checkout?plan=workforce-monthly');
    await page.getByRole('radio', { name: 'Invoice' }).check();
    await page.getByRole('button', { name: 'Send the invoice' }).click();
    await page.getByText(/^The invoice was sent\. Please pay it by /).waitFor();

    await page.goto('/dashboard/workforce');
    await page.getByTestId('workforce-module').waitFor();
    const banner = page.getByTestId('payment-banner');
    await banner.getByText('Invoice pending').waitFor();
    const days = Math.max(0, Math.round((double.invoiceDueDate * 1000 - Date.now()) / 86_400_000));
    expect(await banner.textContent()).toContain(`Your invoice is due in ${days} days.`);
    await page.getByRole('link', { name: 'Employees', exact: true }).click();
    await page.waitForURL('**/manage/employees');
    await banner.getByText('Invoice pending').waitFor();
    await saveScreenshot(page, 'workforce-invoice-pending');
    await banner.getByRole('button', { name: 'Close' }).click();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Employees' }).waitFor();
    expect(await page.getByTestId('payment-banner').count()).toBe(0);
    await page.goto('/dashboard/workforce/manage/teams');
    await page.getByRole('heading', { level: 1, name: 'Teams' }).waitFor();
    expect(await page.getByTestId('payment-banner').count()).toBe(0);
  });

  it('starts the company’s trial on the server with the trial flag and says until when it runs, on a phone', async () => {
    const page = await openRegistered(390);
    await page.goto('/dashboard/workforce?trial=true');
    await page.getByTestId('workforce-module').getByText('No employees yet').waitFor();
    const trial = page.getByTestId('workforce-trial');
    const end = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(
      new Date(Date.now() + 21 * 86_400_000),
    );
    await trial.getByText(/^Your company is trying Workforce until /).waitFor();
    expect(await trial.textContent()).toContain(end);
    await expectFitsWidth(page, 390);
    await saveScreenshot(page, 'workforce-trial-phone');
  });

  it('keeps the recorded trial on pages without the flag, and writes under it', async () => {
    const page = await openRegistered();
    await page.goto('/dashboard/workforce?trial=true');
    await page.getByTestId('workforce-trial').waitFor();
    await page.goto('/dashboard/workforce/manage/teams');
    await page.getByRole('heading', { level: 1, name: 'Teams' }).waitFor();
    await page.getByTestId('workforce-trial').waitFor();
    await page.getByLabel('Team name').fill('Trial team');
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByTestId('team-list').getByText('Trial team', { exact: true }).waitFor();
    // In German the notice says the same, with the date in German.
    await page.goto('/dashboard/workforce?lang=de');
    const end = new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(
      new Date(Date.now() + 21 * 86_400_000),
    );
    const notice = page.getByTestId('workforce-trial');
    await notice.getByText(/^Dein Unternehmen testet die Belegschaft bis /).waitFor();
    expect(await notice.textContent()).toContain(end);
    await notice.getByRole('link', { name: 'Abonnieren, um sie weiter zu nutzen' }).waitFor();
    await saveScreenshot(page, 'workforce-trial-de');
    await page.goto('/dashboard/workforce?lang=en');
    await page
      .getByTestId('workforce-trial')
      .getByText(/^Your company is trying Workforce/)
      .waitFor();
  });
});

describe('with billing off', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
    await registerThroughForm(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('reaches every module of this version and shows no price on them', async () => {
    await page.goto('/dashboard/solutions');
    for (const name of ['Forms', 'Workforce']) {
      const card = page
        .getByTestId('solution')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      await card.getByText('Included').waitFor();
      await card.getByRole('link', { name: `Open ${name}` }).waitFor();
    }
    await expectNoPrice(page, 'solutions');

    await page.getByRole('link', { name: 'Open Workforce' }).click();
    await page.waitForURL('**/dashboard/workforce');
    await page.getByTestId('workforce-module').getByText('No employees yet').waitFor();
    await expectNoPrice(page, 'workforce');
    expect(await page.getByTestId('payment-banner').count()).toBe(0);
    for (const path of ['/dashboard/workforce/manage/employees', '/dashboard/workforce/manage/teams']) {
      await page.goto(path);
      await page.getByTestId('workforce-module').getByRole('heading', { level: 1 }).waitFor();
      await expectNoPrice(page, path);
    }
    await page.goto('/dashboard/workforce/subscribe');
    await page
      .getByTestId('subscribe-state')
      .getByText(/includes everything/)
      .waitFor();
    await expectNoPrice(page, 'workforce subscribe');

    await page.goto('/dashboard/calculator');
    await createProjectThroughForm(page, {
      name: 'HQ',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
    await expectNoPrice(page, 'calculator inputs');
    await page.goto('/dashboard/calculator');
    await page.getByRole('link', { name: 'Add project' }).first().click();
    const form = page.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /^ESG$/ }).check();
    await form.getByLabel('Name').fill('VSME report');
    await form.getByLabel('Start date').fill('2025-01-01');
    await form.getByLabel('End date').fill('2025-12-31');
    await form.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL('**/dashboard/calculator/esg/**');
    await page.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    await expectNoPrice(page, 'ESG');
  });

  it('adds employees (a bad email refused by name), searches, sorts, makes a team, assigns and lists its employees', async () => {
    await page.goto('/dashboard/workforce/manage');
    await page.waitForURL('**/dashboard/workforce/manage/employees');
    await page.getByText('No employees yet. Add them above by their email addresses.').waitFor();
    const emails = page.getByLabel('Email addresses');
    await emails.fill('zoe@example.org, not-an-email\nadam@example.org');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const refused = page.getByTestId('refused-emails');
    await refused.getByText('not-an-email').waitFor();
    expect(await refused.textContent()).toContain('not-an-email: Please enter a valid email address.');
    expect(await refused.textContent()).not.toContain('zoe@example.org');
    await page.getByText('Nothing was added. Correct these addresses and try again:').waitFor();
    expect(await page.getByTestId('employee').count()).toBe(0);
    await saveScreenshot(page, 'workforce-email-refused');

    await emails.fill('zoe@example.org, adam@example.org\nMia@Example.org');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('3 employees added.').waitFor();
    await page.getByTestId('employee-count').getByText('3 employees').waitFor();
    // Newest first: the last of the list was added last, in the same moment; then alphabetic.
    await page.getByLabel('Sort by').selectOption('alphabetic');
    await expect
      .poll(async () => page.getByTestId('employee').locator('p.font-medium').allTextContents())
      .toEqual(['adam@example.org', 'mia@example.org', 'zoe@example.org']);
    await emails.fill('adam@example.org');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await refused.getByText('adam@example.org: This email is already an employee of the company.').waitFor();

    await page.getByLabel('Search by email').fill('ZO');
    await expect
      .poll(async () => page.getByTestId('employee').locator('p.font-medium').allTextContents())
      .toEqual(['zoe@example.org']);
    await page.getByLabel('Search by email').fill('');
    await page.getByTestId('employee-count').getByText('3 employees').waitFor();

    await page.getByRole('link', { name: 'Teams', exact: true }).click();
    await page.waitForURL('**/manage/teams');
    await page.getByText('No teams yet. Create the first one above.').waitFor();
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByRole('alert').getByText('Please fill in this field.').waitFor();
    await page.getByLabel('Team name').fill('Sales');
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByTestId('team-list').getByText('Sales', { exact: true }).waitFor();
    await page.getByLabel('Team name').fill('sales');
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByRole('alert').getByText('Another team already has this name.').waitFor();

    await page.getByRole('link', { name: 'Employees', exact: true }).click();
    await page.getByLabel('Team of mia@example.org').selectOption({ label: 'Sales' });
    await page.getByText('mia@example.org is now in Sales.').waitFor();

    await page.getByRole('link', { name: 'Teams', exact: true }).click();
    await page.getByTestId('team').getByText('1 employee').waitFor();
    await page.getByRole('link', { name: 'Employees of Sales' }).click();
    await page.waitForURL('**/manage/employees/team?team=*');
    await page.getByRole('heading', { level: 1, name: 'Employees of team Sales' }).waitFor();
    await expect
      .poll(async () => page.getByTestId('employee').locator('p.font-medium').allTextContents())
      .toEqual(['mia@example.org']);
    await saveScreenshot(page, 'workforce-team-employees');

    // Without a team the team page falls back to all employees.
    await page.goto('/dashboard/workforce/manage/employees/team');
    await page.waitForURL(/\/manage\/employees$/);

    await page.goto('/dashboard/workforce');
    await page.getByTestId('workforce-employees-count').getByText('3 employees').waitFor();
    await page.getByTestId('workforce-teams-count').getByText('1 team').waitFor();
    await saveScreenshot(page, 'workforce-home');
  });

  it('works on a phone and in German, and the public FAQ reads in both languages', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/workforce/manage/employees?lang=de');
    await page.getByRole('heading', { level: 1, name: 'Mitarbeitende' }).waitFor();
    await page.getByTestId('employee-count').getByText('3 Mitarbeitende').waitFor();
    await page.getByLabel('Team von mia@example.org').waitFor();
    await expectFitsWidth(page, 390);
    await saveScreenshot(page, 'workforce-employees-de-phone');
    await page.goto('/dashboard/workforce/manage/teams');
    await page.getByRole('heading', { level: 1, name: 'Teams' }).waitFor();
    await expectFitsWidth(page, 390);
    await saveScreenshot(page, 'workforce-teams-de-phone');
    await page.goto('/dashboard/workforce/manage/employees?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Employees' }).waitFor();

    const visitor = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 390, height: 844 },
    });
    const faq = await visitor.newPage();
    await faq.goto('/workforce/faqs');
    await faq.getByRole('heading', { level: 1, name: 'Workforce: frequently asked questions' }).waitFor();
    await faq.getByText('How do I add employees?').waitFor();
    await expectFitsWidth(faq, 390);
    await saveScreenshot(faq, 'workforce-faqs-phone');
    await faq.goto('/workforce/faqs?lang=de');
    await faq.getByRole('heading', { level: 1, name: 'Belegschaft: häufige Fragen' }).waitFor();
    await visitor.close();
  });
});
