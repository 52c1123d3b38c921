import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEmail, readMailedLink, registerThroughForm } from '../support/accounts.ts';
import { launchBrowser, saveScreenshot } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const SUBJECT = 'The import stops at row 3';
const ANSWER = 'Thanks! Row 3 had a text in the amount column; the import now says so.';

describe('support tickets: a user files one, the operator answers it, the user reads the answer', () => {
  let server: RunningServer;
  let browser: Browser;
  let operator: Page;
  let user: Page;
  let userEmail = '';

  beforeAll(async () => {
    // A fresh installation of its own: its first account is the platform operator.
    server = await startServer();
    browser = await launchBrowser();
    operator = await (await browser.newContext({ baseURL: server.url, viewport: DESKTOP })).newPage();
    user = await (await browser.newContext({ baseURL: server.url, viewport: DESKTOP })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lets a signed-in user file a ticket from the Support popup, naming a missing field', async () => {
    await registerThroughForm(operator, { email: makeEmail('operator'), brand: 'Platform Ops' });
    userEmail = makeEmail('user');
    await registerThroughForm(user, { email: userEmail, brand: 'Harbour Bakery' });

    await user.getByRole('button', { name: 'Support', exact: true }).click();
    const popup = user.getByTestId('support-popup');
    await popup.getByRole('link', { name: 'Submit a ticket' }).click();
    await user.waitForURL('**/dashboard/support');
    await popup.waitFor({ state: 'detached' });
    const form = user.getByTestId('support-ticket-form');
    await user.getByText('You have not submitted a ticket yet.').waitFor();

    await form.getByRole('button', { name: 'Submit ticket' }).click();
    await form.getByText('Please fill in this field.').first().waitFor();
    expect(await form.getByLabel('Subject').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Subject').fill(SUBJECT);
    await form.getByLabel('Message').fill('The electricity import of 2025 stops at row 3 without a message.');
    await form.getByLabel('Attachment (optional)').setInputFiles({
      name: 'import.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await form.getByRole('button', { name: 'Submit ticket' }).click();
    await user.getByTestId('toast').getByText('Your ticket was submitted.').waitFor();
    const ticket = user.getByTestId('support-ticket');
    await ticket.waitFor();
    expect(await ticket.getByRole('heading', { name: SUBJECT }).count()).toBe(1);
    expect(await ticket.getByTestId('ticket-status').textContent()).toBe('Open');
    expect(await ticket.getByRole('link', { name: 'Download import.pdf' }).count()).toBe(1);
    expect(await form.getByLabel('Subject').inputValue()).toBe('');
    await saveScreenshot(user, 'support-tickets-filed');
  });

  it('lets the operator answer it in Settings → Support tickets', async () => {
    await operator.getByTestId('user-menu').click();
    await operator.getByRole('menuitem', { name: 'Settings' }).click();
    await operator.getByRole('link', { name: 'Support tickets', exact: true }).click();
    await operator.waitForURL('**/dashboard/settings/support-tickets');
    const ticket = operator.getByTestId('support-ticket').filter({ hasText: SUBJECT });
    await ticket.waitFor();
    expect(await ticket.getByTestId('ticket-company').textContent()).toBe('Harbour Bakery');
    expect(await ticket.getByTestId('ticket-status').textContent()).toBe('Open');

    await ticket.getByLabel(`Your answer to “${SUBJECT}”`).fill(ANSWER);
    await ticket.getByRole('button', { name: 'Send answer' }).click();
    await operator.getByTestId('toast').getByText('Your answer was sent.').waitFor();
    await expect.poll(() => ticket.getByTestId('ticket-status').textContent()).toBe('Answered');
    expect(await ticket.getByTestId('ticket-reply').textContent()).toContain(ANSWER);
    await saveScreenshot(operator, 'support-tickets-operator');
  });

  it('mails the answer to the user, who sees it on the tickets page, on a phone too', async () => {
    const link = await readMailedLink(user, userEmail, '/dashboard/');
    expect(link).toBe('/dashboard/support');
    await user.setViewportSize(PHONE);
    await user.goto(link);
    const ticket = user.getByTestId('support-ticket');
    await ticket.getByTestId('ticket-reply').waitFor();
    expect(await ticket.getByTestId('ticket-status').textContent()).toBe('Answered');
    expect(await ticket.getByTestId('ticket-reply').textContent()).toContain(ANSWER);
    const scrollWidth = await user.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(user, 'support-tickets-answered-phone');
  });

  it('keeps Settings → Support tickets from people who are no operator', async () => {
    await user.setViewportSize(DESKTOP);
    await user.goto('/dashboard/settings/account');
    await user.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await user.getByRole('link', { name: 'Support tickets', exact: true }).count()).toBe(0);
    const response = await user.request.get('/api/settings/support-tickets');
    expect(response.status()).toBe(403);
  });
});
