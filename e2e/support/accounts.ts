import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { findStartedServer } from './server.ts';

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

function decodeQuotedPrintable(value: string): string {
  return value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link under `prefix` in the newest .eml in a server's outbox addressed to `to`. */
async function readOutboxLink(dataDir: string, to: string, prefix: string, timeoutMs = 10_000) {
  const outbox = join(dataDir, 'outbox');
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    } catch {
      // No mail written yet.
    }
    // Named by the time they were written: the newest first.
    for (const name of files.sort().reverse()) {
      const mail = decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8'));
      const recipient = /^To: (.*)$/im.exec(mail)?.[1] ?? '';
      if (!recipient.toLowerCase().includes(to.toLowerCase())) continue;
      const link = new RegExp(`${escaped}[^\\s"<>]+`).exec(mail)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail with a ${prefix} link to ${to} in ${outbox}`);
}

/**
 * The first link under `prefix` (a path such as `/register/confirm/`) in the mail the app under
 * `page` sent to `to`: from the server's SMTP test mailbox, or its outbox folder when it has no
 * SMTP server. Answers the path, to open on the page's own origin.
 */
export async function readMailedLink(page: Page, to: string, prefix: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const started = findStartedServer(origin);
  let link: string;
  if (started?.inbox) link = await started.inbox.linkTo(to, prefix);
  else if (started?.sendsOverSmtp) {
    throw new Error(`the server at ${origin} mails over SMTP: pass its mailbox to startServer as inbox`);
  } else {
    const dataDir = started?.dataDir ?? (origin === inject('baseUrl') ? inject('dataDir') : undefined);
    if (!dataDir) throw new Error(`no outbox known for the server at ${origin}`);
    link = await readOutboxLink(dataDir, to, prefix);
  }
  const url = new URL(link, origin);
  return `${url.pathname}${url.search}`;
}

/**
 * Registers a company account through the real form, as a person would: from `/` to login, then the
 * link to create an account. The installation's first account is signed in at once; any other one
 * is told to check the inbox and opens the mailed confirmation link. Ends on the calculator page.
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
  await page.waitForFunction(
    () =>
      window.location.pathname === '/dashboard/calculator' ||
      document.querySelector('[data-testid="registration-check-inbox"]') !== null,
  );
  if (new URL(page.url()).pathname !== '/dashboard/calculator') {
    await page.getByTestId('registration-check-inbox').getByText(created.email).waitFor();
    await page.goto(await readMailedLink(page, created.email, '/register/confirm/'));
  }
  await page.waitForURL('**/dashboard/calculator');
  await waitForProjectsPage(page);
  return created;
}

/** Signs in through the login form, reached from `/`. */
export async function signInThroughForm(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await openFrontDoor(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard/calculator');
  await waitForProjectsPage(page);
}

/**
 * The address changes as soon as the app navigates, but the page before stays on screen until the
 * projects page's script has arrived: wait for its heading (in any language) before going on.
 */
async function waitForProjectsPage(page: Page): Promise<void> {
  await page.locator('#projects-title').waitFor();
}
