import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  parseInlineXbrl,
  parseXbrlInstance,
  type TaxonomyJson,
  validateVsmeInlineXbrl,
  validateVsmeInstance,
} from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { companySubscriptions } from '../../db/schema/billing.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const TAXONOMY_PATH = fileURLToPath(
  new URL('../../../../../../shared/data/vsme/vsme-2026-05-01.json', import.meta.url),
);
const url = (id: string) => `/api/company/esg/years/${id}/vsme`;
type Form = {
  modules: string;
  disclosures: {
    code: string;
    isNotMaterial: boolean;
    notMaterialReason: string;
    evidenceNote: string;
    completion: { answered: number; total: number; isComplete: boolean };
    datapoints: { code: string; answer: unknown; isFromCalculator: boolean }[];
  }[];
  calculatorYears: { _id: string; startDate: string }[];
};
const disclosure = (form: Form, code: string) => form.disclosures.find((d) => d.code === code);
const answerOf = (form: Form, code: string) =>
  form.disclosures.flatMap((d) => d.datapoints).find((d) => d.code === code)?.answer;

const turnover = { code: 'vsme:Turnover', value: { kind: 'number', value: 1_000_000, unit: 'iso4217:EUR' } };
const legalForm = {
  code: 'vsme:UndertakingsLegalForm',
  value: { kind: 'choice', value: ['vsme:PrivateLimitedLiabilityUndertakingMember'] },
};

describe('ESG years: the VSME form', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let other: CompanyClients;
  let esgYear: string;
  let corporate2025: string;
  let corporate2024: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    [clients, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    esgYear = (await createProject(clients.owner, { name: 'VSME', type: 'esg', year: 2025 })).instanceId;
    corporate2025 = (await createProject(clients.owner, { name: 'UK', region: 'GB', year: 2025 })).instanceId;
    corporate2024 = (await createProject(clients.owner, { name: 'UK old', region: 'GB', year: 2024 }))
      .instanceId;
    const created = await manage(clients.editor, {
      toCreate: [
        gasRow(corporate2025, 10_000),
        {
          instance: corporate2025,
          formOptionId: 'electricity-certificates',
          emissionActivityInputs: [{ fieldId: 'energy', value: 1000, unit: 'kWh' }],
          genericInputs: { certificateType: 'REGO', certificateReference: 'R-1' },
        },
        gasRow(corporate2024, 50_000),
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
  }, 180_000);
  afterAll(() => testApp.close());

  it('creates an ESG project with a dated year entered with the VSME form', async () => {
    const setup = await clients.viewer.inject({ method: 'GET', url: '/api/company/calculator/setup' });
    const project = setup.json().containers.find((c: { type: string }) => c.type === 'esg');
    expect(project.instances).toEqual([
      { _id: esgYear, startDate: '2025-01-01', endDate: '2025-12-31', isFrozen: false },
    ]);
  });

  it('reads the Basic form in order with B3 from the overlapping Corporate year, computed by hand', async () => {
    const response = await clients.viewer.inject({ method: 'GET', url: url(esgYear) });
    expect(response.statusCode, response.body).toBe(200);
    const form: Form = response.json();
    expect(form.modules).toBe('basic');
    expect(form.disclosures.map((d) => d.code)).toEqual([
      ...Array.from({ length: 11 }, (_, i) => `B${i + 1}`),
      'other',
    ]);
    expect(form.calculatorYears.map((year) => year._id)).toEqual([corporate2025]);
    // GB 2025 (DESNZ): gas 10,000 kWh × 0.18296 = 1,829.6 kg Scope 1 and 302.1 kg well-to-tank (Scope 3);
    // certified electricity 1,000 kWh: 0 market-based, × 0.177 = 177 kg location-based, 68.4 kg upstream.
    const tonnes = (code: string) => (answerOf(form, code) as { value: number; unit: string }).value;
    expect(tonnes('vsme:GrossScope1GreenhouseGasEmissions')).toBeCloseTo(1.8296, 9);
    expect(tonnes('vsme:GrossMarketBasedScope2GreenhouseGasEmissions')).toBeCloseTo(0, 9);
    expect(tonnes('vsme:GrossLocationBasedScope2GreenhouseGasEmissions')).toBeCloseTo(0.177, 9);
    expect(tonnes('vsme:GrossScope3GreenhouseGasEmissions')).toBeCloseTo(0.3705, 9);
    expect(tonnes('vsme:TotalGrossLocationBasedScope1AndScope2GHGEmissions')).toBeCloseTo(2.0066, 9);
    expect(tonnes('vsme:TotalGrossMarketBasedGHGEmissions')).toBeCloseTo(2.2001, 9);
    expect(tonnes('vsme:TotalGrossLocationBasedGHGEmissions')).toBeCloseTo(2.3771, 9);
    expect(answerOf(form, 'vsme:TotalEnergyConsumption')).toEqual({
      kind: 'number',
      value: 11,
      unit: 'utr:MWh',
    });
    // No turnover yet: no intensity.
    expect(answerOf(form, 'vsme:TotalMarketBasedGreenhouseGasEmissionsIntensityValue')).toBeNull();
  });

  it("fills B3's energy from electricity and fuels from the Corporate year, a typed one going stale no more", async () => {
    const mwh = (value: number) => ({ kind: 'number', value, unit: 'utr:MWh' });
    const electricity = 'vsme:EnergyConsumptionFromElectricity';
    const fuels = 'vsme:EnergyConsumptionFromFuels';
    const selfGenerated = 'vsme:EnergyConsumptionFromSelfGeneratedElectricity';
    // A 2023 ESG year without a Corporate year: the split is the company's to type.
    const year = (await createProject(clients.owner, { name: 'VSME 2023', type: 'esg', year: 2023 }))
      .instanceId;
    const typed = await clients.editor.inject({
      method: 'PUT',
      url: url(year),
      payload: { answers: [{ code: electricity, value: mwh(120) }], disclosures: [] },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(answerOf(typed.json(), electricity)).toEqual(mwh(120));
    // The calculator's 2023 year comes: 10,000 kWh of gas (Scope 1) and 1,000 kWh of certified electricity.
    const corporate = (await createProject(clients.owner, { name: 'UK 2023', region: 'GB', year: 2023 }))
      .instanceId;
    const created = await manage(clients.editor, {
      toCreate: [
        gasRow(corporate, 10_000),
        {
          instance: corporate,
          formOptionId: 'electricity-certificates',
          emissionActivityInputs: [{ fieldId: 'energy', value: 1000, unit: 'kWh' }],
          genericInputs: { certificateType: 'REGO', certificateReference: 'R-2' },
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const form: Form = (await clients.viewer.inject({ method: 'GET', url: url(year) })).json();
    const datapoint = (code: string) =>
      form.disclosures.flatMap((d) => d.datapoints).find((d) => d.code === code);
    // Electricity: the certified 1 MWh, renewable on the market basis; fuels: the gas, fossil.
    expect(datapoint(electricity)).toMatchObject({ isFromCalculator: true, answer: mwh(1) });
    expect(answerOf(form, `${electricity}_RenewableEnergyMember`)).toEqual(mwh(1));
    expect(answerOf(form, `${electricity}_NonRenewableEnergyMember`)).toEqual(mwh(0));
    expect(datapoint(fuels)).toMatchObject({ isFromCalculator: true, answer: mwh(10) });
    expect(answerOf(form, `${fuels}_RenewableEnergyMember`)).toEqual(mwh(0));
    expect(answerOf(form, `${fuels}_NonRenewableEnergyMember`)).toEqual(mwh(10));
    expect(answerOf(form, 'vsme:TotalEnergyConsumption')).toEqual(mwh(11));
    // Self-generated electricity stays typed.
    expect(datapoint(selfGenerated)).toMatchObject({ isFromCalculator: false, answer: null });
    // Now the calculator's figure: a save refuses it, naming the field, and saves nothing.
    const refused = await clients.editor.inject({
      method: 'PUT',
      url: url(year),
      headers: { 'accept-language': 'de' },
      payload: {
        answers: [
          { code: selfGenerated, value: mwh(2) },
          { code: electricity, value: mwh(120) },
        ],
        disclosures: [],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { path: 'answers.1.code', message: expect.stringContaining('Rechner') },
    ]);
    const after: Form = (await clients.viewer.inject({ method: 'GET', url: url(year) })).json();
    expect(answerOf(after, selfGenerated)).toBeNull();
    expect(answerOf(after, electricity)).toEqual(mwh(1));
    // The self-generated electricity alone saves.
    const saved = await clients.editor.inject({
      method: 'PUT',
      url: url(year),
      payload: { answers: [{ code: selfGenerated, value: mwh(2) }], disclosures: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(answerOf(saved.json(), selfGenerated)).toEqual(mwh(2));
  });

  it('saves a batch and reads it back with completion and intensities per turnover', async () => {
    const saved = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: {
        answers: [
          turnover,
          legalForm,
          { code: 'vsme:NumberOfEmployees', value: { kind: 'number', value: 42, unit: 'xbrli:pure' } },
          {
            code: 'vsme:NaceSectorClassificationCodes',
            value: { kind: 'choice', value: ['nace:NACE_C132'] },
          },
        ],
        disclosures: [
          { code: 'B11', isNotMaterial: true, notMaterialReason: 'No convictions or fines.' },
          { code: 'B1', isNotMaterial: false, evidenceNote: 'Annual accounts 2025, page 3.' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const form: Form = (await clients.viewer.inject({ method: 'GET', url: url(esgYear) })).json();
    expect(answerOf(form, 'vsme:Turnover')).toEqual(turnover.value);
    expect(disclosure(form, 'B1')?.completion).toEqual({ answered: 4, total: 23, isComplete: false });
    expect(disclosure(form, 'B1')?.evidenceNote).toBe('Annual accounts 2025, page 3.');
    expect(disclosure(form, 'B11')).toMatchObject({
      isNotMaterial: true,
      notMaterialReason: 'No convictions or fines.',
      completion: { answered: 0, total: 2, isComplete: true },
    });
    // (1,829.6 + 0) kg = 1.8296 t over 1,000,000 EUR.
    expect(answerOf(form, 'vsme:Scope1AndScope2GreenhouseGasEmissionsIntensityValueMarketBased')).toEqual({
      kind: 'number',
      value: expect.closeTo(1.8296e-6, 15),
      unit: 'utr:tCO2e/iso4217:EUR',
    });
    // Clearing an answer removes it.
    const cleared = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: { answers: [{ code: 'vsme:NumberOfEmployees', value: null }] },
    });
    expect(answerOf(cleared.json(), 'vsme:NumberOfEmployees')).toBeNull();
  });

  it('refuses the whole batch when one answer does not fit, naming each datapoint and field', async () => {
    const refused = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: {
        modules: 'comprehensive',
        answers: [
          { code: 'vsme:CityOfSite', value: { kind: 'text', value: 'Leeds' } },
          { code: 'vsme:Assets', value: { kind: 'number', value: 5, unit: 'utr:MWh' } },
          { code: 'vsme:UndertakingsLegalForm', value: { kind: 'choice', value: ['vsme:Nonsense'] } },
          {
            code: 'vsme:GrossScope1GreenhouseGasEmissions',
            value: { kind: 'number', value: 1, unit: 'utr:t' },
          },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { path: 'answers.1.unit', message: '"Assets" is in a unit this figure does not take.' },
      { path: 'answers.2.value', message: '"Undertakings legal form" holds a choice it does not offer.' },
      {
        path: 'answers.3.code',
        message: '"Gross Scope 1 greenhouse gas emissions" comes from the calculator and is read-only.',
      },
    ]);
    const form: Form = (await clients.viewer.inject({ method: 'GET', url: url(esgYear) })).json();
    expect(form.modules).toBe('basic');
    expect(answerOf(form, 'vsme:CityOfSite')).toBeNull();
    expect(answerOf(form, 'vsme:UndertakingsLegalForm')).toEqual(legalForm.value);
  });

  it('refuses a negative head count through the core check, naming the field in the language asked for', async () => {
    const payload = {
      answers: [{ code: 'vsme:NumberOfEmployees', value: { kind: 'number', value: -3, unit: 'xbrli:pure' } }],
    };
    const refused = await clients.editor.inject({ method: 'PUT', url: url(esgYear), payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      { path: 'answers.0.value', message: '"Number of employees" must not be negative.' },
    ]);
    const german = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
      payload,
    });
    expect(german.json().error.message).toBe('„Beschäftigtenzahl“ darf nicht negativ sein.');
    const form: Form = (await clients.viewer.inject({ method: 'GET', url: url(esgYear) })).json();
    expect(answerOf(form, 'vsme:NumberOfEmployees')).not.toEqual(payload.answers[0]?.value);
  });

  it('refuses NUL bytes, and a not-material statement without its reason', async () => {
    const nul = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: { answers: [{ code: 'vsme:CityOfSite', value: { kind: 'text', value: 'Le\u0000eds' } }] },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.body).toContain('answers.0.value.value');
    const noReason = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: { disclosures: [{ code: 'B4', isNotMaterial: true }] },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('disclosures.0.notMaterialReason');
  });

  it('shows C1–C9 once the Comprehensive module is selected', async () => {
    const saved = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: { modules: 'comprehensive' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const form: Form = saved.json();
    expect(form.modules).toBe('comprehensive');
    expect(form.disclosures.map((d) => d.code)).toContain('C9');
    expect(disclosure(form, 'C3')?.datapoints).toHaveLength(5);
  });

  it('lets viewers read only, and answers 404 for other companies, non-ESG years and unknown ids', async () => {
    const viewerWrite = await clients.viewer.inject({ method: 'PUT', url: url(esgYear), payload: {} });
    expect(viewerWrite.statusCode).toBe(403);
    expect((await clients.editor.inject({ method: 'PUT', url: url(esgYear), payload: {} })).statusCode).toBe(
      200,
    );
    for (const client of [other.owner, other.viewer]) {
      expect((await client.inject({ method: 'GET', url: url(esgYear) })).statusCode).toBe(404);
      const write = await client.inject({
        method: 'PUT',
        url: url(esgYear),
        payload: { answers: [turnover] },
      });
      expect(write.statusCode).toBe(other.owner === client ? 404 : 403);
    }
    expect((await clients.viewer.inject({ method: 'GET', url: url(corporate2025) })).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await clients.viewer.inject({ method: 'GET', url: url(unknown) })).statusCode).toBe(404);
    expect((await clients.viewer.inject({ method: 'GET', url: url('nope') })).statusCode).toBe(400);
    const signedOut = await testApp.app.inject({ method: 'GET', url: url(esgYear) });
    expect(signedOut.statusCode).toBe(401);
  });

  it('downloads the year as an XBRL instance only once every required datapoint is answered', async () => {
    const xbrlUrl = `${url(esgYear)}/xbrl`;
    const refused = await clients.viewer.inject({ method: 'GET', url: xbrlUrl });
    expect(refused.statusCode).toBe(409);
    // Answered so far: legal form, NACE and turnover; B3's Scope 1, location-based Scope 2 and energy
    // come from the Corporate year. The company has given no identifier yet.
    expect(refused.json().error.details.map((detail: { path: string }) => detail.path)).toEqual([
      'answers.vsme:BasisForPreparation',
      'answers.vsme:BasisForReporting',
      'answers.vsme:Assets',
      'answers.vsme:NumberOfEmployees',
      'answers.vsme:TypeOfNumberOfEmployees',
      'answers.vsme:CountryOfPrimaryOperationsAndLocationOfSignificantAssets',
      'reportingEntity',
    ]);
    const choice = (code: string, id: string) => ({ code, value: { kind: 'choice', value: [id] } });
    const completed = await clients.editor.inject({
      method: 'PUT',
      url: url(esgYear),
      payload: {
        answers: [
          choice('vsme:BasisForPreparation', 'vsme:OptionABasicModuleOnlyMember'),
          choice('vsme:BasisForReporting', 'vsme:IndividualMember'),
          { code: 'vsme:Assets', value: { kind: 'number', value: 800_000, unit: 'iso4217:EUR' } },
          { code: 'vsme:NumberOfEmployees', value: { kind: 'number', value: 42, unit: 'xbrli:pure' } },
          choice('vsme:TypeOfNumberOfEmployees', 'vsme:HeadcountMember'),
          choice('vsme:CountryOfPrimaryOperationsAndLocationOfSignificantAssets', 'DE'),
        ],
        reportingEntity: { kind: 'lei', identifier: '529900 carbonledg0r28' },
      },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const download = await clients.viewer.inject({ method: 'GET', url: xbrlUrl });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(download.headers['content-disposition']).toBe('attachment; filename="vsme-2025.xbrl"');
    const instance = parseXbrlInstance(download.body);
    const factText = (name: string) => instance.facts.find((fact) => fact.localName === name)?.text;
    expect(factText('Turnover')).toBe('1000000');
    // 1,829.6 kg of the Corporate year's gas.
    expect(Number(factText('GrossScope1GreenhouseGasEmissions'))).toBeCloseTo(1.8296, 9);
    // The company by the LEI it gave (written without spaces, upper case), not by an id of the app.
    for (const context of instance.contexts.values()) {
      expect([context.scheme, context.identifier]).toEqual([
        'http://standards.iso.org/iso/17442',
        '529900CARBONLEDG0R28',
      ]);
    }
    expect(factText('CountryOfPrimaryOperationsAndLocationOfSignificantAssets')).toBeDefined();
    if (existsSync(TAXONOMY_PATH)) {
      const taxonomy = JSON.parse(readFileSync(TAXONOMY_PATH, 'utf8')) as TaxonomyJson;
      expect(validateVsmeInstance(download.body, taxonomy)).toEqual([]);
    }
    const others = await other.viewer.inject({ method: 'GET', url: xbrlUrl });
    expect(others.statusCode).toBe(404);
  });

  it("downloads the same report as inline XBRL in the page's language, refused like the instance", async () => {
    const ixbrlUrl = (id: string, lang: string) => `${url(id)}/ixbrl?lang=${lang}`;
    const instance = await clients.viewer.inject({ method: 'GET', url: `${url(esgYear)}/xbrl` });
    const download = await clients.viewer.inject({ method: 'GET', url: ixbrlUrl(esgYear, 'de') });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/xhtml+xml; charset=utf-8');
    expect(download.headers['content-disposition']).toBe('attachment; filename="vsme-2025.xhtml"');
    expect(download.body).toContain('xml:lang="de"');
    expect(download.body).toContain('VSME-Nachhaltigkeitsbericht');
    expect(download.body).toMatch(/format="ixt:num-comma-decimal">1\.000\.000<\/ix:nonFraction>/);
    const spelled = (parsed: ReturnType<typeof parseXbrlInstance>) =>
      parsed.facts
        .map((fact) => [
          fact.localName,
          fact.text,
          fact.decimals,
          fact.unitRef && parsed.units.get(fact.unitRef),
          JSON.stringify(fact.contextRef && parsed.contexts.get(fact.contextRef)),
        ])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(spelled(parseInlineXbrl(download.body))).toEqual(spelled(parseXbrlInstance(instance.body)));
    if (existsSync(TAXONOMY_PATH)) {
      const taxonomy = JSON.parse(readFileSync(TAXONOMY_PATH, 'utf8')) as TaxonomyJson;
      expect(validateVsmeInlineXbrl(download.body, taxonomy)).toEqual([]);
    }
    const english = await clients.viewer.inject({ method: 'GET', url: ixbrlUrl(esgYear, 'en') });
    expect(english.body).toMatch(/format="ixt:num-dot-decimal">1,000,000<\/ix:nonFraction>/);
    expect((await clients.viewer.inject({ method: 'GET', url: ixbrlUrl(esgYear, 'fr') })).statusCode).toBe(
      400,
    );
    expect((await other.viewer.inject({ method: 'GET', url: ixbrlUrl(esgYear, 'en') })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: ixbrlUrl(esgYear, 'en') })).statusCode).toBe(401);

    const unanswered = (await createProject(clients.owner, { name: 'VSME 2', type: 'esg', year: 2026 }))
      .instanceId;
    const refused = await clients.viewer.inject({ method: 'GET', url: ixbrlUrl(unanswered, 'en') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toHaveLength(12);
    expect(refused.json().error.details[0].path).toBe('answers.vsme:BasisForPreparation');
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
      payload: { answers: [turnover] },
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('ESG years under billing', () => {
  const stripeBilling = readConfig({
    BILLING: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    BILLING_PLANS_FILE: fileURLToPath(
      new URL('../../../../../config/billing/plans.example.json', import.meta.url),
    ),
  }).billing;
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ billing: stripeBilling });
  });
  afterAll(() => testApp.close());

  it('are gated as the calculator form type esg', async () => {
    const clients = await setUpCompanyClients(testApp.app);
    const subscribe = (isEsgPaid: boolean) =>
      testApp.app.database.db
        .insert(companySubscriptions)
        .values({
          companyId: clients.companyId,
          product: 'calculator',
          collectionMethod: 'charge_automatically',
          hasPaidCurrentPeriodInvoice: true,
          details: { formTypeSubscriptions: { esg: { hasPaidCurrentPeriodInvoice: isEsgPaid } } },
        })
        .onConflictDoUpdate({
          target: [companySubscriptions.companyId, companySubscriptions.product],
          set: { details: { formTypeSubscriptions: { esg: { hasPaidCurrentPeriodInvoice: isEsgPaid } } } },
        });
    await subscribe(true);
    const { instanceId } = await createProject(clients.owner, { type: 'esg' });
    expect((await clients.viewer.inject({ method: 'GET', url: url(instanceId) })).statusCode).toBe(200);
    await subscribe(false);
    const refused = await clients.viewer.inject({ method: 'GET', url: url(instanceId) });
    expect(refused.statusCode).toBe(402);
    expect(refused.body).toContain('formTypeSubscriptions.esg');
  });
});
