import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formResponses } from '../../db/schema/forms.ts';
import { issuePublicLink, revokePublicLinks } from '../../public-links/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, setUpCompanyClients } from '../calculator/test-kit.ts';
import { countFormLinks, countSubmittedResponses, listSubmittedAnswers } from './queries.ts';
import { setUpTestForm, testCipher } from './test-kit.ts';

const ANSWERS = { mode: { type: 'choice', choice: 'bus' }, km: { type: 'number', value: 12 } };

describe('public form answers', () => {
  let testApp: TestApp;
  let company: CompanyClients;
  let other: CompanyClients;
  const get = (token: string) => testApp.app.inject({ method: 'GET', url: `/api/forms/${token}` });
  const draft = (token: string, answers: unknown) =>
    testApp.app.inject({ method: 'PUT', url: `/api/forms/${token}/draft`, payload: { answers } });
  const submit = (token: string, answers: unknown, remoteAddress = '203.0.113.7') =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/forms/${token}/submit`,
      payload: { answers },
      remoteAddress,
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    [company, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('keeps a draft, then submits once per personal link', async () => {
    const { formId, personalTokens } = await setUpTestForm(testApp.app, company.companyId, {
      recipients: [randomUUID()],
    });
    const token = personalTokens[0] as string;
    const opened = await get(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      form: { title: 'Commute 2025', state: 'open', linkKind: 'personal', estimatedSeconds: 5 + 5 + 7 + 30 },
      response: null,
    });

    expect((await draft(token, { mode: ANSWERS.mode })).statusCode).toBe(200);
    expect((await get(token)).json().response).toEqual({
      state: 'draft',
      answers: { mode: ANSWERS.mode },
      submittedAt: null,
    });

    const incomplete = await submit(token, { mode: ANSWERS.mode });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.details).toEqual([{ path: 'answers.km', message: 'validation.required' }]);

    expect((await submit(token, ANSWERS)).statusCode).toBe(201);
    const again = await submit(token, ANSWERS);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details).toEqual([{ path: 'form', message: 'validation.survey.submitted' }]);
    expect((await draft(token, ANSWERS)).statusCode).toBe(409);
    expect((await get(token)).json().response).toMatchObject({ state: 'submitted', answers: {} });

    expect(await countSubmittedResponses(testApp.app.database.db, company.companyId, formId)).toEqual({
      total: 1,
      openLink: 0,
    });
    expect(await countFormLinks(testApp.app.database.db, company.companyId, formId)).toEqual({
      personal: 1,
      used: 1,
      byGroup: { 'team-a': { personal: 1, used: 1 } },
    });
    // The stored answer keeps the group, not the link: it cannot be traced back to the recipient.
    const rows = await testApp.app.database.db
      .select({ linkId: formResponses.linkId, groupKey: formResponses.groupKey })
      .from(formResponses)
      .where(and(eq(formResponses.companyId, company.companyId), eq(formResponses.formId, formId)));
    expect(rows).toEqual([{ linkId: null, groupKey: 'team-a' }]);
  });

  it('answers once when the same personal link submits twice at the same moment', async () => {
    const { formId, personalTokens } = await setUpTestForm(testApp.app, company.companyId, {
      recipients: [randomUUID()],
    });
    const token = personalTokens[0] as string;
    const codes = (
      await Promise.all([submit(token, ANSWERS), submit(token, ANSWERS), submit(token, ANSWERS)])
    ).map((response) => response.statusCode);
    expect(codes.sort()).toEqual([201, 409, 409]);
    expect((await countSubmittedResponses(testApp.app.database.db, company.companyId, formId)).total).toBe(1);
  });

  it('refuses answers that do not fit the questions, naming each, and stores nothing', async () => {
    const { formId, personalTokens } = await setUpTestForm(testApp.app, company.companyId, {
      recipients: [randomUUID()],
    });
    const token = personalTokens[0] as string;
    const bad = await submit(token, {
      mode: { type: 'choice', choice: 'plane' },
      km: { type: 'number', value: -3 },
      extra: { type: 'yes-no', isYes: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { path: 'answers.extra', message: 'validation.survey.unknownQuestion' },
      { path: 'answers.mode', message: 'validation.survey.option' },
      { path: 'answers.km', message: 'validation.survey.belowMin' },
    ]);
    const shape = await draft(token, { km: { type: 'number', value: 'twelve' } });
    expect(shape.statusCode).toBe(400);
    expect((await countSubmittedResponses(testApp.app.database.db, company.companyId, formId)).total).toBe(0);
    expect((await get(token)).json().response).toBeNull();
  });

  it('answers 404 for a revoked, expired, unknown or other-purpose link, and for a form not yet sent', async () => {
    const db = testApp.app.database.db;
    const { formId, personalTokens, openToken, links } = await setUpTestForm(testApp.app, company.companyId, {
      recipients: [randomUUID(), randomUUID()],
    });
    const [revoked, kept] = personalTokens as [string, string];
    const [revokedLink] = links;
    expect((await get(revoked)).statusCode).toBe(200);
    const another = await setUpTestForm(testApp.app, company.companyId); // another form's links stay live
    expect(
      await revokePublicLinks(db, company.companyId, {
        purpose: 'form',
        subjectId: formId,
        ids: [revokedLink?.id as string],
      }),
    ).toBe(1);
    expect((await get(revoked)).statusCode).toBe(404);
    expect((await get(kept)).statusCode).toBe(200);
    expect(await revokePublicLinks(db, company.companyId, { purpose: 'form', subjectId: formId })).toBe(2);
    for (const token of [revoked, kept, openToken]) {
      expect((await get(token)).statusCode).toBe(404);
      expect((await draft(token, ANSWERS)).statusCode).toBe(404);
      expect((await submit(token, ANSWERS)).statusCode).toBe(404);
    }
    expect((await get(another.openToken)).statusCode).toBe(200);

    const expired = await issuePublicLink(
      db,
      {
        companyId: company.companyId,
        purpose: 'form',
        subjectId: another.formId,
        kind: 'open',
        expiresAt: new Date(Date.now() - 1000),
      },
      testCipher,
    );
    expect((await get(expired.token)).statusCode).toBe(404);
    const report = await issuePublicLink(db, {
      companyId: company.companyId,
      purpose: 'published-report',
      subjectId: another.formId,
      kind: 'open',
    });
    expect((await get(report.token)).statusCode).toBe(404);
    expect((await get('not-a-token')).statusCode).toBe(404);
    expect((await get('x'.repeat(100))).statusCode).toBe(404);

    const unsent = await setUpTestForm(testApp.app, company.companyId, { state: 'draft' });
    expect((await get(unsent.openToken)).statusCode).toBe(404);
  });

  it('reaches only its own form: answers land there and nowhere else', async () => {
    const db = testApp.app.database.db;
    const mine = await setUpTestForm(testApp.app, company.companyId, { recipients: [randomUUID()] });
    const theirs = await setUpTestForm(testApp.app, other.companyId, { recipients: [randomUUID()] });
    expect((await submit(mine.personalTokens[0] as string, ANSWERS)).statusCode).toBe(201);
    expect((await countSubmittedResponses(db, company.companyId, mine.formId)).total).toBe(1);
    expect((await countSubmittedResponses(db, other.companyId, theirs.formId)).total).toBe(0);
    // Another company's id with this form's id finds nothing.
    expect(await listSubmittedAnswers(db, other.companyId, mine.formId)).toEqual([]);
    expect(await listSubmittedAnswers(db, company.companyId, mine.formId)).toEqual([
      { answers: ANSWERS, groupKey: 'team-a' },
    ]);
  });

  it('refuses answers to a closed form, and shows it as closed', async () => {
    const { personalTokens, openToken } = await setUpTestForm(testApp.app, company.companyId, {
      state: 'closed',
      recipients: [randomUUID()],
    });
    const token = personalTokens[0] as string;
    expect((await get(token)).json().form.state).toBe('closed');
    for (const response of [
      await submit(token, ANSWERS),
      await draft(token, ANSWERS),
      await submit(openToken, ANSWERS),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error.details).toEqual([{ path: 'form', message: 'validation.survey.closed' }]);
    }
  });

  it('takes open-link answers within the per-address limit under 50 concurrent answers, refusing duplicates', async () => {
    const db = testApp.app.database.db;
    const { formId, openToken } = await setUpTestForm(testApp.app, company.companyId, { limit: 3 });
    const opened = (await get(openToken)).json();
    expect(opened).toMatchObject({ form: { linkKind: 'open' }, response: null });
    expect((await draft(openToken, ANSWERS)).statusCode).toBe(400);

    const answersFor = (index: number) => ({ ...ANSWERS, km: { type: 'number', value: index } });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => submit(openToken, answersFor(index), '198.51.100.20')),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(47);
    expect(responses.find((response) => response.statusCode === 429)?.json().error.details).toEqual([
      { path: 'form', message: 'validation.survey.addressLimit' },
    ]);

    // Another address has a limit of its own; the same answers twice from it are a duplicate.
    expect((await submit(openToken, ANSWERS, '198.51.100.21')).statusCode).toBe(201);
    const duplicate = await submit(openToken, ANSWERS, '198.51.100.21');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.details).toEqual([
      { path: 'form', message: 'validation.survey.duplicate' },
    ]);
    expect(await countSubmittedResponses(db, company.companyId, formId)).toEqual({ total: 4, openLink: 4 });
  });

  it('deletes an employee’s link and unsent draft with the employee', async () => {
    const added = await company.editor.inject({
      method: 'POST',
      url: '/api/company/workforce/employees',
      payload: { emails: ['leaver@example.org'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const employeeId = added.json().employees[0]._id as string;
    const { formId, personalTokens } = await setUpTestForm(testApp.app, company.companyId, {
      recipients: [employeeId],
    });
    const token = personalTokens[0] as string;
    expect((await draft(token, { mode: ANSWERS.mode })).statusCode).toBe(200);
    const removed = await company.editor.inject({
      method: 'DELETE',
      url: `/api/company/workforce/employees/${employeeId}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(token)).statusCode).toBe(404);
    const left = await testApp.app.database.db
      .select({ id: formResponses.id })
      .from(formResponses)
      .where(and(eq(formResponses.companyId, company.companyId), eq(formResponses.formId, formId)));
    expect(left).toEqual([]);
  });
});
