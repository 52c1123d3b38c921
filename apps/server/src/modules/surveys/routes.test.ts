import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { companySubscriptions } from '../../db/schema/billing.ts';
import { buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, setUpCompanyClients } from '../calculator/test-kit.ts';
import { catchMails } from '../calculator-invites/test-kit.ts';
import { REPORT_URL, readZipEntries } from '../calculator-report/report-test-kit.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { purgeExpiredSurveyAnswers } from './retention.ts';

const base = '/api/company/surveys';
const survey = (extra: Record<string, unknown> = {}) => ({
  name: 'Commute 2025',
  periodStart: '2025-01-01',
  periodEnd: '2025-12-31',
  languages: ['en', 'de'],
  audience: 'all',
  ...extra,
});
const readToken = (mail: OutgoingMail) => {
  const match = mail.text.match(/\/forms\/([\w-]+)/);
  if (!match?.[1]) throw new Error('no survey link in the mail');
  return match[1];
};
const commute = (
  mode: string,
  km: number,
  onSite: number,
  home: number,
  extra: Record<string, unknown> = {},
) => ({
  mode: { type: 'choice', choice: mode },
  distanceKm: { type: 'number', value: km },
  daysOnSite: { type: 'days-per-week', days: onSite },
  homeOfficeDays: { type: 'days-per-week', days: home },
  weeksPerYear: { type: 'number', value: 46 },
  ...extra,
});

// DESNZ 2025 (reference-data/factors/desnz-2025.ndjson), each with its well-to-tank row, which the
// calculator counts in category 7 too: average petrol car 0.16272 + 0.04599 kg/km, average car of
// unknown fuel 0.16725 + 0.04399 kg/km, local bus 0.10385 + 0.02649 kg/p.km, national rail
// 0.03546 + 0.00897 kg/p.km; homeworking 0.33378 kg per FTE working hour.
const PETROL = 0.16272 + 0.04599;
const UNKNOWN_FUEL = 0.16725 + 0.04399;
const BUS = 0.10385 + 0.02649;
const RAIL = 0.03546 + 0.00897;
const ANSWERS = [
  commute('car-petrol', 10, 4, 1), // 2 × 10 × 4 × 46 = 3680 km, 1 × 46 × 8 = 368 home hours
  commute('car-petrol', 10, 4, 1),
  commute('car-petrol', 10, 4, 1),
  commute('bus', 8, 5, 0), // 3680 p.km
  commute('train', 30, 3, 2), // 8280 p.km, 736 home hours
  commute('carpool', 20, 5, 0, { carpoolPeople: { type: 'number', value: 2 } }), // 9200 / 2 = 4600 km
];
// Six answers stand for the head count of seven.
const EXPECTED_KG =
  (7 / 6) * (3 * 3680 * PETROL + 3680 * BUS + 8280 * RAIL + 4600 * UNKNOWN_FUEL + 1840 * 0.33378);

describe('survey routes', () => {
  let testApp: TestApp;
  let company: CompanyClients;
  let other: CompanyClients;
  let mails: OutgoingMail[];
  let surveyId: string;
  let instanceId: string;
  const answer = (token: string, answers: unknown) =>
    testApp.app.inject({ method: 'POST', url: `/api/forms/${token}/submit`, payload: { answers } });
  const addEmployees = async (client: SignedInClient, emails: string[], team?: string) => {
    const added = await client.inject({
      method: 'POST',
      url: '/api/company/workforce/employees',
      payload: { emails },
    });
    const ids = (added.json().employees as { _id: string }[]).map((employee) => employee._id);
    if (team)
      for (const id of ids)
        await client.inject({
          method: 'PUT',
          url: `/api/company/workforce/employees/${id}/team`,
          payload: { team },
        });
    return ids;
  };

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    mails = catchMails(testApp.app);
    [company, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    const teamA = (
      await company.editor.inject({
        method: 'POST',
        url: '/api/company/workforce/teams',
        payload: { name: 'Sales' },
      })
    ).json().team._id;
    const teamB = (
      await company.editor.inject({
        method: 'POST',
        url: '/api/company/workforce/teams',
        payload: { name: 'Lab' },
      })
    ).json().team._id;
    await addEmployees(
      company.editor,
      ['a1@example.org', 'a2@example.org', 'a3@example.org', 'a4@example.org', 'a5@example.org'],
      teamA,
    );
    await addEmployees(company.editor, ['b1@example.org', 'b2@example.org'], teamB);
    ({ instanceId } = await createProject(company.owner, { year: 2025 }));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 401 signed out, 403 below the role, 400 naming bad fields', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    expect((await company.viewer.inject({ method: 'POST', url: base, payload: survey() })).statusCode).toBe(
      403,
    );
    const bad = await company.editor.inject({
      method: 'POST',
      url: base,
      payload: survey({ name: '', periodEnd: '2024-12-31', audience: 'open' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['headCount', 'name', 'periodEnd']);
  });

  it('creates a draft, sends a personal link to each employee, and reminds once', async () => {
    const created = await company.editor.inject({ method: 'POST', url: base, payload: survey() });
    expect(created.statusCode, created.body).toBe(201);
    surveyId = created.json().survey._id;
    expect(created.json().survey).toMatchObject({
      state: 'draft',
      estimatedSeconds: 46,
      responseRate: null,
      invited: 0,
    });

    const sent = await company.editor.inject({ method: 'POST', url: `${base}/${surveyId}/send` });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      mailed: 7,
      survey: { state: 'open', invited: 7, headCount: 7, responses: 0 },
    });
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'a1@example.org',
      'a2@example.org',
      'a3@example.org',
      'a4@example.org',
      'a5@example.org',
      'b1@example.org',
      'b2@example.org',
    ]);
    expect(
      (await company.editor.inject({ method: 'POST', url: `${base}/${surveyId}/send` })).statusCode,
    ).toBe(409);
    // A draft can no longer change once sent.
    expect(
      (await company.editor.inject({ method: 'PATCH', url: `${base}/${surveyId}`, payload: survey() }))
        .statusCode,
    ).toBe(409);

    const tokenOf = (to: string) => readToken(mails.find((mail) => mail.to === to) as OutgoingMail);
    const order = ['a1', 'a2', 'a3', 'a4', 'a5', 'b1'];
    for (const [index, name] of order.entries()) {
      const response = await answer(tokenOf(`${name}@example.org`), ANSWERS[index]);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await answer(tokenOf('a1@example.org'), ANSWERS[0])).statusCode).toBe(409);

    mails.length = 0;
    const reminded = await company.editor.inject({ method: 'POST', url: `${base}/${surveyId}/remind` });
    expect(reminded.json()).toMatchObject({ mailed: 1 });
    expect(mails.map((mail) => mail.to)).toEqual(['b2@example.org']);
    expect(
      (await company.editor.inject({ method: 'POST', url: `${base}/${surveyId}/remind` })).statusCode,
    ).toBe(409);
  });

  it('shows results without any one employee’s answers, merging groups under five into "other"', async () => {
    const response = await company.viewer.inject({ method: 'GET', url: `${base}/${surveyId}/results` });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json();
    expect(results).toMatchObject({ respondents: 6, invited: 7, headCount: 7, isTooFewToShow: false });
    expect(results.responseRate).toBeCloseTo(6 / 7, 6);
    // Lab has one answer: it joins Sales in "other", so neither team's answers can be told apart.
    expect(results.teams).toEqual([{ key: 'other', name: 'other', invited: 7, responses: 6, rate: 6 / 7 }]);
    expect(results.modes).toEqual([{ key: 'other', count: 6 }]);
    expect(results.commuteEmissionsKg + results.homeOffice.emissionsKg).toBeCloseTo(EXPECTED_KG, 3);
    expect(results.homeOffice.perHomeOfficeDayKg).toBeCloseTo(8 * 0.33378, 6);
    expect(results.factors).toContainEqual(
      expect.objectContaining({
        lineageKey: 'desnz:32_603_9999_12_1',
        value: 0.33378,
        source: 'DESNZ',
        edition: '2025',
      }),
    );
    expect(results.assumptions).toContain('response rate 85.7 %');
    // A UK year computes with DESNZ, whose well-to-tank rows the calculator counts in category 7 too.
    expect(results.factorSet).toBe('DESNZ');
    expect(results.method).toMatchObject({ respondents: 6, headCount: 7, factorSet: 'DESNZ' });
    expect(JSON.stringify(results)).not.toContain('@example.org');
    for (const call of [`${base}`, `${base}/${surveyId}`]) {
      const body = (await company.viewer.inject({ method: 'GET', url: call })).body;
      expect(body).not.toContain('"distanceKm":{');
      expect(body).not.toContain('@example.org');
    }
  });

  it('sends the results to the 2025 year as category 7 rows, and again without duplicating them', async () => {
    const refused = await company.editor.inject({
      method: 'POST',
      url: `${base}/${surveyId}/inventory`,
      payload: { instanceId },
    });
    expect(refused.statusCode).toBe(403);
    const first = await company.admin.inject({
      method: 'POST',
      url: `${base}/${surveyId}/inventory`,
      payload: { instanceId },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 5, updated: 0, deleted: 0 });
    expect(first.json().totalKg).toBeCloseTo(EXPECTED_KG, 3);
    const again = await company.admin.inject({
      method: 'POST',
      url: `${base}/${surveyId}/inventory`,
      payload: { instanceId },
    });
    expect(again.json()).toMatchObject({ created: 0, updated: 5, deleted: 0 });
    expect(again.json().totalKg).toBeCloseTo(EXPECTED_KG, 3);
    const listed = await company.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/results/list',
      payload: { instances: [instanceId] },
    });
    const rows = (
      listed.json().results as {
        name: string;
        c2: string | null;
        c1: string;
        sources: { types: { type: string }[] };
        notes: string;
      }[]
    ).filter((row) => row.name.startsWith('Commute survey'));
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.sources.types.some((source) => source.type === 'survey'))).toBe(true);
    expect(rows.every((row) => row.notes.includes(`/dashboard/surveys/${surveyId}`))).toBe(true);
  });

  it('repeats the rows’ method in the Word report’s methodology', async () => {
    const operator = await buildUser(testApp.app.database.db, {
      companyId: company.companyId,
      role: 'owner',
      isSitewideAdmin: true,
    });
    const exporter = await signInAs(testApp.app, operator.email);
    const report = await exporter.inject({
      method: 'POST',
      url: REPORT_URL,
      payload: { instances: [instanceId], lang: 'en' },
    });
    expect(report.statusCode).toBe(200);
    const documentXml = readZipEntries(report.rawPayload).get('word/document.xml')?.toString('utf8') ?? '';
    expect(documentXml).toContain('Employee commuting (Scope 3 category 7) comes from employee surveys');
    expect(documentXml).toContain('6 answers, response rate 85.7 %, extrapolated to a head count of 7');
    // The German report words the same figures in German, not the rows' English assumptions.
    const german = await exporter.inject({
      method: 'POST',
      url: REPORT_URL,
      payload: { instances: [instanceId], lang: 'de' },
    });
    const germanXml = readZipEntries(german.rawPayload).get('word/document.xml')?.toString('utf8') ?? '';
    expect(germanXml).toContain(
      '6 Antworten, Rücklaufquote 85,7 %, hochgerechnet auf einen Personalstand von 7',
    );
    expect(germanXml).toContain('Homeoffice-Tage × Wochen × 8 Stunden × DESNZ-Homeoffice-Faktor');
    expect(germanXml).not.toContain('response rate 85.7 %');
  });

  it('refuses to send to a frozen year', async () => {
    expect(
      (
        await company.owner.inject({
          method: 'POST',
          url: `/api/company/calculator/instances/${instanceId}/freeze`,
        })
      ).statusCode,
    ).toBe(200);
    const frozen = await company.admin.inject({
      method: 'POST',
      url: `${base}/${surveyId}/inventory`,
      payload: { instanceId },
    });
    expect(frozen.statusCode).toBe(409);
    await company.owner.inject({
      method: 'POST',
      url: `/api/company/calculator/instances/${instanceId}/unfreeze`,
    });
  });

  it('computes a mode shift with the same factors', async () => {
    const shift = await company.viewer.inject({
      method: 'POST',
      url: `${base}/${surveyId}/what-if`,
      payload: { fromModes: ['car-petrol'], underKm: 15, toMode: 'e-bike', sharePercent: 30 },
    });
    expect(shift.statusCode, shift.body).toBe(200);
    expect(shift.json().affectedRespondents).toBe(3);
    expect(shift.json().savingKg).toBeCloseTo((7 / 6) * 3 * 3680 * PETROL * 0.3, 3);
  });

  it('answers 404 for another company’s survey, year or team', async () => {
    for (const call of [
      { method: 'GET', url: `${base}/${surveyId}` },
      { method: 'GET', url: `${base}/${surveyId}/results` },
      { method: 'PATCH', url: `${base}/${surveyId}`, payload: survey() },
      { method: 'POST', url: `${base}/${surveyId}/send` },
      { method: 'POST', url: `${base}/${surveyId}/remind` },
      { method: 'POST', url: `${base}/${surveyId}/close` },
      {
        method: 'POST',
        url: `${base}/${surveyId}/what-if`,
        payload: { fromModes: ['bus'], underKm: 5, toMode: 'walk', sharePercent: 10 },
      },
    ] as const) {
      expect((await other.admin.inject(call)).statusCode, call.url).toBe(404);
    }
    const theirYear = await createProject(other.owner, { year: 2025 });
    expect(
      (
        await company.admin.inject({
          method: 'POST',
          url: `${base}/${surveyId}/inventory`,
          payload: { instanceId: theirYear.instanceId },
        })
      ).statusCode,
    ).toBe(404);
    const theirTeam = (
      await other.editor.inject({
        method: 'POST',
        url: '/api/company/workforce/teams',
        payload: { name: 'X' },
      })
    ).json().team._id;
    expect(
      (
        await company.editor.inject({
          method: 'POST',
          url: base,
          payload: survey({ audience: 'teams', teamIds: [theirTeam] }),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deletes answers 36 months after the period ends, keeping the survey', async () => {
    const db = testApp.app.database.db;
    expect(await purgeExpiredSurveyAnswers(db, new Date('2028-12-31T00:00:00Z'))).toBe(0);
    expect(await purgeExpiredSurveyAnswers(db, new Date('2029-01-01T00:00:00Z'))).toBe(6);
    const survey = (await company.viewer.inject({ method: 'GET', url: `${base}/${surveyId}` })).json().survey;
    expect(survey).toMatchObject({ responses: 0, invited: 7 });
  });

  it('refuses answers once closed', async () => {
    const closed = await company.editor.inject({ method: 'POST', url: `${base}/${surveyId}/close` });
    expect(closed.json().survey.state).toBe('closed');
    const b2 = mails.find((mail) => mail.to === 'b2@example.org') as OutgoingMail;
    const refused = await answer(readToken(b2), ANSWERS[0]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual([{ path: 'form', message: 'validation.survey.closed' }]);
  });
});

describe('survey entitlements', () => {
  const stripeBilling = readConfig({
    BILLING: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    BILLING_PLANS_FILE: fileURLToPath(
      new URL('../../../../../config/billing/plans.example.json', import.meta.url),
    ),
  }).billing;
  let stripe: TestApp;
  let company: CompanyClients;
  beforeAll(async () => {
    stripe = await createTestApp({ billing: stripeBilling });
    company = await setUpCompanyClients(stripe.app);
  });
  afterAll(async () => {
    await stripe.close();
  });

  it('needs a surveys subscription, and counts each survey against totalSurveys', async () => {
    expect((await company.viewer.inject({ method: 'GET', url: base })).statusCode).toBe(402);
    await stripe.app.database.db.insert(companySubscriptions).values({
      companyId: company.companyId,
      product: 'surveys',
      collectionMethod: 'charge_automatically',
      hasPaidCurrentPeriodInvoice: true,
      details: { totalSurveys: 1 },
    });
    expect((await company.viewer.inject({ method: 'GET', url: base })).statusCode).toBe(200);
    const first = await company.editor.inject({ method: 'POST', url: base, payload: survey() });
    expect(first.statusCode, first.body).toBe(201);
    const second = await company.editor.inject({ method: 'POST', url: base, payload: survey() });
    expect(second.statusCode).toBe(402);
  });
});
