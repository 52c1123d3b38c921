import { formatDate, resolveDateLocale } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFactors } from '../../db/schema/factors.ts';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, setUpCompanyClients } from '../calculator/test-kit.ts';
import { catchMails } from '../calculator-invites/test-kit.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

const base = '/api/company/supplier-questionnaires';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const supplier = (name: string, employees: number | null) => ({
  name,
  contactEmail: `${name.toLowerCase().replaceAll(' ', '.')}@supplier.example`,
  country: 'DE',
  naceCode: 'C24',
  spend: { amount: 100_000, currency: 'EUR' },
  employees,
});
const send = (client: SignedInClient, payload: object) =>
  client.inject({ method: 'POST', url: base, payload });
const tokenOf = (mail: OutgoingMail | undefined) => {
  const match = mail?.text.match(/\/forms\/([\w%-]+)/);
  if (!match?.[1]) throw new Error('no form link in the mail');
  return decodeURIComponent(match[1]);
};
const ANSWERS = {
  'scope1-tonnes': { type: 'number', value: 120 },
  'scope2-tonnes': { type: 'number', value: 30 },
  'revenue-eur': { type: 'number', value: 1_500_000 },
  'has-target': { type: 'yes-no', isYes: true },
  'climate-policy': { type: 'yes-no', isYes: true },
};

describe('supplier questionnaire routes', () => {
  let testApp: TestApp;
  let company: CompanyClients;
  let other: CompanyClients;
  let mails: OutgoingMail[];
  let acmeId: string;
  let questionnaireId: string;
  let token: string;
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const body = () => ({
    supplierId: acmeId,
    templateId: 'climate-basics',
    reportingYear: 2025,
    deadline,
    language: 'en',
  });

  beforeAll(async () => {
    testApp = await createTestApp();
    mails = catchMails(testApp.app);
    [company, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    const added = await company.editor.inject({
      method: 'POST',
      url: '/api/company/suppliers',
      payload: supplier('Acme Steel', 80),
    });
    acmeId = added.json().supplier._id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 401 without a session on every call', async () => {
    const calls = [
      { method: 'GET' as const, url: base },
      { method: 'GET' as const, url: `${base}/${UNKNOWN_ID}` },
      { method: 'POST' as const, url: base, payload: {} },
      { method: 'POST' as const, url: `${base}/${UNKNOWN_ID}/remind` },
      { method: 'POST' as const, url: `${base}/${UNKNOWN_ID}/accept-emissions` },
      { method: 'DELETE' as const, url: `${base}/${UNKNOWN_ID}` },
    ];
    for (const call of calls) expect((await testApp.app.inject(call)).statusCode, call.url).toBe(401);
  });

  it('sends the climate basics to a small supplier, mailing the link with the year and the deadline', async () => {
    const response = await send(company.editor, body());
    expect(response.statusCode, response.body).toBe(201);
    const { questionnaire } = response.json();
    questionnaireId = questionnaire._id;
    expect(questionnaire).toMatchObject({
      supplier: { _id: acmeId, name: 'Acme Steel' },
      templateId: 'climate-basics',
      title: 'Climate basics',
      reportingYear: 2025,
      deadline,
      capVersion: 'vsme-basic-2026-05-01',
      state: 'sent',
      completion: 0,
      score: 0,
      maxScore: 17,
      answers: null,
    });
    const mail = mails.at(-1);
    expect(mail?.to).toBe('acme.steel@supplier.example');
    const deadlineInWords = formatDate(deadline, resolveDateLocale('en', 'DE'), 'long');
    expect(mail?.text).toContain(`for 2025 by ${deadlineInWords}`);
    expect(mail?.text).toContain('You may decline the questions marked optional.');
    token = tokenOf(mail);
  });

  it('lets the supplier answer through its link while signed out: a draft first, then submitted, scored', async () => {
    const opened = await testApp.app.inject({
      method: 'GET',
      url: `/api/forms/${encodeURIComponent(token)}`,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().form).toMatchObject({
      purpose: 'supplier-questionnaire',
      title: 'Climate basics',
      state: 'open',
    });
    const draft = await testApp.app.inject({
      method: 'PUT',
      url: `/api/forms/${encodeURIComponent(token)}/draft`,
      payload: { answers: { 'scope1-tonnes': ANSWERS['scope1-tonnes'] } },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const listed = (await company.viewer.inject({ method: 'GET', url: base })).json().questionnaires[0];
    expect(listed).toMatchObject({ state: 'draft', completion: 0.1, score: 2 });
    const submitted = await testApp.app.inject({
      method: 'POST',
      url: `/api/forms/${encodeURIComponent(token)}/submit`,
      payload: { answers: ANSWERS },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const detail = (await company.viewer.inject({ method: 'GET', url: `${base}/${questionnaireId}` })).json();
    expect(detail.questionnaire).toMatchObject({
      state: 'submitted',
      completion: 0.5,
      score: 9,
      maxScore: 17,
    });
    expect(detail.questionnaire.answers['revenue-eur']).toEqual({ type: 'number', value: 1_500_000 });
  });

  it('takes the submitted emissions over as a company factor with the supplier as its source', async () => {
    const accepted = await company.editor.inject({
      method: 'POST',
      url: `${base}/${questionnaireId}/accept-emissions`,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().questionnaire.emissionsAcceptedAt).toEqual(expect.any(String));
    const supplierBody = (
      await company.viewer.inject({ method: 'GET', url: `/api/company/suppliers/${acmeId}` })
    ).json();
    expect(supplierBody.supplier.reportedEmissions).toEqual([
      expect.objectContaining({
        year: 2025,
        scope1Tonnes: 120,
        scope2Tonnes: 30,
        revenue: 1_500_000,
        currency: 'EUR',
      }),
    ]);
    const [factor] = await testApp.app.database.db
      .select()
      .from(companyFactors)
      .where(
        and(
          eq(companyFactors.companyId, company.companyId),
          eq(companyFactors.lineageKey, `supplier:${acmeId}`),
        ),
      );
    expect(factor).toMatchObject({ sourceName: 'Supplier: Acme Steel', value: 100, year: 2025 });
    // An answered questionnaire needs no reminder.
    expect(
      (await company.editor.inject({ method: 'POST', url: `${base}/${questionnaireId}/remind` })).statusCode,
    ).toBe(409);
  });

  it('reminds before an answer, and a revoked link answers 404 and reaches nothing', async () => {
    const second = await send(company.editor, { ...body(), templateId: 'vsme-value-chain', language: 'de' });
    expect(second.statusCode, second.body).toBe(201);
    const secondId = second.json().questionnaire._id;
    const firstMail = mails.at(-1);
    expect(firstMail?.subject).toContain('VSME-basierter Fragebogen');
    const secondToken = tokenOf(firstMail);
    const reminded = await company.editor.inject({ method: 'POST', url: `${base}/${secondId}/remind` });
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json().questionnaire.reminderCount).toBe(1);
    expect(mails.at(-1)?.subject).toMatch(/^Erinnerung: /);
    expect(tokenOf(mails.at(-1))).toBe(secondToken);
    // The link opens its own questionnaire only: the VSME one, not the first.
    const opened = await testApp.app.inject({
      method: 'GET',
      url: `/api/forms/${encodeURIComponent(secondToken)}`,
    });
    expect(opened.json().form.questionSet.id).toBe('supplier-vsme-value-chain');
    expect((await company.editor.inject({ method: 'DELETE', url: `${base}/${secondId}` })).statusCode).toBe(
      200,
    );
    const dead = await testApp.app.inject({
      method: 'GET',
      url: `/api/forms/${encodeURIComponent(secondToken)}`,
    });
    expect(dead.statusCode).toBe(404);
    const list = (await company.viewer.inject({ method: 'GET', url: base })).json().questionnaires;
    expect(list.find((one: { _id: string }) => one._id === secondId).state).toBe('revoked');
    expect(
      (await company.editor.inject({ method: 'POST', url: `${base}/${secondId}/remind` })).statusCode,
    ).toBe(404);
  });

  it('refuses viewers (403), bad input naming the field (400), and another company’s ids (404)', async () => {
    const writes = [
      { method: 'POST' as const, url: base, payload: body() },
      { method: 'POST' as const, url: `${base}/${questionnaireId}/remind` },
      { method: 'POST' as const, url: `${base}/${questionnaireId}/accept-emissions` },
      { method: 'DELETE' as const, url: `${base}/${questionnaireId}` },
    ];
    for (const write of writes) expect((await company.viewer.inject(write)).statusCode, write.url).toBe(403);
    const cases: Array<[object, string]> = [
      [{ ...body(), templateId: 'unknown' }, 'templateId'],
      [{ ...body(), deadline: '2020-01-01' }, 'deadline'],
      [{ ...body(), deadline: 'soon' }, 'deadline'],
      [{ ...body(), reportingYear: 20.5 }, 'reportingYear'],
      [{ ...body(), supplierId: 'x' }, 'supplierId'],
    ];
    for (const [payload, path] of cases) {
      const response = await send(company.editor, payload);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toEqual([path]);
    }
    const foreign = [
      { method: 'GET' as const, url: `${base}/${questionnaireId}` },
      { method: 'POST' as const, url: `${base}/${questionnaireId}/remind` },
      { method: 'POST' as const, url: `${base}/${questionnaireId}/accept-emissions` },
      { method: 'DELETE' as const, url: `${base}/${questionnaireId}` },
      { method: 'POST' as const, url: base, payload: body() },
    ];
    for (const attempt of foreign)
      expect((await other.owner.inject(attempt)).statusCode, attempt.url).toBe(404);
    expect((await other.viewer.inject({ method: 'GET', url: base })).json().questionnaires).toEqual([]);
  });
});
