import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceFiles } from '../../db/schema/evidence-files.ts';
import { supportTickets } from '../../db/schema/support-tickets.ts';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, setUpCompanyClients } from '../calculator/test-kit.ts';

const api = '/api/company/calculator';
/** A PDF of exactly `size` bytes. */
const pdfOf = (size: number) => {
  const head = '%PDF-1.4\n%';
  return Buffer.from(`${head}${'x'.repeat(size - head.length - 6)}\n%%EOF`);
};
const QUOTA = 1000;

function upload(client: SignedInClient, instanceId: string, bytes: Buffer, name: string, lang = 'en') {
  return client.inject({
    method: 'POST',
    url: `${api}/instances/${instanceId}/files`,
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      'accept-language': lang,
    },
    payload: bytes,
  });
}

function fileTicket(client: SignedInClient, bytes: Buffer | null, lang = 'en') {
  return client.inject({
    method: 'POST',
    url: '/api/support/tickets',
    headers: { 'accept-language': lang },
    payload: {
      subject: 'Help',
      message: 'Please look at this.',
      ...(bytes ? { attachment: { name: 'screen.pdf', content: bytes.toString('base64') } } : {}),
    },
  });
}

/** Each company's storage for evidence files and for ticket attachments is capped by the configured quotas. */
describe('upload quotas per company', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let acmeYear: string;
  let otherYear: string;

  const countRows = async (companyId: string, table: typeof evidenceFiles | typeof supportTickets) => {
    const [row] = await testApp.app.database.db
      .select({ n: count() })
      .from(table)
      .where(eq(table.companyId, companyId));
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ uploadQuotas: { evidenceBytes: QUOTA, supportAttachmentBytes: QUOTA } });
    [acme, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    acmeYear = (await createProject(acme.owner, { name: 'HQ' })).instanceId;
    otherYear = (await createProject(other.owner, { name: 'HQ' })).instanceId;
  });
  afterAll(() => testApp.close());

  it('refuses an evidence file beyond the quota with 409 naming the file, in the page language, storing nothing', async () => {
    for (const name of ['a.pdf', 'b.pdf']) {
      expect((await upload(acme.editor, acmeYear, pdfOf(400), name)).statusCode).toBe(201);
    }
    const refused = await upload(acme.editor, acmeYear, pdfOf(201), 'c.pdf', 'de');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      details: [{ path: 'file', message: 'quotaReached' }],
    });
    expect(refused.json().error.message).toMatch(
      /^Die Belegdateien deines Unternehmens dürfen zusammen höchstens/,
    );
    const english = await upload(acme.editor, acmeYear, pdfOf(201), 'c.pdf');
    expect(english.json().error.message).toMatch(/^Your company's evidence files may take up at most/);
    expect(await countRows(acme.companyId, evidenceFiles)).toBe(2);

    // What is left still fits, to the byte; another company has a quota of its own.
    expect((await upload(acme.editor, acmeYear, pdfOf(200), 'c.pdf')).statusCode).toBe(201);
    expect((await upload(other.editor, otherYear, pdfOf(900), 'big.pdf')).statusCode).toBe(201);
  });

  it('frees the quota when files are deleted', async () => {
    const files = await acme.viewer.inject({ method: 'GET', url: `${api}/instances/${acmeYear}/files` });
    const first = files.json().files[0]._id as string;
    expect((await acme.admin.inject({ method: 'DELETE', url: `${api}/files/${first}` })).statusCode).toBe(
      200,
    );
    expect((await upload(acme.editor, acmeYear, pdfOf(400), 'd.pdf')).statusCode).toBe(201);
  });

  it('lets only as many of simultaneous uploads land as fit', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map((index) => upload(other.editor, otherYear, pdfOf(60), `${index}.pdf`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await countRows(other.companyId, evidenceFiles)).toBe(2);
  });

  it('caps the ticket attachments of a company, even those of a viewer, and still takes tickets without one', async () => {
    for (const size of [500, 500]) expect((await fileTicket(acme.viewer, pdfOf(size))).statusCode).toBe(201);
    const refused = await fileTicket(acme.viewer, pdfOf(100), 'de');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.details).toEqual([{ path: 'attachment', message: 'quotaReached' }]);
    expect(refused.json().error.message).toMatch(/^Die Anhänge der Support-Tickets deines Unternehmens/);
    expect(await countRows(acme.companyId, supportTickets)).toBe(2);
    expect((await fileTicket(acme.viewer, null)).statusCode).toBe(201);
    // A colleague's company is a company of its own.
    expect((await fileTicket(other.viewer, pdfOf(500))).statusCode).toBe(201);
  });
});
