import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, makeEmail, registerThroughForm, signInThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { startMailbox } from '../support/mailbox.ts';
import { type RunningServer, startServer } from '../support/server.ts';

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByTestId('confirm-popup').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

async function inviteFromUsersPage(page: Page, email: string, role: string) {
  await page.goto('/dashboard/settings/users');
  const form = page.getByRole('form', { name: 'Invite a colleague or supplier' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption(role);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invitation sent to ${email}.`).waitFor();
}

describe('a team: invitations, roles and two companies', () => {
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url }, { inbox: { linkTo: mailbox.waitForLink } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    await mailbox.close();
  });

  it('invites a colleague who registers through the mailed link; a viewer sees no editor controls and no company settings', async () => {
    const ownerContext = await browser.newContext({ baseURL: server.url });
    const owner = await ownerContext.newPage();
    const account = await registerThroughForm(owner, { brand: 'Nordwind' });
    const viewerEmail = makeEmail('viewer');
    await inviteFromUsersPage(owner, viewerEmail, 'viewer');
    expect(await owner.getByTestId('invitation-row').textContent()).toContain(viewerEmail);
    await saveScreenshot(owner, 'users-with-invitation');

    const link = await mailbox.waitForLink(
      viewerEmail,
      `${server.url.replace('127.0.0.1', 'localhost')}/register/`,
    );
    const colleagueContext = await browser.newContext({ baseURL: server.url });
    const colleague = await colleagueContext.newPage();
    await colleague.goto(new URL(link).pathname);
    await colleague.getByRole('heading', { name: 'Join Nordwind' }).waitFor();
    await colleague.getByLabel('First name').fill('Vera');
    await colleague.getByLabel('Last name').fill('Viewer');
    await colleague.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await colleague.getByLabel('Repeat password').fill(E2E_PASSWORD);
    await saveScreenshot(colleague, 'invitation-register');
    await colleague.getByRole('button', { name: 'Join Nordwind' }).click();
    await colleague.waitForURL('**/dashboard/calculator');
    expect(await colleague.getByTestId('user-menu').textContent()).toContain('Nordwind');

    await colleague.goto('/dashboard/settings/users');
    await colleague.getByTestId('member-row').first().waitFor();
    expect(await colleague.getByTestId('member-row').count()).toBe(2);
    expect(await colleague.getByRole('form', { name: 'Invite a colleague or supplier' }).count()).toBe(0);
    expect(await colleague.getByRole('combobox').count()).toBe(0);
    expect(await colleague.getByRole('button', { name: 'Remove' }).count()).toBe(0);

    // Settings lists only the pages a viewer can open; the address of another still says no.
    const settingsNav = colleague.getByRole('navigation', { name: 'Settings' });
    expect(await settingsNav.getByRole('link').allTextContents()).toEqual(['Account', 'Users and roles']);
    await colleague.goto('/dashboard/settings/company');
    const popup = colleague.getByTestId('warning-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain('You do not have access');
    expect(await popup.textContent()).toContain('Please contact your admin.');
    expect(await popup.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await saveScreenshot(colleague, 'no-access-popup');
    await popup.getByRole('button', { name: 'OK' }).click();
    expect(new URL(colleague.url()).pathname).toBe('/dashboard/calculator');

    await owner.reload();
    await owner.getByRole('combobox', { name: `Role of ${viewerEmail}` }).selectOption('editor');
    await owner.getByText(`The role of ${viewerEmail} was changed.`).waitFor();
    await colleagueContext.close();
    await ownerContext.close();
    expect(account.brand).toBe('Nordwind');
  });

  it('lets a member of two companies switch between them', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const first = await registerThroughForm(page, { brand: 'Erste GmbH' });
    await signOut(page);
    const second = await registerThroughForm(page, { brand: 'Zweite AG' });
    await inviteFromUsersPage(page, first.email, 'admin');
    await signOut(page);

    const link = await mailbox.waitForLink(
      first.email,
      `${server.url.replace('127.0.0.1', 'localhost')}/register/`,
    );
    await page.goto(new URL(link).pathname);
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Join Zweite AG' }).click();
    await page.waitForURL('**/dashboard/calculator');
    expect(await page.getByTestId('user-menu').textContent()).toContain('Zweite AG');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /Erste GmbH/ }).click();
    await page.waitForURL('**/dashboard/calculator');
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toContain('Erste GmbH');
    await saveScreenshot(page, 'switched-company');
    expect(second.brand).toBe('Zweite AG');
    await signOut(page);
    await signInThroughForm(page, first.email);
    await context.close();
  });
});
