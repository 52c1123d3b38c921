import { createServer } from 'node:net';
import { formatEmission } from '@carbon-ledger/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The server's own loopback SMTP server for tests: the built app sends real mail to it.
import { startTestSmtpServer, type TestSmtpServer } from '../../apps/server/src/test/test-smtp.ts';
import { makeEmail, registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { emberGridValue, libraryFactorValue } from '../support/factor-library.ts';
import { createProjectThroughForm } from '../support/projects.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const KWH = 40_000;
/**
 * The hand calculation: the section's total is the generation part of Germany's Ember intensity (Scope 2)
 * of 2025 or the newest year; the year's total adds the upstream part (Scope 3 category 3).
 */
const electricityKg = () =>
  formatEmission(KWH * libraryFactorValue('ember-owid-generation:DE', 2025), 'en').replace(/ .*/, '');
const yearTotalKg = () => formatEmission(KWH * emberGridValue('DE', 2025), 'en').replace(/ .*/, '');

/** A port nobody listens on, so PUBLIC_URL (and with it every mailed link) can name it up front. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () =>
      (await page.getByTestId('toast').allTextContents()).some((toast) => toast.includes(text)),
    )
    .toBe(true);
}

describe('inviting a supplier to one section of a year', () => {
  let smtp: TestSmtpServer;
  let server: RunningServer;
  let browser: Browser;
  let inviterContext: BrowserContext;
  let inviteeContext: BrowserContext;
  let inviter: Page;
  let invitee: Page;
  let instanceId = '';
  let inviteLink = '';
  const supplierEmail = makeEmail('supplier');

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const port = await findFreePort();
    server = await startServer({
      SMTP_URL: smtp.url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    browser = await launchBrowser();
    const viewport = { width: 1366, height: 1000 };
    inviterContext = await browser.newContext({ baseURL: server.url, viewport });
    // Signed out: a browser of its own, as the supplier would open the mail.
    inviteeContext = await browser.newContext({ baseURL: server.url, viewport });
    inviter = await inviterContext.newPage();
    invitee = await inviteeContext.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('creates a Corporate project and invites a supplier to purchased electricity', async () => {
    await registerThroughForm(inviter, { brand: 'Invite Works' });
    instanceId = await createProjectThroughForm(inviter, {
      name: 'Headquarters',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      region: 'DE',
    });
    await inviter.getByRole('heading', { name: 'Inputs', exact: true }).waitFor();

    await inviter.getByTestId('invite-button').click();
    const dialog = inviter.getByTestId('invite-dialog');
    await dialog.getByRole('heading', { name: 'Invite to Headquarters 2025' }).waitFor();
    await dialog.getByText('Nobody is invited yet.').waitFor();
    await dialog.getByLabel('Email').fill(supplierEmail);
    await dialog.getByLabel('Name (optional)').fill('Sam Supplier');
    await dialog.getByRole('radio', { name: 'Supplier' }).check();
    await dialog.getByRole('checkbox', { name: 'Purchased electricity', exact: true }).check();
    await dialog.getByLabel('Deadline for Purchased electricity').fill('2026-03-31');
    await saveScreenshot(inviter, 'invites-dialog-filled');
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await waitForToast(inviter, `Invite sent to ${supplierEmail}.`);
    const row = dialog.getByTestId('invite-row');
    await row.getByText(supplierEmail).waitFor();
    expect(await row.getByTestId('invite-status').getAttribute('data-status')).toBe('no-data');
    await saveScreenshot(inviter, 'invites-dialog-sent');
    await inviter.keyboard.press('Escape');

    const mail = await smtp.waitForMail(supplierEmail);
    expect(mail.subject).toContain('Invite Works');
    inviteLink = smtp.findLink(mail, `${server.url}/calculator/form/invite/`);
  });

  it('lets the signed-out supplier fill in and save only the granted section', async () => {
    await invitee.goto(inviteLink);
    await invitee.getByRole('heading', { name: 'Inputs', exact: true }).waitFor();
    await invitee
      .getByText('Invite Works asks you to fill in the following parts for Headquarters (2025).')
      .waitFor();
    expect(await invitee.getByTestId('section-link-stationary-combustion').count()).toBe(0);
    expect(await invitee.getByTestId('section-link-business-travel').count()).toBe(0);
    await invitee.getByTestId('section-link-purchased-electricity').click();
    await invitee.waitForURL('**section=purchased-electricity**');
    await invitee.locator('select:has(option[value="electricity-grid"])').selectOption('electricity-grid');
    const row = invitee.getByTestId('result-row').last();
    await row.getByTestId('amount-field').first().getByRole('textbox').fill(String(KWH));
    await invitee.getByTestId('inputs-save-bar').getByRole('button', { name: 'Save' }).click();
    await waitForToast(invitee, '1 result saved');
    await expect
      .poll(async () =>
        invitee.getByTestId('invite-parts-summary').getByTestId('invite-status').getAttribute('data-status'),
      )
      .toBe('in-progress');
    // The invitee sees the figure of the granted section (and nothing of the others).
    await expect
      .poll(async () => (await invitee.getByTestId('section-total').textContent()) ?? '')
      .toContain(electricityKg());
    await saveScreenshot(invitee, 'invites-public-form-saved');
  });

  it('shows the inviter an unread bell, the Assignments and the new total on Analyze', async () => {
    await inviter.reload();
    await inviter.getByRole('heading', { name: 'Inputs', exact: true }).waitFor();
    const bell = inviter.getByTestId('notifications-bell');
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('true');
    expect(await bell.getAttribute('aria-label')).toBe('Assignments, 1 with new input');
    await saveScreenshot(inviter, 'invites-bell-unread');
    await bell.click();
    const panel = inviter.getByTestId('assignments-panel');
    await panel.getByRole('heading', { name: 'Assignments' }).waitFor();
    const item = panel.getByTestId('assignment-item').first();
    await item.getByText('Headquarters').first().waitFor();
    expect(await item.getByTestId('invite-status').getAttribute('data-status')).toBe('in-progress');
    expect(await item.getByRole('link', { name: /Open the inputs page/ }).getAttribute('href')).toBe(
      inviteLink,
    );
    await saveScreenshot(inviter, 'invites-assignments-panel');
    await inviter.keyboard.press('Escape');
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('false');

    await inviter.getByTestId('tab-analyze').click();
    await inviter.waitForURL(new RegExp(`/dashboard/calculator/emissions/${instanceId}(\\?|$)`));
    const expected = yearTotalKg();
    await expect
      .poll(async () =>
        ((await inviter.getByTestId('total-all').first().textContent()) ?? '').replace(/\s+/g, ' '),
      )
      .toContain(expected);
    await saveScreenshot(inviter, 'invites-analyze-total');
  });

  it('stops the link once the invite is revoked', async () => {
    await inviter.getByTestId('invite-button').click();
    const dialog = inviter.getByTestId('invite-dialog');
    const row = dialog.getByTestId('invite-row');
    await expect.poll(() => row.getByTestId('invite-status').getAttribute('data-status')).toBe('in-progress');
    await row.getByRole('button', { name: `Revoke the invite of ${supplierEmail}` }).click();
    await row.getByRole('button', { name: 'Revoke', exact: true }).click();
    await waitForToast(inviter, `The invite of ${supplierEmail} was revoked.`);
    await row.getByText('Revoked').waitFor();
    await saveScreenshot(inviter, 'invites-revoked');

    await invitee.goto(inviteLink);
    await invitee.getByRole('heading', { name: 'This link does not work' }).waitFor();
    await saveScreenshot(invitee, 'invites-public-form-revoked');
  });
});
