import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';

export const E2E_PASSWORD = 'Footprint2025';

export type NewAccount = { email: string; brand: string; nameFirst: string };

/** A unique email so tests never collide on the shared server. */
export function makeEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.org`;
}

/**
 * Opens the address the server prints, as a newcomer does: `/` leads a signed-out visitor to the
 * login page. Ends there.
 */
export async function openFrontDoor(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/login');
}

/**
 * Registers a company account through the real form, as a person would: from `/` to login, then the
 * link to create an account. Ends on the calculator page.
 */
export async function registerThroughForm(
  page: Page,
  account: Partial<NewAccount> = {},
): Promise<NewAccount> {
  const created = {
    email: account.email ?? makeEmail('owner'),
    brand: account.brand ?? `Brand ${randomBytes(2).toString('hex')}`,
    nameFirst: account.nameFirst ?? 'Olivia',
  };
  await openFrontDoor(page);
  await page.getByRole('link', { name: 'Create a company account' }).click();
  await page.waitForURL((url) => url.pathname === '/register');
  await page.getByLabel('First name').fill(created.nameFirst);
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel('Work email').fill(created.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Repeat password').fill(E2E_PASSWORD);
  await page.getByLabel('Company name (legal)').fill(`${created.brand} GmbH`);
  await page.getByLabel('Brand name').fill(created.brand);
  await page.getByLabel('Street and number').fill('Hafenweg 2');
  await page.getByLabel('Postal code').fill('20457');
  await page.getByLabel('City').fill('Hamburg');
  await page.getByLabel('Country').selectOption('DE');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard/calculator');
  return created;
}

/** Signs in through the login form, reached from `/`. */
export async function signInThroughForm(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await openFrontDoor(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard/calculator');
}
