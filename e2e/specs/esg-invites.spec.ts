import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, makeEmail, registerThroughForm, signInThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { startMailbox } from '../support/mailbox.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** Invites a member with a role from Settings → Users, and registers them through the mailed link. */
async function addMember(
  owner: Page,
  browser: Browser,
  server: RunningServer,
  mailbox: Awaited<ReturnType<typeof startMailbox>>,
  member: { email: string; role: string; nameFirst: string; brand: string },
): Promise<Page> {
  await owner.goto('/dashboard/settings/users');
  const form = owner.getByRole('form', { name: 'Invite a colleague or supplier' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Role').selectOption(member.role);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await owner.getByText(`Invitation sent to ${member.email}.`).waitFor();
  const link = await mailbox.waitForLink(
    member.email,
    `${server.url.replace('127.0.0.1', 'localhost')}/register/`,
  );
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 1000 } });
  const page = await context.newPage();
  await page.goto(new URL(link).pathname);
  await page.getByLabel('First name').fill(member.nameFirst);
  await page.getByLabel('Last name').fill('Example');
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Repeat password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: `Join ${member.brand}` }).click();
  await page.waitForURL('**/dashboard/calculator');
  return page;
}

/**
 * Invites to ESG disclosures: an editor invites a colleague to two disclosures of a VSME year from the
 * ESG form; the colleague opens the mailed link signed in, sees the assignment and only those two
 * disclosures, and fills one, whose status the inviter's invite list then follows.
 */
describe('ESG: inviting a colleague to chosen disclosures', () => {
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let server: RunningServer;
  let browser: Browser;
  let owner: Page;
  let editor: Page;
  let colleague: Page;
  let esgUrl = '';
  const brand = 'Tuchwerk';
  const editorEmail = makeEmail('editor');
  const colleagueEmail = makeEmail('colleague');

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startServer({ SMTP_URL: mailbox.url }, { inbox: { linkTo: mailbox.waitForLink } });
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1366, height: 1000 },
    });
    owner = await context.newPage();
    await registerThroughForm(owner, { brand });
    editor = await addMember(owner, browser, server, mailbox, {
      email: editorEmail,
      role: 'editor',
      nameFirst: 'Edda',
      brand,
    });
    colleague = await addMember(owner, browser, server, mailbox, {
      email: colleagueEmail,
      role: 'editor',
      nameFirst: 'Carla',
      brand,
    });
  }, 180_000);
  afterAll(async () => {
    await browser.close();
    await server.stop();
    await mailbox.close();
  });

  it('lets the owner create a VSME year', async () => {
    await owner.goto('/dashboard/calculator/create');
    const form = owner.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /^ESG$/ }).check();
    await form.getByLabel('Name').fill('Sustainability report');
    await form.getByLabel('Start date').fill('2025-01-01');
    await form.getByLabel('End date').fill('2025-12-31');
    await form.getByRole('button', { name: 'Create project' }).click();
    await owner.waitForURL('**/dashboard/calculator/esg/**');
    esgUrl = new URL(owner.url()).pathname;
  });

  it('has the editor invite the colleague to B1 and B8 with a deadline and a message', async () => {
    await editor.goto(esgUrl);
    await editor.getByRole('heading', { name: /ESG report 2025/ }).waitFor();
    await editor.getByTestId('esg-invite-button').click();
    const dialog = editor.getByTestId('esg-invite-dialog');
    await dialog.waitFor();
    // Sending nothing names what is missing.
    await dialog.getByTestId('esg-invite-send').click();
    await dialog.getByText('Choose at least one disclosure of this year.').waitFor();

    await dialog.getByLabel('Colleague').selectOption({ label: `Carla Example (${colleagueEmail})` });
    expect(await dialog.getByLabel('Email address').inputValue()).toBe(colleagueEmail);
    await dialog.getByRole('checkbox', { name: 'B1 Basis for preparation' }).check();
    await dialog.getByRole('checkbox', { name: /^B8 / }).check();
    await dialog.getByLabel('Deadline (optional)').fill('2026-03-31');
    await dialog.getByLabel('Message (optional)').fill('Please add the turnover and the workforce figures.');
    await saveScreenshot(editor, 'esg-invite-dialog');
    await dialog.getByTestId('esg-invite-send').click();
    await editor.getByText(`Invite sent to ${colleagueEmail}.`).waitFor();
    // Sending the invite is not a save of the ESG form behind the dialog.
    expect(await editor.getByText('No changes to save.').count()).toBe(0);
    const row = dialog.getByTestId('invite-row');
    await row.waitFor();
    expect(await row.textContent()).toContain(colleagueEmail);
    expect(await row.getByTestId('invite-status').allTextContents()).toEqual([
      expect.stringContaining('B1 Basis for preparation'),
      expect.stringContaining('B8 '),
    ]);
    expect(await row.getByTestId('invite-status').first().getAttribute('data-status')).toBe('no-data');
  });

  it('mails the colleague a link to the ESG form, where they see their two disclosures and fill one', async () => {
    // The mail's link is the ESG form of the year (its host is the server's PUBLIC_URL).
    const link = await mailbox.waitForLink(colleagueEmail, '/dashboard/calculator/esg/');
    const target = new URL(link, server.url);
    expect(target.pathname).toBe(esgUrl);
    expect(target.searchParams.get('assigned')).toBe('1');

    await colleague.goto(`${target.pathname}${target.search}`);
    const assignments = colleague.getByTestId('esg-assignments');
    await assignments.waitFor();
    expect(await assignments.textContent()).toContain('Edda Example asks you to fill in:');
    expect(await assignments.textContent()).toContain('Please add the turnover and the workforce figures.');
    expect(await assignments.textContent()).toContain('due 31 Mar 2026');
    // Only the assigned disclosures are in the navigation, each marked.
    const nav = colleague.getByRole('navigation', { name: 'Disclosures' });
    await expect.poll(() => nav.getByRole('listitem').count()).toBe(2);
    await nav.getByTestId('disclosure-assigned-B1').waitFor();
    await nav.getByTestId('disclosure-assigned-B8').waitFor();
    expect(await colleague.getByTestId('esg-assigned-only').isChecked()).toBe(true);
    await saveScreenshot(colleague, 'esg-invitee-view');

    await colleague.getByTestId('esg-assigned-open-B1').click();
    await colleague.getByLabel('Turnover', { exact: true }).fill('2,400,000');
    await colleague.getByTestId('esg-save').click();
    await colleague.getByText('ESG answers saved.').waitFor();
    await expect
      .poll(() => colleague.getByTestId('esg-assigned-open-B1').getAttribute('data-status'))
      .toBe('in-progress');
    expect(await colleague.getByTestId('esg-assigned-open-B8').getAttribute('data-status')).toBe('no-data');

    // Unticking the switch shows every disclosure again.
    await colleague.getByTestId('esg-assigned-only').uncheck();
    await expect.poll(() => nav.getByRole('listitem').count()).toBeGreaterThan(2);
  });

  it("shows the inviter the colleague's progress", async () => {
    await editor.goto(esgUrl);
    await editor.getByTestId('esg-invite-button').click();
    const row = editor.getByTestId('esg-invite-dialog').getByTestId('invite-row');
    await row.waitFor();
    expect(await row.getByTestId('invite-status').first().getAttribute('data-status')).toBe('in-progress');
  });

  it("lists an ESRS year's disclosure requirements under their standards", async () => {
    await owner.goto('/dashboard/calculator/create');
    const form = owner.getByTestId('create-project-form');
    await form.getByRole('radio', { name: /^ESG$/ }).check();
    await form.getByLabel('Name').fill('CSRD report');
    await form.getByLabel('Start date').fill('2025-01-01');
    await form.getByLabel('End date').fill('2025-12-31');
    await form.getByRole('button', { name: 'Create project' }).click();
    await owner.waitForURL('**/dashboard/calculator/esg/**');
    await owner.getByRole('radio', { name: 'ESRS (topical standards E1–E5, S1–S4, G1)' }).click();
    await owner.getByTestId('esrs-no-xbrl').waitFor();
    await owner.getByTestId('esg-invite-button').click();
    const dialog = owner.getByTestId('esg-invite-dialog');
    const climate = dialog.getByRole('group', { name: 'E1 · Climate change' });
    await climate
      .getByRole('checkbox', { name: 'E1-1 Transition plan for climate change mitigation' })
      .waitFor();
    expect(await dialog.getByRole('checkbox', { name: /^B1 / }).count()).toBe(0);
    await saveScreenshot(owner, 'esg-invite-dialog-esrs');
  });

  it('fits a phone: the invitee view', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await signInThroughForm(phone, colleagueEmail);
    await phone.goto(`${esgUrl}?assigned=1`);
    await phone.getByTestId('esg-assignments').waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await saveScreenshot(phone, 'esg-invitee-phone');
  });
});
