import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_SUPPORT_ATTACHMENT_BYTES, MAX_SUPPORT_MESSAGE_LENGTH } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('support ticket routes', () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let user: SignedInClient;
  let colleague: SignedInClient;
  let stranger: SignedInClient;
  let operator: SignedInClient;
  let userEmail: string;
  let brand: string;

  const file = (client: SignedInClient, payload: object) =>
    client.inject({ method: 'POST', url: '/api/support/tickets', payload });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'http://localhost:3000' });
    const db = testApp.app.database.db;
    const company = await buildCompany(db);
    brand = company.brand;
    const other = await buildCompany(db);
    const platform = await buildCompany(db);
    const userRow = await buildUser(db, { companyId: company.id, role: 'viewer' });
    userEmail = userRow.email;
    user = await signInAs(testApp.app, userRow.email);
    colleague = await signInAs(
      testApp.app,
      (await buildUser(db, { companyId: company.id, role: 'owner' })).email,
    );
    stranger = await signInAs(
      testApp.app,
      (await buildUser(db, { companyId: other.id, role: 'owner' })).email,
    );
    const operatorRow = await buildUser(db, {
      companyId: platform.id,
      role: 'viewer',
      isSitewideAdmin: true,
    });
    operator = await signInAs(testApp.app, operatorRow.email);
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  describe('filing a ticket', () => {
    it('answers 401 without a session', async () => {
      const list = await testApp.app.inject({ method: 'GET', url: '/api/support/tickets' });
      expect(list.statusCode).toBe(401);
      const create = await testApp.app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        payload: { subject: 'Help', message: 'Please' },
      });
      expect(create.statusCode).toBe(401);
    });

    it('files an open ticket with an attachment checked by its content', async () => {
      const response = await file(user, {
        subject: '  Import fails  ',
        message: 'The electricity import stops at row 3.',
        attachment: { name: 'C:\\bills\\bill.pdf', content: base64(PDF) },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().ticket).toEqual(
        expect.objectContaining({
          subject: 'Import fails',
          message: 'The electricity import stops at row 3.',
          status: 'open',
          attachment: { name: 'bill.pdf', kind: 'pdf', size: PDF.length },
          replies: [],
        }),
      );
    });

    it('refuses an empty subject, naming the field', async () => {
      const response = await file(user, { subject: '   ', message: 'Text' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([{ path: 'subject', message: 'validation.required' }]);
    });

    it('refuses a message that is too long', async () => {
      const response = await file(user, {
        subject: 'Long',
        message: 'x'.repeat(MAX_SUPPORT_MESSAGE_LENGTH + 1),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([{ path: 'message', message: 'validation.tooLong' }]);
    });

    it('refuses an attachment whose content is no allowed type, whatever its name', async () => {
      const program = Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this is a program', 'latin1');
      const response = await file(user, {
        subject: 'Odd file',
        message: 'See the attachment.',
        attachment: { name: 'invoice.pdf', content: base64(program) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([{ path: 'attachment', message: 'unsupportedType' }]);
      expect(response.json().error.message).toContain('invoice.pdf');
    });

    it('refuses an attachment over the size limit', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(MAX_SUPPORT_ATTACHMENT_BYTES)]);
      const response = await file(user, {
        subject: 'Big file',
        message: 'See the attachment.',
        attachment: { name: 'big.pdf', content: base64(big) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([{ path: 'attachment', message: 'tooLarge' }]);
    });

    it('stores nothing when a ticket is refused', async () => {
      const response = await user.inject({ method: 'GET', url: '/api/support/tickets' });
      expect(response.json().tickets.map((ticket: { subject: string }) => ticket.subject)).toEqual([
        'Import fails',
      ]);
    });
  });

  describe('who sees a ticket', () => {
    let ticketId: string;

    beforeAll(async () => {
      const response = await file(user, {
        subject: 'Private question',
        message: 'Only for me and support.',
        attachment: { name: 'notes.csv', content: base64(Buffer.from('a;b\n1;2\n')) },
      });
      ticketId = response.json().ticket._id;
    });

    it('shows the author their ticket and its attachment', async () => {
      const one = await user.inject({ method: 'GET', url: `/api/support/tickets/${ticketId}` });
      expect(one.statusCode).toBe(200);
      expect(one.json().ticket.subject).toBe('Private question');
      const download = await user.inject({
        method: 'GET',
        url: `/api/support/tickets/${ticketId}/attachment`,
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toContain('text/csv');
      expect(download.headers['content-disposition']).toContain('attachment;');
      expect(download.body).toBe('a;b\n1;2\n');
    });

    it('hides it from a colleague of the same company (404)', async () => {
      const list = await colleague.inject({ method: 'GET', url: '/api/support/tickets' });
      expect(list.json().tickets).toEqual([]);
      const one = await colleague.inject({ method: 'GET', url: `/api/support/tickets/${ticketId}` });
      expect(one.statusCode).toBe(404);
      const download = await colleague.inject({
        method: 'GET',
        url: `/api/support/tickets/${ticketId}/attachment`,
      });
      expect(download.statusCode).toBe(404);
    });

    it("answers 404 to another company's user", async () => {
      const one = await stranger.inject({ method: 'GET', url: `/api/support/tickets/${ticketId}` });
      expect(one.statusCode).toBe(404);
      expect(one.json().error.code).toBe('NOT_FOUND');
      const download = await stranger.inject({
        method: 'GET',
        url: `/api/support/tickets/${ticketId}/attachment`,
      });
      expect(download.statusCode).toBe(404);
    });
  });

  describe('support (platform operators)', () => {
    let ticketId: string;

    beforeAll(async () => {
      const response = await file(user, { subject: 'Report layout', message: 'The cover is empty.' });
      ticketId = response.json().ticket._id;
    });

    const operatorCalls = () => [
      { method: 'GET' as const, url: '/api/settings/support-tickets' },
      {
        method: 'POST' as const,
        url: `/api/settings/support-tickets/${ticketId}/replies`,
        payload: { message: 'Hi' },
      },
      { method: 'POST' as const, url: `/api/settings/support-tickets/${ticketId}/close` },
      { method: 'GET' as const, url: `/api/settings/support-tickets/${ticketId}/attachment` },
    ];

    it('refuses every support call to a company owner who is no operator (403)', async () => {
      for (const call of operatorCalls()) {
        const response = await colleague.inject(call);
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    });

    it("lists every company's tickets with the company, author and status", async () => {
      const response = await operator.inject({ method: 'GET', url: '/api/settings/support-tickets' });
      expect(response.statusCode).toBe(200);
      const tickets = response.json().tickets as Array<Record<string, unknown>>;
      expect(tickets).toHaveLength(3);
      expect(tickets[0]).toEqual(
        expect.objectContaining({
          _id: ticketId,
          status: 'open',
          company: expect.objectContaining({ brand }),
          author: expect.objectContaining({ email: userEmail }),
        }),
      );
      const open = await operator.inject({
        method: 'GET',
        url: '/api/settings/support-tickets?status=closed',
      });
      expect(open.json().tickets).toEqual([]);
      const wrong = await operator.inject({
        method: 'GET',
        url: '/api/settings/support-tickets?status=done',
      });
      expect(wrong.statusCode).toBe(400);
    });

    it('answers a ticket: the author is mailed and sees the answer', async () => {
      const response = await operator.inject({
        method: 'POST',
        url: `/api/settings/support-tickets/${ticketId}/replies`,
        payload: { message: 'Fixed: the cover now shows your logo.' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().ticket.status).toBe('answered');
      const mail = await smtp.waitForMail(userEmail);
      expect(mail.subject).toContain('Report layout');
      expect(mail.text).toContain('Fixed: the cover now shows your logo.');
      expect(mail.text).toContain('http://localhost:3000/dashboard/support');

      const seen = await user.inject({ method: 'GET', url: `/api/support/tickets/${ticketId}` });
      expect(seen.json().ticket).toEqual(
        expect.objectContaining({
          status: 'answered',
          replies: [expect.objectContaining({ message: 'Fixed: the cover now shows your logo.' })],
        }),
      );
    });

    it('refuses an empty reply, naming the field', async () => {
      const response = await operator.inject({
        method: 'POST',
        url: `/api/settings/support-tickets/${ticketId}/replies`,
        payload: { message: ' ' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([{ path: 'message', message: 'validation.required' }]);
    });

    it('closes a ticket, with a reply or without', async () => {
      const closing = await operator.inject({
        method: 'POST',
        url: `/api/settings/support-tickets/${ticketId}/replies`,
        payload: { message: 'Closing this one.', isClosing: true },
      });
      expect(closing.json().ticket.status).toBe('closed');
      expect(closing.json().ticket.replies).toHaveLength(2);
      const close = await operator.inject({
        method: 'POST',
        url: `/api/settings/support-tickets/${ticketId}/close`,
      });
      expect(close.statusCode).toBe(200);
      expect(close.json().ticket.status).toBe('closed');
    });

    it('answers 404 for an unknown ticket', async () => {
      const reply = await operator.inject({
        method: 'POST',
        url: `/api/settings/support-tickets/${UNKNOWN_ID}/replies`,
        payload: { message: 'Hello' },
      });
      expect(reply.statusCode).toBe(404);
      const close = await operator.inject({
        method: 'POST',
        url: `/api/settings/support-tickets/${UNKNOWN_ID}/close`,
      });
      expect(close.statusCode).toBe(404);
    });
  });
});

describe('support replies with mail switched off', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ smtpUrl: undefined });
  });
  afterAll(() => testApp.close());

  it('stores the answer and writes the mail to the outbox', async () => {
    const db = testApp.app.database.db;
    const company = await buildCompany(db);
    const author = await buildUser(db, { companyId: company.id, role: 'editor' });
    const operatorRow = await buildUser(db, { companyId: company.id, role: 'viewer', isSitewideAdmin: true });
    const user = await signInAs(testApp.app, author.email);
    const operator = await signInAs(testApp.app, operatorRow.email);
    const filed = await user.inject({
      method: 'POST',
      url: '/api/support/tickets',
      payload: { subject: 'Offline mail', message: 'Does this work?' },
    });
    const response = await operator.inject({
      method: 'POST',
      url: `/api/settings/support-tickets/${filed.json().ticket._id}/replies`,
      payload: { message: 'Yes, it does.' },
    });
    expect(response.statusCode).toBe(200);
    const outbox = join(testApp.app.config.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((name) => readFileSync(join(outbox, name), 'utf8'));
    expect(mails.some((mail) => mail.includes(author.email) && mail.includes('Offline mail'))).toBe(true);
  });
});

describe('a ticket attachment name', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ smtpUrl: undefined });
  });
  afterAll(() => testApp.close());

  it('is kept without the bidirectional controls that would disguise its type', async () => {
    const db = testApp.app.database.db;
    const company = await buildCompany(db);
    const author = await buildUser(db, { companyId: company.id, role: 'viewer' });
    const user = await signInAs(testApp.app, author.email);
    const response = await user.inject({
      method: 'POST',
      url: '/api/support/tickets',
      payload: {
        subject: 'Bill',
        message: 'See the attachment.',
        attachment: { name: 'rechnung-\u202eFDP.exe\u2066.pdf', content: base64(PDF) },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().ticket.attachment.name).toBe('rechnung-FDP.exe.pdf');
  });
});
