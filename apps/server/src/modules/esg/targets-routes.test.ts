import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseXbrlInstance, type TaxonomyJson, validateVsmeInstance } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  general,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';
import { REPORT_URL, readZipEntries } from '../calculator-report/report-test-kit.ts';

const TAXONOMY_PATH = fileURLToPath(
  new URL('../../../../../../shared/data/vsme/vsme-2026-05-01.json', import.meta.url),
);
const reduction = '/api/company/calculator/reduction';
const vsmeUrl = (id: string) => `/api/company/esg/years/${id}/vsme`;
const esrsUrl = (id: string) => `/api/company/esg/years/${id}/esrs`;

type Form = {
  disclosures: { code: string; datapoints: { code: string; answer: unknown; isFromCalculator: boolean }[] }[];
  calculatorTargets: {
    _id: string;
    plan: { kind: string; id: string };
    planName: string;
    baseYear: number;
    targetYear: number;
    scope: string;
    reductionPercent: number;
    baseYearKg: number | null;
  }[];
};
const datapointOf = (form: Form, code: string) =>
  form.disclosures.flatMap((d) => d.datapoints).find((d) => d.code === code);
const answerOf = (form: Form, code: string) => datapointOf(form, code)?.answer ?? null;

const BASE_YEAR = 'vsme:GreenhouseGasEmissionReductionTargetBaseYear';
const TARGET_YEAR = 'vsme:GreenhouseGasEmissionReductionTargetYear';

describe('ESG years: GHG reduction targets from the calculator (C3, E1-4)', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let esgYear: string;
  let esrsYear: string;
  let plan: { kind: 'container'; id: string };
  let base2024: string;
  let year2026: string;
  let year2025: string;

  const get = async (url: string): Promise<Form> => {
    const response = await clients.viewer.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const addTarget = async (fields: Record<string, unknown>): Promise<string> => {
    const created = await clients.admin.inject({
      method: 'POST',
      url: `${reduction}/targets`,
      payload: { plan, ...fields },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().target._id;
  };

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
    const esg = await createProject(clients.owner, { name: 'CSRD', type: 'esg', year: 2025 });
    esgYear = esg.instanceId;
    const second = await clients.owner.inject({
      method: 'POST',
      url: '/api/company/calculator/instances',
      payload: { container: esg.containerId, general: general({ year: 2024 }) },
    });
    expect(second.statusCode, second.body).toBe(201);
    esrsYear = second.json().instance._id;
    const corporate = await createProject(clients.owner, { name: 'UK', region: 'GB', year: 2024 });
    base2024 = corporate.instanceId;
    plan = { kind: 'container', id: corporate.containerId };
    const later = await clients.owner.inject({
      method: 'POST',
      url: '/api/company/calculator/instances',
      payload: { container: corporate.containerId, general: general({ year: 2026 }) },
    });
    expect(later.statusCode, later.body).toBe(201);
    year2026 = later.json().instance._id;
    const current = await clients.owner.inject({
      method: 'POST',
      url: '/api/company/calculator/instances',
      payload: { container: corporate.containerId, general: general({ year: 2025 }) },
    });
    expect(current.statusCode, current.body).toBe(201);
    year2025 = current.json().instance._id;
    const created = await manage(clients.editor, {
      toCreate: [gasRow(base2024, 10_000), gasRow(current.json().instance._id, 8_000)],
    });
    expect(created.statusCode, created.body).toBe(200);
    const modules = await clients.editor.inject({
      method: 'PUT',
      url: vsmeUrl(esgYear),
      payload: { modules: 'comprehensive' },
    });
    expect(modules.statusCode, modules.body).toBe(200);
    const family = await clients.editor.inject({
      method: 'PUT',
      url: esrsUrl(esrsYear),
      payload: { family: 'esrs' },
    });
    expect(family.statusCode, family.body).toBe(200);
  }, 180_000);
  afterAll(() => testApp.close());

  it('leaves the target datapoints empty and read-only while the company has no target', async () => {
    const form = await get(vsmeUrl(esgYear));
    expect(form.calculatorTargets).toEqual([]);
    expect(datapointOf(form, BASE_YEAR)).toMatchObject({ isFromCalculator: true, answer: null });
    expect(datapointOf(form, TARGET_YEAR)).toMatchObject({ isFromCalculator: true, answer: null });
  });

  it('fills C3 and E1-4 from the one target covering the year, with its source listed', async () => {
    const id = await addTarget({
      baseInstance: base2024,
      targetYear: 2030,
      scope: 'total',
      reductionPercent: 42,
    });
    // A target measured from 2026 does not cover 2025 (nor 2024): it is not the years' target.
    await addTarget({ baseInstance: year2026, targetYear: 2035, scope: 'total', reductionPercent: 90 });

    // The base year's emissions are those the reduction targets page shows for the target.
    const page = await clients.viewer.inject({
      method: 'POST',
      url: `${reduction}/targets/list`,
      payload: { plan },
    });
    const listed = page.json().targets.find((target: { _id: string }) => target._id === id);
    // The 2024 year's 10,000 kWh of gas, Scope 1 and its Scope 3 upstream together.
    expect(listed.baseYearKg).toBeGreaterThan(1829.6);
    const vsme = await get(vsmeUrl(esgYear));
    expect(vsme.calculatorTargets).toEqual([
      {
        _id: id,
        plan,
        planName: 'UK',
        baseInstance: base2024,
        baseYear: 2024,
        targetYear: 2030,
        scope: 'total',
        reductionPercent: 42,
        baseYearKg: listed.baseYearKg,
      },
    ]);
    expect(answerOf(vsme, BASE_YEAR)).toEqual({ kind: 'date', value: '2024' });
    expect(answerOf(vsme, TARGET_YEAR)).toEqual({ kind: 'date', value: '2030' });

    const esrs = await get(esrsUrl(esrsYear));
    expect(esrs.calculatorTargets.map((target) => target._id)).toEqual([id]);
    expect(answerOf(esrs, 'esrs:E1-4.baseYear')).toEqual({ kind: 'date', value: '2024' });
    expect(answerOf(esrs, 'esrs:E1-4.targetYear')).toEqual({ kind: 'date', value: '2030' });
    expect(answerOf(esrs, 'esrs:E1-4.targetReduction')).toEqual({ kind: 'percentage', value: 42 });
    expect(answerOf(esrs, 'esrs:E1-4.baseYearEmissions')).toEqual({
      kind: 'number',
      value: listed.baseYearKg / 1000,
      unit: 'utr:tCO2e',
    });
    expect(answerOf(esrs, 'esrs:E1-4.scopesCovered')).toEqual({
      kind: 'choice',
      value: ['esrs:Scope1', 'esrs:Scope2', 'esrs:Scope3'],
    });
    for (const code of ['esrs:E1-4.baseYear', 'esrs:E1-4.targetReduction', 'esrs:E1-4.scopesCovered']) {
      expect(datapointOf(esrs, code)?.isFromCalculator, code).toBe(true);
    }
  });

  it('with several targets lists them all and fills only what they share', async () => {
    const scope1 = await addTarget({
      baseInstance: base2024,
      targetYear: 2035,
      scope: '1',
      reductionPercent: 60,
    });
    const vsme = await get(vsmeUrl(esgYear));
    expect(vsme.calculatorTargets.map((target) => [target.targetYear, target.scope])).toEqual([
      [2030, 'total'],
      [2035, '1'],
    ]);
    expect(vsme.calculatorTargets[1]?._id).toBe(scope1);
    expect(answerOf(vsme, BASE_YEAR)).toEqual({ kind: 'date', value: '2024' });
    expect(answerOf(vsme, TARGET_YEAR)).toBeNull();
    const esrs = await get(esrsUrl(esrsYear));
    expect(answerOf(esrs, 'esrs:E1-4.baseYear')).toEqual({ kind: 'date', value: '2024' });
    expect(answerOf(esrs, 'esrs:E1-4.targetYear')).toBeNull();
    expect(answerOf(esrs, 'esrs:E1-4.targetReduction')).toBeNull();
    expect(answerOf(esrs, 'esrs:E1-4.baseYearEmissions')).toBeNull();
    // The scope 1 target changes nothing to the scopes the total already covers.
    expect(answerOf(esrs, 'esrs:E1-4.scopesCovered')).toEqual({
      kind: 'choice',
      value: ['esrs:Scope1', 'esrs:Scope2', 'esrs:Scope3'],
    });
    const removed = await clients.admin.inject({ method: 'DELETE', url: `${reduction}/targets/${scope1}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(answerOf(await get(vsmeUrl(esgYear)), TARGET_YEAR)).toEqual({ kind: 'date', value: '2030' });
  });

  it('refuses to save the target datapoints, naming each, and saves nothing of the batch', async () => {
    const vsme = await clients.editor.inject({
      method: 'PUT',
      url: vsmeUrl(esgYear),
      payload: {
        answers: [
          { code: 'vsme:Turnover', value: { kind: 'number', value: 5, unit: 'iso4217:EUR' } },
          { code: BASE_YEAR, value: { kind: 'date', value: '2019' } },
        ],
      },
    });
    expect(vsme.statusCode).toBe(400);
    expect(vsme.json().error.details).toEqual([
      {
        path: 'answers.1.code',
        message:
          '"Greenhouse gas emission reduction target base year" comes from the calculator and is read-only.',
      },
    ]);
    const esrs = await clients.editor.inject({
      method: 'PUT',
      url: esrsUrl(esrsYear),
      payload: {
        answers: [
          { code: 'esrs:E1-4.targetReduction', value: { kind: 'percentage', value: 99 } },
          { code: 'esrs:E1-4.scopesCovered', value: { kind: 'choice', value: ['esrs:Scope3'] } },
        ],
      },
    });
    expect(esrs.statusCode).toBe(400);
    expect(esrs.json().error.details.map((detail: { path: string }) => detail.path)).toEqual([
      'answers.0.code',
      'answers.1.code',
    ]);
    const form = await get(vsmeUrl(esgYear));
    expect(answerOf(form, 'vsme:Turnover')).toBeNull();
    expect(answerOf(form, BASE_YEAR)).toEqual({ kind: 'date', value: '2024' });
    expect(answerOf(await get(esrsUrl(esrsYear)), 'esrs:E1-4.targetReduction')).toEqual({
      kind: 'percentage',
      value: 42,
    });
  });

  it('carries the target years into the XBRL instance and the CSV export', async () => {
    const choice = (code: string, id: string) => ({ code, value: { kind: 'choice', value: [id] } });
    const completed = await clients.editor.inject({
      method: 'PUT',
      url: vsmeUrl(esgYear),
      payload: {
        answers: [
          choice('vsme:BasisForPreparation', 'vsme:OptionBBasicModuleAndComprehensiveModuleMember'),
          choice('vsme:BasisForReporting', 'vsme:IndividualMember'),
          choice('vsme:UndertakingsLegalForm', 'vsme:PrivateLimitedLiabilityUndertakingMember'),
          choice('vsme:NaceSectorClassificationCodes', 'nace:NACE_C132'),
          { code: 'vsme:Turnover', value: { kind: 'number', value: 1_000_000, unit: 'iso4217:EUR' } },
          { code: 'vsme:Assets', value: { kind: 'number', value: 800_000, unit: 'iso4217:EUR' } },
          { code: 'vsme:NumberOfEmployees', value: { kind: 'number', value: 42, unit: 'xbrli:pure' } },
          choice('vsme:TypeOfNumberOfEmployees', 'vsme:HeadcountMember'),
          choice('vsme:CountryOfPrimaryOperationsAndLocationOfSignificantAssets', 'DE'),
        ],
        reportingEntity: { kind: 'lei', identifier: '529900CARBONLEDG0R28' },
      },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const download = await clients.viewer.inject({ method: 'GET', url: `${vsmeUrl(esgYear)}/xbrl` });
    expect(download.statusCode, download.body).toBe(200);
    const instance = parseXbrlInstance(download.body);
    const factText = (name: string) => instance.facts.find((fact) => fact.localName === name)?.text;
    expect(factText('GreenhouseGasEmissionReductionTargetBaseYear')).toBe('2024');
    expect(factText('GreenhouseGasEmissionReductionTargetYear')).toBe('2030');
    if (existsSync(TAXONOMY_PATH)) {
      const taxonomy = JSON.parse(readFileSync(TAXONOMY_PATH, 'utf8')) as TaxonomyJson;
      expect(validateVsmeInstance(download.body, taxonomy)).toEqual([]);
    }
    const csv = await clients.admin.inject({ method: 'GET', url: `${vsmeUrl(esgYear)}/csv?lang=en` });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(`${BASE_YEAR},`);
    expect(csv.body).toMatch(/vsme:GreenhouseGasEmissionReductionTargetYear,[^\r\n]*,2030,/);
  });

  it('shows the target figures of both ESG years in the Word report of their period, the years unformatted', async () => {
    const operator = await buildUser(testApp.app.database.db, {
      companyId: clients.companyId,
      role: 'owner',
      isSitewideAdmin: true,
    });
    const sitewideAdmin = await signInAs(testApp.app, operator.email);
    const response = await sitewideAdmin.inject({
      method: 'POST',
      url: REPORT_URL,
      payload: { instances: [base2024, year2025], lang: 'en' },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const documentXml = readZipEntries(response.rawPayload).get('word/document.xml')?.toString('utf8') ?? '';
    const missing = [
      'Greenhouse gas emission reduction target base year',
      'Greenhouse gas emission reduction target year',
      'Base year of the reduction target',
      'Targeted reduction by the target year against the base year',
      'Scope 1; Scope 2; Scope 3',
      '2030',
    ].filter((text) => !documentXml.includes(text));
    expect(missing).toEqual([]);
    expect(documentXml).not.toContain('2,024');
  });
});
