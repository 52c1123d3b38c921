import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const url = (id: string) => `/api/company/esg/years/${id}/esrs`;
type Form = {
  family?: string;
  disclosures: {
    code: string;
    module: string;
    standard?: string;
    isNotMaterial: boolean;
    notMaterialReason: string;
    evidenceNote: string;
    completion: { answered: number; total: number; isComplete: boolean };
    datapoints: { code: string; answer: unknown; isFromCalculator: boolean }[];
  }[];
  calculatorYears: { _id: string }[];
};
const disclosure = (form: Form, code: string) => form.disclosures.find((d) => d.code === code);
const datapointOf = (form: Form, code: string) =>
  form.disclosures.flatMap((d) => d.datapoints).find((d) => d.code === code);
const tonnes = (form: Form, code: string) =>
  (datapointOf(form, code)?.answer as { value: number } | undefined)?.value;

const policy = {
  code: 'esrs:S1-1.policies',
  value: { kind: 'text', value: 'A fair-work policy for all sites.' },
};
const water = { code: 'esrs:E3-4.consumption', value: { kind: 'number', value: 1250, unit: 'utr:m3' } };

describe('ESG years: the ESRS form', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let other: CompanyClients;
  let esgYear: string;
  let corporate2025: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    [clients, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    esgYear = (await createProject(clients.owner, { name: 'CSRD', type: 'esg', year: 2025 })).instanceId;
    corporate2025 = (await createProject(clients.owner, { name: 'UK', region: 'GB', year: 2025 })).instanceId;
    const created = await manage(clients.editor, { toCreate: [gasRow(corporate2025, 10_000)] });
    expect(created.statusCode, created.body).toBe(200);
  }, 180_000);
  afterAll(() => testApp.close());

  it('starts as VSME and switches the year to the ESRS family', async () => {
    const vsme = await clients.viewer.inject({
      method: 'GET',
      url: `/api/company/esg/years/${esgYear}/vsme`,
    });
    expect(vsme.json().family).toBe('vsme');
    const chosen = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: { family: 'esrs' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().family).toBe('esrs');
    const again = await clients.viewer.inject({
      method: 'GET',
      url: `/api/company/esg/years/${esgYear}/vsme`,
    });
    expect(again.json().family).toBe('esrs');
  });

  it('lists every disclosure requirement by standard with E1 figures from the Corporate year', async () => {
    const response = await clients.viewer.inject({ method: 'GET', url: url(esgYear) });
    expect(response.statusCode, response.body).toBe(200);
    const form: Form = response.json();
    expect(form.disclosures).toHaveLength(70);
    expect(form.disclosures[0]).toMatchObject({ code: 'E1-1', module: 'esrs', standard: 'E1' });
    expect(form.disclosures.at(-1)?.code).toBe('G1-6');
    expect(form.calculatorYears.map((year) => year._id)).toEqual([corporate2025]);
    // GB 2025 (DESNZ): gas 10,000 kWh × 0.18296 = 1,829.6 kg Scope 1; 302.1 kg well-to-tank in Scope 3.
    expect(datapointOf(form, 'esrs:E1-6.grossScope1')?.isFromCalculator).toBe(true);
    expect(tonnes(form, 'esrs:E1-6.grossScope1')).toBeCloseTo(1.8296, 9);
    expect(tonnes(form, 'esrs:E1-6.grossScope3')).toBeCloseTo(0.3021, 9);
    expect(tonnes(form, 'esrs:E1-6.totalMarket')).toBeCloseTo(2.1317, 9);
    expect(datapointOf(form, 'esrs:E1-5.energyTotal')?.answer).toEqual({
      kind: 'number',
      value: 10,
      unit: 'utr:MWh',
    });
    expect(datapointOf(form, 'esrs:E1-6.intensityMarket')?.answer).toBeNull();
  });

  it('saves ESRS answers and statements, and reads them back with intensities per net revenue', async () => {
    const saved = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: {
        answers: [
          policy,
          water,
          { code: 'esrs:E1-6.netRevenue', value: { kind: 'number', value: 1_000_000, unit: 'iso4217:EUR' } },
        ],
        disclosures: [
          { code: 'E4-5', isNotMaterial: true, notMaterialReason: 'No sites near protected areas.' },
          { code: 'S1-1', isNotMaterial: false, evidenceNote: 'Staff handbook, chapter 2.' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const form: Form = (await clients.viewer.inject({ method: 'GET', url: url(esgYear) })).json();
    expect(datapointOf(form, 'esrs:S1-1.policies')?.answer).toEqual(policy.value);
    expect(datapointOf(form, 'esrs:E3-4.consumption')?.answer).toEqual(water.value);
    expect(disclosure(form, 'S1-1')).toMatchObject({
      evidenceNote: 'Staff handbook, chapter 2.',
      completion: { answered: 1, total: 1, isComplete: true },
    });
    expect(disclosure(form, 'E4-5')).toMatchObject({ isNotMaterial: true, completion: { isComplete: true } });
    expect(tonnes(form, 'esrs:E1-6.intensityMarket')).toBeCloseTo(2.1317 / 1_000_000, 12);
  });

  it('refuses the whole batch naming the field, and calculator figures, VSME codes and unknown disclosures', async () => {
    const refused = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: {
        answers: [
          { code: 'esrs:S1-1.policies', value: { kind: 'text', value: 'Changed' } },
          { code: 'esrs:E5-5.wasteTotal', value: { kind: 'number', value: 3, unit: 'utr:MWh' } },
          { code: 'esrs:S1-8.covered', value: { kind: 'percentage', value: 140 } },
          { code: 'esrs:E1-6.grossScope1', value: { kind: 'number', value: 1, unit: 'utr:tCO2e' } },
          { code: 'vsme:Turnover', value: { kind: 'number', value: 1, unit: 'iso4217:EUR' } },
        ],
        disclosures: [{ code: 'B1', isNotMaterial: false }],
      },
    });
    expect(refused.statusCode).toBe(400);
    const details: { path: string; message: string }[] = refused.json().error.details;
    expect(details).toEqual([
      { path: 'answers.1.unit', message: '"Total waste generated" is in a unit this figure does not take.' },
      {
        path: 'answers.2.value',
        message: '"Employees covered by collective agreements" must be between 0 and 100 %.',
      },
      {
        path: 'answers.3.code',
        message: '"Gross Scope 1 emissions" comes from the calculator and is read-only.',
      },
      { path: 'answers.4.code', message: 'No ESRS datapoint vsme:Turnover.' },
      { path: 'disclosures.0.code', message: 'No ESRS disclosure B1 to state.' },
    ]);
    const form: Form = (await clients.viewer.inject({ method: 'GET', url: url(esgYear) })).json();
    expect(datapointOf(form, 'esrs:S1-1.policies')?.answer).toEqual(policy.value);
  });

  it("words its refusals in the page's language (Accept-Language), and takes a negative pay gap", async () => {
    const refused = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      headers: { 'accept-language': 'de' },
      payload: {
        answers: [
          { code: 'esrs:E1-5.renewableShare', value: { kind: 'percentage', value: 150 } },
          { code: 'esrs:S1-6.employeesTotal', value: { kind: 'number', value: -3, unit: 'xbrli:pure' } },
          { code: 'esrs:E1-6.grossScope1', value: { kind: 'number', value: 1, unit: 'utr:tCO2e' } },
          { code: 'vsme:Turnover', value: { kind: 'number', value: 1, unit: 'iso4217:EUR' } },
        ],
        disclosures: [{ code: 'B1', isNotMaterial: false }],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('5 Antworten müssen geändert werden.');
    expect(refused.json().error.details).toEqual([
      {
        path: 'answers.0.value',
        message: '„Anteil erneuerbarer Energie am Gesamtverbrauch“ muss zwischen 0 und 100 % liegen.',
      },
      { path: 'answers.1.value', message: '„Arbeitnehmer, Anzahl Personen“ darf nicht negativ sein.' },
      {
        path: 'answers.2.code',
        message: '„Brutto-Scope-1-Emissionen“ kommt aus dem Rechner und ist nur lesbar.',
      },
      { path: 'answers.3.code', message: 'Den ESRS-Datenpunkt vsme:Turnover gibt es nicht.' },
      { path: 'disclosures.0.code', message: 'Die ESRS-Angabe B1 gibt es nicht.' },
    ]);
    const english = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { answers: [{ code: 'esrs:E1-5.renewableShare', value: { kind: 'percentage', value: 150 } }] },
    });
    expect(english.json().error.message).toBe(
      '"Share of renewable energy in the total" must be between 0 and 100 %.',
    );
    const gap = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: { answers: [{ code: 'esrs:S1-16.genderPayGap', value: { kind: 'percentage', value: -5.5 } }] },
    });
    expect(gap.statusCode, gap.body).toBe(200);
    expect(datapointOf(gap.json(), 'esrs:S1-16.genderPayGap')?.answer).toEqual({
      kind: 'percentage',
      value: -5.5,
    });
  });

  it('exports the ESRS answers as CSV, the figures E1 takes from the calculator included', async () => {
    const response = await clients.admin.inject({
      method: 'GET',
      url: `/api/company/esg/years/${esgYear}/vsme/csv?lang=en`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('esrs-CSRD-2025.csv');
    expect(response.body).toContain('esrs:E3-4.consumption');
    expect(response.body).toContain('A fair-work policy for all sites.');
    expect(response.body).toContain('esrs:E1-6.grossScope1');
    expect(response.body).not.toContain('vsme:');
  });

  it('answers the ESRS values through the public ESG aggregate', async () => {
    const key = await clients.owner.inject({
      method: 'PUT',
      url: '/api/company/api-keys',
      payload: { name: 'ESRS', expiresAt: null },
    });
    expect(key.statusCode, key.body).toBe(201);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/1.0/results/esg/aggregate',
      payload: { instance: esgYear },
      headers: { authorization: `Bearer ${key.json().apiKey}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows: { category: string; code: string; value: unknown; unit: string }[] = response.json().data;
    expect(rows.find((row) => row.code === 'esrs:E3-4.consumption')).toMatchObject({
      category: 'E3-4',
      value: 1250,
    });
    expect(rows.find((row) => row.code === 'esrs:E1-6.grossScope1')?.category).toBe('E1-6');
    expect(rows.some((row) => row.code.startsWith('vsme:'))).toBe(false);
  });

  it("answers 404 for another company's year, and lets viewers only read", async () => {
    expect((await other.owner.inject({ method: 'GET', url: url(esgYear) })).statusCode).toBe(404);
    const write = await other.owner.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: { answers: [policy] },
    });
    expect(write.statusCode).toBe(404);
    expect((await clients.viewer.inject({ method: 'GET', url: url(corporate2025) })).statusCode).toBe(404);
    const viewerWrite = await clients.viewer.inject({ method: 'PUT', url: url(esgYear), payload: {} });
    expect(viewerWrite.statusCode).toBe(403);
  });

  it('takes S1-6 from VSME B8 of the year with the same period, read-only, and asks it without one', async () => {
    const count = (value: number) => ({ kind: 'number', value, unit: 'xbrli:pure' });
    const esrsYear = (await createProject(clients.owner, { name: 'CSRD 2024', type: 'esg', year: 2024 }))
      .instanceId;
    const chosen = await clients.editor.inject({
      method: 'PUT',
      url: url(esrsYear),
      payload: { family: 'esrs', answers: [{ code: 'esrs:S1-6.employeesFemale', value: count(3) }] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // No VSME year of 2024 yet: S1-6 is asked as ever.
    expect(chosen.json().vsmeYear).toBeNull();
    expect(datapointOf(chosen.json(), 'esrs:S1-6.employeesFemale')).toMatchObject({
      isFromCalculator: false,
      answer: count(3),
    });
    const vsmeProject = await createProject(clients.owner, { name: 'VSME 2024', type: 'esg', year: 2024 });
    const vsmeSaved = await clients.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${vsmeProject.instanceId}/vsme`,
      payload: {
        answers: [
          { code: 'vsme:NumberOfFemaleEmployees', value: count(8) },
          { code: 'vsme:NumberOfMaleEmployees', value: count(26) },
          { code: 'vsme:EmployeeTurnoverRate', value: { kind: 'percentage', value: 12.5 } },
        ],
      },
    });
    expect(vsmeSaved.statusCode, vsmeSaved.body).toBe(200);
    // Another company's VSME year of the same period is not this company's source.
    await createProject(other.owner, { name: 'Theirs', type: 'esg', year: 2024 });

    const form = (await clients.viewer.inject({ method: 'GET', url: url(esrsYear) })).json();
    expect(form.vsmeYear).toMatchObject({
      _id: vsmeProject.instanceId,
      containerName: 'VSME 2024',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(datapointOf(form, 'esrs:S1-6.employeesFemale')).toMatchObject({
      isFromCalculator: true,
      source: 'vsme',
      answer: count(8),
    });
    expect(datapointOf(form, 'esrs:S1-6.employeesMale')?.answer).toEqual(count(26));
    expect(datapointOf(form, 'esrs:S1-6.turnover')?.answer).toEqual({ kind: 'percentage', value: 12.5 });
    // B8 left the contracts open: read-only and empty, not asked a second time.
    expect(datapointOf(form, 'esrs:S1-6.permanent')).toMatchObject({ isFromCalculator: true, answer: null });
    // What B8 does not ask stays the ESRS form's.
    expect(datapointOf(form, 'esrs:S1-6.employeesTotal')).toMatchObject({ isFromCalculator: false });

    const refused = await clients.editor.inject({
      method: 'PUT',
      url: url(esrsYear),
      headers: { 'accept-language': 'de' },
      payload: {
        answers: [
          { code: 'esrs:S1-6.employeesTotal', value: count(34) },
          { code: 'esrs:S1-6.employeesMale', value: count(20) },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { path: 'answers.1.code', message: expect.stringContaining('kommt aus VSME B8') },
    ]);
    const saved = await clients.editor.inject({
      method: 'PUT',
      url: url(esrsYear),
      payload: { answers: [{ code: 'esrs:S1-6.employeesTotal', value: count(34) }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(datapointOf(saved.json(), 'esrs:S1-6.employeesTotal')?.answer).toEqual(count(34));
    expect(datapointOf(saved.json(), 'esrs:S1-6.employeesMale')?.answer).toEqual(count(26));

    // Once the VSME year is entered with ESRS too, S1-6 is asked again, its own answer kept.
    const switched = await clients.editor.inject({
      method: 'PUT',
      url: url(vsmeProject.instanceId),
      payload: { family: 'esrs' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const asked = (await clients.viewer.inject({ method: 'GET', url: url(esrsYear) })).json();
    expect(asked.vsmeYear).toBeNull();
    expect(datapointOf(asked, 'esrs:S1-6.employeesFemale')).toMatchObject({
      isFromCalculator: false,
      answer: count(3),
    });
  });

  it('refuses changes to a frozen year', async () => {
    const frozen = await clients.admin.inject({
      method: 'POST',
      url: `/api/company/calculator/instances/${esgYear}/freeze`,
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    const refused = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: { answers: [water] },
    });
    expect(refused.statusCode).toBe(409);
  });
});
