import { fileURLToPath } from 'node:url';
import { ESRS_DISCLOSURES, SHIPPED_MATTER_LIST } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { changeLog } from '../../db/schema/change-log.ts';
import { esgDisclosureStates } from '../../db/schema/esg.ts';
import { buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const base = '/api/company/assessments';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const MITIGATION = 'E1.climate-change-mitigation';
const AIR = 'E2.pollution-of-air';
const WASTE = 'E5.waste';
const HEALTH = 'S1.working-conditions.health-and-safety';

const create = (client: SignedInClient, payload: Record<string, unknown> = {}) =>
  client.inject({ method: 'POST', url: base, payload: { name: 'DMA 2025', year: 2025, ...payload } });
const get = (client: SignedInClient, id: string) => client.inject({ method: 'GET', url: `${base}/${id}` });
const impact = (matterId: string, level: number, extra: Record<string, unknown> = {}) => ({
  matterId,
  type: 'actual-negative-impact',
  valueChain: ['own-operations'],
  timeHorizons: ['short'],
  description: `Impact on ${matterId}`,
  scores: { scale: level, scope: level, irremediability: level },
  ...extra,
});
const risk = (matterId: string, level: number) => ({
  matterId,
  type: 'risk',
  valueChain: ['upstream'],
  timeHorizons: ['medium'],
  description: `Risk of ${matterId}`,
  scores: { financial: { medium: { magnitude: level, likelihood: level } } },
});
const addIro = (client: SignedInClient, id: string, payload: object) =>
  client.inject({ method: 'POST', url: `${base}/${id}/iros`, payload });
const setState = (client: SignedInClient, id: string, to: string) =>
  client.inject({ method: 'POST', url: `${base}/${id}/state`, payload: { to } });

describe('materiality routes', () => {
  let testApp: TestApp;
  let company: CompanyClients;
  let other: CompanyClients;
  let operator: SignedInClient;
  let assessmentId: string;
  let iroIds: string[] = [];
  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    [company, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    const admin = await buildUser(testApp.app.database.db, {
      companyId: company.companyId,
      role: 'viewer',
      isSitewideAdmin: true,
    });
    operator = await signInAs(testApp.app, admin.email);
    const created = await create(company.editor);
    expect(created.statusCode, created.body).toBe(201);
    assessmentId = created.json().assessment._id;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 401 without a session on every route', async () => {
    const routes: [string, string][] = [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}/${assessmentId}`],
      ['PATCH', `${base}/${assessmentId}`],
      ['PUT', `${base}/${assessmentId}/thresholds`],
      ['POST', `${base}/${assessmentId}/state`],
      ['POST', `${base}/${assessmentId}/iros`],
      ['PUT', `${base}/${assessmentId}/iros/${UNKNOWN_ID}`],
      ['POST', `${base}/${assessmentId}/iros/${UNKNOWN_ID}/accept`],
      ['DELETE', `${base}/${assessmentId}/iros/${UNKNOWN_ID}`],
      ['POST', `${base}/${assessmentId}/proposals`],
      ['GET', `${base}/${assessmentId}/export.docx`],
      ['GET', `${base}/${assessmentId}/export.xlsx`],
      ['GET', '/api/materiality/matter-lists/current'],
      ['POST', '/api/materiality/matter-lists'],
    ];
    for (const [method, url] of routes) {
      const response = await testApp.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('starts a draft with the shipped matter list, the default thresholds and the formula with its version', async () => {
    const { assessment } = (await get(company.viewer, assessmentId)).json();
    expect(assessment).toMatchObject({
      name: 'DMA 2025',
      year: 2025,
      state: 'draft',
      matterListVersion: 1,
      thresholds: { impact: 3, financial: 3 },
      formula: { version: 'dma-score-1' },
      iros: [],
      decisions: [],
    });
    expect(assessment.formula.text.de).toContain('Schweregrad');
    expect(assessment.thresholdChanges).toHaveLength(1);
    const list = (await company.viewer.inject({ method: 'GET', url: base })).json();
    expect(list.assessments.map((a: { _id: string }) => a._id)).toEqual([assessmentId]);
  });

  it('refuses writes to viewers (403) and approval to editors (403)', async () => {
    expect((await create(company.viewer)).statusCode).toBe(403);
    expect((await addIro(company.viewer, assessmentId, impact(AIR, 3))).statusCode).toBe(403);
    const patch = await company.viewer.inject({
      method: 'PATCH',
      url: `${base}/${assessmentId}`,
      payload: { name: 'x' },
    });
    expect(patch.statusCode).toBe(403);
    expect((await setState(company.viewer, assessmentId, 'in-review')).statusCode).toBe(403);
  });

  it('answers 400 naming the field for bad input, and stores nothing', async () => {
    const noName = await create(company.editor, { name: ' ', year: 1800 });
    expect(noName.statusCode).toBe(400);
    expect(
      noName
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['name', 'year']);
    const badScore = await addIro(company.editor, assessmentId, impact(AIR, 7));
    expect(badScore.statusCode).toBe(400);
    expect(badScore.json().error.details[0].path).toBe('scores.scale');
    const badMatter = await addIro(company.editor, assessmentId, impact('E9.nothing', 3));
    expect(badMatter.statusCode).toBe(400);
    expect(badMatter.json().error.details).toEqual([{ path: 'matterId', message: 'validation.invalid' }]);
    const badFile = await addIro(
      company.editor,
      assessmentId,
      impact(AIR, 3, { evidenceFileIds: [UNKNOWN_ID] }),
    );
    expect(badFile.statusCode).toBe(400);
    expect(badFile.json().error.details).toEqual([
      { path: 'evidenceFileIds.0', message: 'validation.invalid' },
    ]);
    const noReason = await company.editor.inject({
      method: 'PUT',
      url: `${base}/${assessmentId}/thresholds`,
      payload: { impact: 3.5, financial: 3, reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details).toEqual([{ path: 'reason', message: 'validation.required' }]);
    const badState = await setState(company.editor, assessmentId, 'done');
    expect(badState.statusCode).toBe(400);
    const badContext = await company.editor.inject({
      method: 'PATCH',
      url: `${base}/${assessmentId}`,
      payload: { context: { stakeholders: [{ name: 'Union', type: 'aliens' }] } },
    });
    expect(badContext.statusCode).toBe(400);
    expect(badContext.json().error.details[0].path).toBe('context.stakeholders.0.type');
    expect((await get(company.viewer, assessmentId)).json().assessment.iros).toEqual([]);
  });

  it('answers 404 for another company’s assessment and IROs on every route', async () => {
    const iro = await addIro(company.editor, assessmentId, impact(AIR, 2));
    const iroId = iro.json().iro._id;
    const attempts: [string, string, unknown][] = [
      ['GET', `${base}/${assessmentId}`, undefined],
      ['PATCH', `${base}/${assessmentId}`, { name: 'Taken' }],
      ['PUT', `${base}/${assessmentId}/thresholds`, { impact: 2, financial: 2, reason: 'Mine now' }],
      ['POST', `${base}/${assessmentId}/state`, { to: 'in-review' }],
      ['POST', `${base}/${assessmentId}/iros`, impact(AIR, 5)],
      ['PUT', `${base}/${assessmentId}/iros/${iroId}`, impact(AIR, 5)],
      ['POST', `${base}/${assessmentId}/iros/${iroId}/accept`, undefined],
      ['DELETE', `${base}/${assessmentId}/iros/${iroId}`, undefined],
      ['POST', `${base}/${assessmentId}/proposals`, undefined],
      ['GET', `${base}/${UNKNOWN_ID}`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await other.admin.inject({ method: method as 'GET', url, payload: payload as never });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Nor does another company's IRO id reach into this assessment.
    const theirs = (await create(other.editor)).json().assessment._id;
    const theirIro = (await addIro(other.editor, theirs, impact(AIR, 2))).json().iro._id;
    const cross = await company.editor.inject({
      method: 'DELETE',
      url: `${base}/${assessmentId}/iros/${theirIro}`,
    });
    expect(cross.statusCode).toBe(404);
    // Starting from another company's assessment is not possible either.
    expect((await create(company.editor, { fromAssessmentId: theirs })).statusCode).toBe(404);
    const after = (await get(company.viewer, assessmentId)).json().assessment;
    expect(after.name).toBe('DMA 2025');
    expect(after.iros.map((i: { _id: string }) => i._id)).toEqual([iroId]);
    await company.editor.inject({ method: 'DELETE', url: `${base}/${assessmentId}/iros/${iroId}` });
  });

  it('scores IROs gross, decides matters by either threshold and logs a threshold change with its reason', async () => {
    iroIds = [];
    for (const payload of [
      impact(MITIGATION, 4),
      risk(MITIGATION, 3),
      impact(AIR, 2),
      risk(AIR, 2),
      impact(WASTE, 3),
    ]) {
      const response = await addIro(company.editor, assessmentId, payload);
      expect(response.statusCode, response.body).toBe(201);
      iroIds.push(response.json().iro._id);
    }
    const humanRights = await addIro(
      company.editor,
      assessmentId,
      impact(HEALTH, 4, {
        type: 'potential-negative-impact',
        humanRights: true,
        scores: { scale: 4, scope: 4, irremediability: 4, likelihood: 1 },
      }),
    );
    expect(humanRights.json().iro).toMatchObject({ impactScore: 4, financialScore: null });
    iroIds.push(humanRights.json().iro._id);
    const before = (await get(company.viewer, assessmentId)).json().assessment;
    const material = before.decisions
      .filter((d: { isMaterial: boolean }) => d.isMaterial)
      .map((d: { matterId: string }) => d.matterId);
    expect(material).toEqual([MITIGATION, WASTE, HEALTH]);

    const raised = await company.editor.inject({
      method: 'PUT',
      url: `${base}/${assessmentId}/thresholds`,
      payload: { impact: 3.5, financial: 3, reason: 'Aligned with the group’s scale' },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const after = raised.json().assessment;
    expect(after.decisions.find((d: { matterId: string }) => d.matterId === WASTE).isMaterial).toBe(false);
    expect(after.thresholdChanges.at(-1)).toMatchObject({
      impact: 3.5,
      financial: 3,
      reason: 'Aligned with the group’s scale',
    });
    const [logged] = await testApp.app.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.companyId, company.companyId), eq(changeLog.subject, 'materialityAssessment')));
    expect(logged).toMatchObject({
      action: 'update',
      subjectId: assessmentId,
      before: { impactThreshold: 3, financialThreshold: 3 },
      after: { impactThreshold: 3.5, financialThreshold: 3, reason: 'Aligned with the group’s scale' },
    });
  });

  it('proposes IROs from the calculator, which count only once a person accepts them', async () => {
    const { instanceId } = await createProject(company.owner, { name: 'Plant', year: 2025, region: 'GB' });
    const saved = await manage(company.editor, { toCreate: [gasRow(instanceId, 500_000)] });
    expect(saved.statusCode, saved.body).toBe(200);
    const proposed = await company.editor.inject({
      method: 'POST',
      url: `${base}/${assessmentId}/proposals`,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    // Gas burnt on site is Scope 1 (own operations); its upstream (category 3) is over 10 % as well.
    expect(proposed.json().iros).toEqual([
      expect.objectContaining({
        matterId: MITIGATION,
        type: 'actual-negative-impact',
        valueChain: ['own-operations'],
        status: 'proposed',
        origin: expect.objectContaining({ kind: 'calculator', scope: 1, category: null }),
      }),
      expect.objectContaining({
        matterId: MITIGATION,
        valueChain: ['upstream'],
        status: 'proposed',
        origin: expect.objectContaining({ kind: 'calculator', scope: 3, category: 3 }),
      }),
    ]);
    expect(proposed.json().iros[0].description).toMatch(
      /^Greenhouse-gas emissions of Scope 1: \d+ % of the year/,
    );
    const again = await company.editor.inject({ method: 'POST', url: `${base}/${assessmentId}/proposals` });
    expect(again.json().proposed).toBe(0);
    const proposalId = proposed.json().iros[0]._id;
    await setState(company.editor, assessmentId, 'in-review');
    const refused = await setState(company.admin, assessmentId, 'approved');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('proposed');
    const scored = await company.editor.inject({
      method: 'PUT',
      url: `${base}/${assessmentId}/iros/${proposalId}`,
      payload: impact(MITIGATION, 5, {
        description: 'Gas burnt in the plant',
        valueChain: ['own-operations'],
      }),
    });
    expect(scored.json().iro.status).toBe('proposed');
    const accepted = await company.editor.inject({
      method: 'POST',
      url: `${base}/${assessmentId}/iros/${proposalId}/accept`,
    });
    expect(accepted.statusCode).toBe(200);
    // The other proposal is rejected: removed, it never counts.
    const rejected = await company.editor.inject({
      method: 'DELETE',
      url: `${base}/${assessmentId}/iros/${proposed.json().iros[1]._id}`,
    });
    expect(rejected.statusCode).toBe(200);
    expect(
      (await get(company.viewer, assessmentId))
        .json()
        .assessment.iros.find((i: { _id: string }) => i._id === proposalId).status,
    ).toBe('accepted');
  });

  it('lets only an admin approve; approval freezes it, logs it and marks the ESG year’s ESRS disclosures', async () => {
    const esg = await createProject(company.owner, { name: 'ESG', type: 'esg', year: 2025 });
    await company.editor.inject({
      method: 'PATCH',
      url: `${base}/${assessmentId}`,
      payload: { explanations: { E2: 'Only office heating emits to air; no process emissions.' } },
    });
    expect((await setState(company.editor, assessmentId, 'approved')).statusCode).toBe(403);
    const approved = await setState(company.admin, assessmentId, 'approved');
    expect(approved.statusCode, approved.body).toBe(200);
    const assessment = approved.json().assessment;
    expect(assessment.state).toBe('approved');
    expect(assessment.approvedAt).not.toBeNull();
    expect(assessment.esgYearsMarked).toEqual([
      { instanceId: esg.instanceId, projectName: 'ESG', year: 2025 },
    ]);

    const states = await testApp.app.database.db
      .select()
      .from(esgDisclosureStates)
      .where(
        and(
          eq(esgDisclosureStates.companyId, company.companyId),
          eq(esgDisclosureStates.instanceId, esg.instanceId),
        ),
      );
    const byCode = new Map(states.map((state) => [state.disclosureCode, state]));
    expect(states).toHaveLength(ESRS_DISCLOSURES.length);
    expect(byCode.get('E1-6')).toMatchObject({ isNotMaterial: false, materialityAssessmentId: assessmentId });
    expect(byCode.get('E1-6')?.materialityReason).toContain('Climate change mitigation');
    expect(byCode.get('E2-4')).toMatchObject({
      isNotMaterial: true,
      notMaterialReason: 'Only office heating emits to air; no process emissions.',
    });
    expect(byCode.get('S1-14')?.isNotMaterial).toBe(false);
    expect(byCode.get('G1-1')?.notMaterialReason).toBe('No matter of this topic was assessed as material.');
    // The ESG form shows each ESRS disclosure with the assessment that decided it.
    const form = (
      await company.viewer.inject({ method: 'GET', url: `/api/company/esg/years/${esg.instanceId}/esrs` })
    ).json();
    const formState = (code: string) => form.disclosures.find((d: { code: string }) => d.code === code);
    expect(formState('E1-6')).toMatchObject({ isNotMaterial: false, materiality: { assessmentId } });
    expect(formState('E2-4')).toMatchObject({
      isNotMaterial: true,
      notMaterialReason: 'Only office heating emits to air; no process emissions.',
    });

    const [approval] = await testApp.app.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.companyId, company.companyId), eq(changeLog.action, 'approve')));
    expect(approval).toMatchObject({ subject: 'materialityAssessment', subjectId: assessmentId });
    expect((approval?.after as { materialStandards?: string[] } | undefined)?.materialStandards).toEqual([
      'E1',
      'S1',
    ]);
  });

  it('exports the assessment as Word and XLSX for admins, in the request’s language', async () => {
    const docx = await company.admin.inject({
      method: 'GET',
      url: `${base}/${assessmentId}/export.docx`,
      headers: { 'accept-language': 'de' },
    });
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.headers['content-disposition']).toBe(
      'attachment; filename="materiality-assessment-2025.docx"',
    );
    const document = strFromU8(unzipSync(docx.rawPayload)['word/document.xml'] ?? new Uint8Array());
    for (const expected of [
      'Doppelte Wesentlichkeitsanalyse',
      'Klimaschutz',
      'dma-score-1',
      'Wesentlichkeitsmatrix',
    ])
      expect(document).toContain(expected);
    expect(Object.keys(unzipSync(docx.rawPayload)).some((name) => name.startsWith('word/media/'))).toBe(true);
    const xlsx = await company.admin.inject({ method: 'GET', url: `${base}/${assessmentId}/export.xlsx` });
    expect(xlsx.statusCode).toBe(200);
    const sheets = unzipSync(xlsx.rawPayload);
    const decisions = strFromU8(sheets['xl/worksheets/sheet4.xml'] ?? new Uint8Array());
    expect(decisions).toContain('E1 – Climate change mitigation');
    expect(decisions).toContain('Material from both perspectives');
    expect(
      (await company.editor.inject({ method: 'GET', url: `${base}/${assessmentId}/export.docx` })).statusCode,
    ).toBe(403);
    expect(
      (await other.admin.inject({ method: 'GET', url: `${base}/${assessmentId}/export.xlsx` })).statusCode,
    ).toBe(404);
  });

  it('refuses every change to an approved assessment (409) and keeps it as approved', async () => {
    const iroId = iroIds[0];
    const attempts: [string, string, unknown][] = [
      ['PATCH', `${base}/${assessmentId}`, { name: 'Changed' }],
      ['PUT', `${base}/${assessmentId}/thresholds`, { impact: 1, financial: 1, reason: 'Later' }],
      ['POST', `${base}/${assessmentId}/state`, { to: 'draft' }],
      ['POST', `${base}/${assessmentId}/iros`, impact(AIR, 5)],
      ['PUT', `${base}/${assessmentId}/iros/${iroId}`, impact(AIR, 5)],
      ['POST', `${base}/${assessmentId}/iros/${iroId}/accept`, undefined],
      ['DELETE', `${base}/${assessmentId}/iros/${iroId}`, undefined],
      ['POST', `${base}/${assessmentId}/proposals`, undefined],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await company.owner.inject({
        method: method as 'GET',
        url,
        payload: payload as never,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(409);
    }
    const { assessment } = (await get(company.viewer, assessmentId)).json();
    expect(assessment).toMatchObject({
      name: 'DMA 2025',
      state: 'approved',
      thresholds: { impact: 3.5, financial: 3 },
    });
    expect(assessment.iros).toHaveLength(7);
  });

  it('starts next year’s assessment from this one: context, thresholds and accepted IROs', async () => {
    const next = await create(company.editor, {
      name: 'DMA 2026',
      year: 2026,
      fromAssessmentId: assessmentId,
    });
    expect(next.statusCode, next.body).toBe(201);
    const assessment = next.json().assessment;
    expect(assessment).toMatchObject({
      state: 'draft',
      previousAssessmentId: assessmentId,
      thresholds: { impact: 3.5, financial: 3 },
    });
    expect(assessment.iros).toHaveLength(7);
    expect(assessment.explanations.E2).toContain('office heating');
  });

  it('covers a group only of companies the user belongs to', async () => {
    const outside = await create(company.editor, { groupCompanyIds: [other.companyId] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.details).toEqual([
      { path: 'groupCompanyIds.0', message: 'validation.invalid' },
    ]);
  });

  it('keeps matter list versions: only a sitewide admin adds one, and running assessments keep theirs', async () => {
    const matters = [
      ...SHIPPED_MATTER_LIST.matters,
      { ...SHIPPED_MATTER_LIST.matters[0], id: 'E1.adaptation-finance' },
    ];
    const payload = { matters, note: 'Adds adaptation finance' };
    expect(
      (await company.owner.inject({ method: 'POST', url: '/api/materiality/matter-lists', payload }))
        .statusCode,
    ).toBe(403);
    const bad = await operator.inject({
      method: 'POST',
      url: '/api/materiality/matter-lists',
      payload: { matters: [matters[0], matters[0]], note: 'Twice' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([{ path: 'matters.1.id', message: 'validation.invalid' }]);
    const added = await operator.inject({ method: 'POST', url: '/api/materiality/matter-lists', payload });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().version).toBe(2);
    const current = (
      await company.viewer.inject({ method: 'GET', url: '/api/materiality/matter-lists/current' })
    ).json();
    expect(current.version).toBe(2);
    const fresh = (await create(company.editor, { name: 'DMA 2027', year: 2027 })).json().assessment;
    expect(fresh.matterListVersion).toBe(2);
    expect((await addIro(company.editor, fresh._id, impact('E1.adaptation-finance', 3))).statusCode).toBe(
      201,
    );
    expect((await get(company.viewer, assessmentId)).json().assessment.matterListVersion).toBe(1);
  });
});

const stripeBilling = readConfig({
  BILLING: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  BILLING_PLANS_FILE: fileURLToPath(
    new URL('../../../../../config/billing/plans.example.json', import.meta.url),
  ),
}).billing;

describe('materiality routes with billing on', () => {
  let stripe: TestApp;
  let company: CompanyClients;
  beforeAll(async () => {
    stripe = await createTestApp({ billing: stripeBilling });
    company = await setUpCompanyClients(stripe.app);
  });
  afterAll(async () => {
    await stripe.close();
  });

  it('refuses with 402 naming subscriptions.assessments without a paid subscription', async () => {
    const refused = await company.viewer.inject({ method: 'GET', url: base });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.details).toEqual([
      { path: 'subscriptions.assessments', message: 'subscription required' },
    ]);
    expect((await create(company.editor)).statusCode).toBe(402);
  });
});
