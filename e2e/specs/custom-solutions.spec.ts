import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, makeEmail, readMailedLink, registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const CODE = 'ACME-ENTERPRISE-2026';

/** Fills the registration form a custom plan link opened (the plan notice is already on the page). */
async function fillRegistration(page: Page, email: string, brand: string) {
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Repeat password').fill(E2E_PASSWORD);
  await page.getByLabel('Company name (legal)').fill(`${brand} GmbH`);
  await page.getByLabel('Brand name').fill(brand);
  await page.getByLabel('Street and number').fill('Hafenweg 2');
  await page.getByLabel('Postal code').fill('20457');
  await page.getByLabel('City').fill('Hamburg');
  await page.getByLabel('Country').selectOption('DE');
}

async function expectFitsPhone(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
}

describe('custom solutions: an operator’s plan reaches a newcomer through the registration link', () => {
  let server: RunningServer;
  let browser: Browser;
  let operatorContext: BrowserContext;
  let operator: Page;
  let registrationLink = '';

  beforeAll(async () => {
    // A fresh installation: its first account is the operator.
    server = await startServer();
    browser = await launchBrowser();
    operatorContext = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    operator = await operatorContext.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lets the operator create a plan from Settings → Custom plans, naming a wrong field', async () => {
    await registerThroughForm(operator, { email: makeEmail('operator'), brand: 'Platform Ops' });
    await operator.getByTestId('user-menu').click();
    await operator.getByRole('menuitem', { name: 'Settings' }).click();
    await operator.getByRole('link', { name: 'Custom plans', exact: true }).click();
    await operator.waitForURL('**/dashboard/settings/custom-plans');
    await operator.getByText('No custom plans yet. Create the first one below.').waitFor();

    const form = operator.getByTestId('custom-plan-form');
    await form.getByLabel('Code', { exact: true }).fill('has a space');
    await form.getByLabel('Name', { exact: true }).fill('Acme enterprise licence');
    await form.getByRole('button', { name: 'Create plan' }).click();
    await form.getByText('Use 3 to 64 letters, digits, dots, dashes or underscores').waitFor();
    await form.getByText('Choose at least one product.').waitFor();
    // A code nobody can guess: 120 random bits in Crockford's base32.
    await form.getByRole('button', { name: 'Generate a random code' }).click();
    const generated = await form.getByLabel('Code', { exact: true }).inputValue();
    expect(generated).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){5}$/);
    await form.getByRole('button', { name: 'Generate a random code' }).click();
    expect(await form.getByLabel('Code', { exact: true }).inputValue()).not.toBe(generated);

    await form.getByLabel('Code', { exact: true }).fill(CODE);
    await form.getByLabel('Forms', { exact: true }).check();
    await form.getByLabel('Insights').check();
    await form.getByLabel('Corporate').check();
    await form.getByLabel('Seats').fill('25');
    await form.getByLabel('Amount (net)').fill('12,000.50');
    await form.getByLabel('Note (optional, shown to the company)').fill('Includes the onboarding workshop.');
    await form.getByRole('button', { name: 'Create plan' }).click();

    const plan = operator.getByTestId('custom-plan');
    await plan.waitFor();
    expect(await plan.getByTestId('custom-plan-code').textContent()).toBe(CODE);
    expect(await plan.getByText('Not used yet').count()).toBe(1);
    registrationLink = await plan.getByTestId('custom-plan-link').inputValue();
    expect(registrationLink).toBe(
      `${server.url}/register?create-new-account=create-new-account&customPlanCode=${CODE}`,
    );
    await saveScreenshot(operator, 'custom-plans-operator');
  });

  it('shows the newcomer the plan on the register page, mails the link, and lands on Settings → Solutions', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP });
    const page = await context.newPage();
    const email = makeEmail('licensed');
    const link = new URL(registrationLink);
    await page.goto(`${link.pathname}${link.search}`);
    const notice = page.getByTestId('register-plan');
    await notice.waitFor();
    expect(await notice.getByRole('heading').textContent()).toBe('Your custom plan: Acme enterprise licence');
    expect(await notice.getByTestId('licence-products').textContent()).toBe('Forms, Insights');
    expect(await notice.getByTestId('licence-seats').textContent()).toBe('25 seats');
    // Anybody holding the link sees this: no price.
    expect(await notice.getByTestId('licence-price').count()).toBe(0);
    await saveScreenshot(page, 'custom-plans-register');

    await fillRegistration(page, email, 'Licensed Co');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('registration-check-inbox').getByText(email).waitFor();
    await page.goto(await readMailedLink(page, email, '/register/confirm/'));
    await page.waitForURL('**/dashboard/settings/solutions');

    const licence = page.getByTestId('company-custom-plan');
    await licence.waitFor();
    expect(await licence.getByText('Acme enterprise licence').count()).toBe(1);
    expect(await licence.getByTestId('licence-products').textContent()).toBe('Forms, Insights');
    expect(await licence.getByTestId('licence-form-types').textContent()).toBe('Corporate');
    expect(await licence.getByTestId('licence-price').textContent()).toBe('€12,000.50');
    expect(await licence.getByTestId('licence-note').textContent()).toBe('Includes the onboarding workshop.');
    expect(await licence.getByText('In force').count()).toBe(1);
    // Next to the data licences already there.
    await page.getByTestId('product-licence').waitFor();
    await saveScreenshot(page, 'custom-plans-solutions');

    // On a phone the same page fits the screen.
    await page.setViewportSize(PHONE);
    await page.reload();
    await licence.waitFor();
    await expectFitsPhone(page);
    await saveScreenshot(page, 'custom-plans-solutions-phone');
    await context.close();
  });

  it('refuses the used code to the next company before it registers, in German on a phone', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const link = new URL(registrationLink);
    await page.goto(`${link.pathname}${link.search}&lang=de`);
    const refused = page.getByTestId('register-plan-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toContain(
      'Dieser Code wurde bereits von einem anderen Unternehmen verwendet.',
    );
    expect(await refused.getByRole('link', { name: 'Ohne Code registrieren' }).count()).toBe(1);
    await expectFitsPhone(page);
    await saveScreenshot(page, 'custom-plans-register-used-phone');
    await context.close();
  });

  it('shows the operator which company uses the plan', async () => {
    await operator.reload();
    const plan = operator.getByTestId('custom-plan');
    await plan.getByText('Used by Licensed Co').waitFor();
    expect(await plan.getByTestId('custom-plan-link').count()).toBe(0);
  });

  it('takes a signed-in admin opening a code link to Settings → Solutions to add the plan by keyboard', async () => {
    const form = operator.getByTestId('custom-plan-form');
    await form.getByLabel('Code', { exact: true }).fill('OPS-2026');
    await form.getByLabel('Name', { exact: true }).fill('Operations licence');
    await form.getByLabel('Employee Survey').check();
    await form.getByLabel('Seats').fill('3');
    await form.getByLabel('Invoiced separately').check();
    await form.getByRole('button', { name: 'Create plan' }).click();
    const link = operator.getByTestId('custom-plan-link');
    await link.waitFor();
    const url = new URL(await link.inputValue());

    await operator.goto(`${url.pathname}${url.search}`);
    await operator.waitForURL('**/dashboard/settings/solutions?customPlanCode=OPS-2026');
    await operator.getByText('Your link carries the code OPS-2026.').waitFor();
    expect(await operator.getByLabel('Code', { exact: true }).inputValue()).toBe('OPS-2026');
    await operator.getByLabel('Code', { exact: true }).focus();
    await operator.keyboard.press('Enter');
    const added = operator.getByTestId('company-custom-plan');
    await added.waitFor();
    expect(await added.getByTestId('licence-price').textContent()).toBe('Invoiced separately');
    expect(new URL(operator.url()).search).toBe('');
  });
});
