import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorInvites } from '../../db/schema/calculator-invites.ts';
import { buildUser } from '../../test/factories.ts';
import type { SignedInClient } from '../../test/session.ts';
import { signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashToken } from '../auth/tokens.ts';
import { type CompanyClients, createProject, setUpCompanyClients } from '../calculator/test-kit.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { catchMails, withToken } from './test-kit.ts';

const base = '/api/company/calculator/invites';
const assignmentsOf = (id: string) => `/api/company/esg/years/${id}/assignments`;
const turnover = { code: 'vsme:Turnover', value: { kind: 'number', value: 1_000_000, unit: 'iso4217:EUR' } };

type Item = { kind: string; id: string; title: string; deadline: string | null; status: string };

describe('invites to the disclosures of an ESG year', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let mails: OutgoingMail[];
  let colleague: SignedInClient;
  let vsmeYear: string;
  let esrsYear: string;
  let corporateYear: string;
  const colleagueEmail = 'dana.esg@example.org';
  const readerEmail = 'rudi.reader@example.org';

  const payload = (instance: string, extra: Record<string, unknown> = {}) => ({
    instances: [instance],
    email: colleagueEmail,
    kind: 'colleague',
    message: 'Please fill in the business figures by March.',
    items: [
      { kind: 'disclosure', id: 'B1', deadline: '2026-03-31' },
      { kind: 'disclosure', id: 'B8', deadline: '2026-03-31' },
    ],
    ...extra,
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    mails = catchMails(testApp.app);
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    const db = testApp.app.database.db;
    await buildUser(db, { companyId: acme.companyId, role: 'editor', email: colleagueEmail });
    await buildUser(db, { companyId: acme.companyId, role: 'viewer', email: readerEmail });
    colleague = await signInAs(testApp.app, colleagueEmail);
    vsmeYear = (await createProject(acme.owner, { name: 'VSME report', type: 'esg', year: 2025 })).instanceId;
    esrsYear = (await createProject(acme.owner, { name: 'CSRD report', type: 'esg', year: 2025 })).instanceId;
    corporateYear = (await createProject(acme.owner, { name: 'HQ', year: 2025 })).instanceId;
    const esrs = await acme.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${esrsYear}/esrs`,
      payload: { family: 'esrs' },
    });
    expect(esrs.statusCode, esrs.body).toBe(200);
  }, 180_000);
  afterAll(() => testApp.close());

  it('answers 401 for the assignments without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: assignmentsOf(vsmeYear) });
    expect(response.statusCode).toBe(401);
  });

  it('invites a colleague to two VSME disclosures and mails them the ESG form, not a public link', async () => {
    const before = mails.length;
    const response = await acme.editor.inject({ method: 'POST', url: base, payload: payload(vsmeYear) });
    expect(response.statusCode, response.body).toBe(201);
    const invite = response.json().invite;
    expect(invite.message).toBe('Please fill in the business figures by March.');
    expect(
      invite.items.map((item: Item) => [item.kind, item.id, item.title, item.deadline, item.status]),
    ).toEqual([
      ['disclosure', 'B1', 'B1 Basis for preparation', '2026-03-31', 'no-data'],
      ['disclosure', 'B8', 'B8 Workforce – general characteristics', '2026-03-31', 'no-data'],
    ]);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1) as OutgoingMail;
    expect(mail.to).toBe(colleagueEmail);
    expect(mail.text).toContain('B1 Basis for preparation, B8 Workforce – general characteristics');
    expect(mail.text).toContain('Message: Please fill in the business figures by March.');
    expect(mail.text).toContain(`/dashboard/calculator/esg/${vsmeYear}?assigned=1`);
    expect(mail.text).not.toContain('/calculator/form/invite/');

    const listed = await acme.editor.inject({ method: 'GET', url: `${base}?instance=${vsmeYear}` });
    expect(listed.json().invites.map((row: { _id: string }) => row._id)).toEqual([invite._id]);
  });

  it('shows the invitee their assignment, and no one else', async () => {
    const mine = await colleague.inject({ method: 'GET', url: `${assignmentsOf(vsmeYear)}?lang=de` });
    expect(mine.statusCode, mine.body).toBe(200);
    const [assignment, ...rest] = mine.json().assignments;
    expect(rest).toEqual([]);
    expect(assignment.message).toBe('Please fill in the business figures by March.');
    expect(assignment.inviter).not.toBe('');
    expect(assignment.items.map((item: Item) => item.id)).toEqual(['B1', 'B8']);
    expect(assignment.items[0].title).toBe('B1 Grundlage für die Erstellung');
    const theirs = await acme.viewer.inject({ method: 'GET', url: assignmentsOf(vsmeYear) });
    expect(theirs.json().assignments).toEqual([]);
  });

  it("follows the disclosures' completion and tells the inviter the colleague saved", async () => {
    const saved = await colleague.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${vsmeYear}/vsme`,
      payload: { answers: [turnover], disclosures: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = await colleague.inject({ method: 'GET', url: assignmentsOf(vsmeYear) });
    expect(mine.json().assignments[0].items.map((item: Item) => item.status)).toEqual([
      'in-progress',
      'no-data',
    ]);

    const stated = await colleague.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${vsmeYear}/vsme`,
      payload: {
        answers: [],
        disclosures: [
          { code: 'B8', isNotMaterial: true, notMaterialReason: 'No employees.', evidenceNote: '' },
        ],
      },
    });
    expect(stated.statusCode, stated.body).toBe(200);
    const count = await acme.editor.inject({ method: 'GET', url: '/api/company/users/notifications/count' });
    expect(count.json().numUnreadNotifications).toBe(1);
    const notifications = await acme.editor.inject({
      method: 'GET',
      url: '/api/company/users/notifications',
    });
    const [entry] = notifications.json().invites;
    expect(entry.publicLink).toMatch(new RegExp(`/dashboard/calculator/esg/${vsmeYear}\\?assigned=1$`));
    expect(entry.statuses.map((status: { status: string }) => status.status)).toEqual([
      'in-progress',
      'complete',
    ]);
  });

  it('accepts ESRS disclosure requirements for an ESRS year', async () => {
    const response = await acme.editor.inject({
      method: 'POST',
      url: base,
      payload: payload(esrsYear, { items: [{ kind: 'disclosure', id: 'E1-1' }] }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().invite.items[0]).toMatchObject({ id: 'E1-1', status: 'no-data' });
    expect(response.json().invite.items[0].title).toMatch(/^E1-1 /);
  });

  it('refuses a code outside the year’s family or modules, naming the field (400)', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [vsmeYear, { items: [{ kind: 'disclosure', id: 'E1-6' }] }, 'items.0.id'],
      [
        vsmeYear,
        {
          items: [
            { kind: 'disclosure', id: 'B1' },
            { kind: 'disclosure', id: 'C1' },
          ],
        },
        'items.1.id',
      ],
      [vsmeYear, { items: [{ kind: 'disclosure', id: 'B99' }] }, 'items.0.id'],
      [vsmeYear, { items: [{ kind: 'section', id: 'purchased-electricity' }] }, 'items.0.kind'],
      [esrsYear, { items: [{ kind: 'disclosure', id: 'B1' }] }, 'items.0.id'],
      [corporateYear, { items: [{ kind: 'disclosure', id: 'B1' }] }, 'items.0.id'],
    ];
    for (const [year, extra, path] of cases) {
      const response = await acme.editor.inject({ method: 'POST', url: base, payload: payload(year, extra) });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toContain(path);
    }
  });

  it('refuses an invitee who cannot fill in the form: a supplier, a stranger, a reader (400 on the field)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'supplier' }, 'kind'],
      [{ email: 'stranger@example.org' }, 'email'],
      [{ email: readerEmail }, 'email'],
    ];
    for (const [extra, path] of cases) {
      const response = await acme.editor.inject({
        method: 'POST',
        url: base,
        payload: payload(vsmeYear, extra),
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toEqual([path]);
    }
  });

  it('keeps the role rules: viewers may not invite (403)', async () => {
    const response = await acme.viewer.inject({ method: 'POST', url: base, payload: payload(vsmeYear) });
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for another company's year", async () => {
    const invite = await other.editor.inject({ method: 'POST', url: base, payload: payload(vsmeYear) });
    expect(invite.statusCode).toBe(404);
    const assignments = await other.editor.inject({ method: 'GET', url: assignmentsOf(vsmeYear) });
    expect(assignments.statusCode).toBe(404);
    const notEsg = await acme.editor.inject({ method: 'GET', url: assignmentsOf(corporateYear) });
    expect(notEsg.statusCode).toBe(404);
  });

  it("opens no public form with an ESG invite's token, while a calculator invite's opens it", async () => {
    const db = testApp.app.database.db;
    const esgInvite = await acme.editor.inject({ method: 'POST', url: base, payload: payload(vsmeYear) });
    const calculatorInvite = await acme.editor.inject({
      method: 'POST',
      url: base,
      payload: {
        instances: [corporateYear],
        email: 'supplier@example.org',
        kind: 'supplier',
        message: 'The meter readings, please.',
        items: [{ kind: 'section', id: 'purchased-electricity' }],
      },
    });
    expect(calculatorInvite.statusCode, calculatorInvite.body).toBe(201);
    expect((mails.at(-1) as OutgoingMail).text).toContain('Message: The meter readings, please.');
    // Give both a token known here (the real ones exist only in the mail and encrypted).
    const tokens = { esg: 'esg-token-0123456789abcdef', calculator: 'calc-token-0123456789abcdef' };
    for (const [id, token] of [
      [esgInvite.json().invite._id, tokens.esg],
      [calculatorInvite.json().invite._id, tokens.calculator],
    ] as const) {
      await db
        .update(calculatorInvites)
        .set({ tokenHash: hashToken(token) })
        .where(eq(calculatorInvites.id, id));
    }
    const current = { method: 'GET', url: '/api/company/calculator/invites/current' } as const;
    expect((await withToken(testApp.app, tokens.calculator, current)).statusCode).toBe(200);
    expect((await withToken(testApp.app, tokens.esg, current)).statusCode).toBe(404);
    await acme.editor.inject({ method: 'POST', url: `${base}/${esgInvite.json().invite._id}/revoke` });
  });

  it('drops a revoked invite from the assignments', async () => {
    const listed = await acme.editor.inject({ method: 'GET', url: `${base}?instance=${vsmeYear}` });
    const live = listed.json().invites.filter((invite: { revokedAt: string | null }) => !invite.revokedAt);
    expect(live).toHaveLength(1);
    const revoked = await acme.editor.inject({ method: 'POST', url: `${base}/${live[0]._id}/revoke` });
    expect(revoked.statusCode).toBe(200);
    const mine = await colleague.inject({ method: 'GET', url: assignmentsOf(vsmeYear) });
    expect(mine.json().assignments).toEqual([]);
  });
});
