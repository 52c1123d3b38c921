import { parseCsv } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const formUrl = (id: string) => `/api/company/esg/years/${id}/vsme`;
const csvUrl = (id: string, lang = 'en') => `/api/company/esg/years/${id}/vsme/csv?lang=${lang}`;
const AGGREGATE = '/1.0/results/esg/aggregate';

type Row = {
  category: string;
  label: string;
  value: string | number;
  unit: string;
  code: string;
  instance: string;
};

const answers = [
  { code: 'vsme:Turnover', value: { kind: 'number', value: 1_234_567.5, unit: 'iso4217:EUR' } },
  {
    code: 'vsme:UndertakingsLegalForm',
    value: { kind: 'choice', value: ['vsme:PrivateLimitedLiabilityUndertakingMember'] },
  },
  { code: 'vsme:AddressOfSite', value: { kind: 'text', value: '=HYPERLINK("http://evil.example","Click")' } },
];

/** The CSV's records without the BOM. */
const readCsv = (body: string) => {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parseCsv(body.slice(1)).filter((record) => record.some((cell) => cell !== ''));
};

describe('ESG exports: the simple CSV and the public aggregate', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let esgYear: string;
  let esgContainer: string;
  let emptyYear: string;
  let corporate2025: string;
  let otherYear: string;
  let otherGroup: string;
  let apiKey: string;
  let otherApiKey: string;

  const createKey = async (owner: CompanyClients['owner']) => {
    const response = await owner.inject({
      method: 'PUT',
      url: '/api/company/api-keys',
      payload: { name: 'ESG export', expiresAt: null },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().apiKey as string;
  };
  const callAggregate = (payload: unknown, key: string | null = apiKey) =>
    testApp.app.inject({
      method: 'POST',
      url: AGGREGATE,
      payload: payload as Record<string, unknown>,
      headers: key === null ? {} : { authorization: `Bearer ${key}` },
    });

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    [acme, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    const esg = await createProject(acme.owner, { name: 'VSME', type: 'esg', year: 2025 });
    [esgYear, esgContainer] = [esg.instanceId, esg.containerId];
    emptyYear = (await createProject(acme.owner, { name: 'VSME old', type: 'esg', year: 2019 })).instanceId;
    corporate2025 = (await createProject(acme.owner, { name: 'UK', region: 'GB', year: 2025 })).instanceId;
    expect((await manage(acme.editor, { toCreate: [gasRow(corporate2025, 10_000)] })).statusCode).toBe(200);
    const saved = await acme.editor.inject({
      method: 'PUT',
      url: formUrl(esgYear),
      payload: {
        answers,
        disclosures: [
          { code: 'B1', isNotMaterial: false, evidenceNote: '@SUM(1,2) register extract' },
          { code: 'B5', isNotMaterial: true, notMaterialReason: '+Office only, no land; nothing to report' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const theirs = await createProject(other.owner, { name: 'Theirs', type: 'esg', year: 2025 });
    otherYear = theirs.instanceId;
    const group = await other.admin.inject({
      method: 'POST',
      url: '/api/company/calculator/groups',
      payload: { name: 'Theirs', containers: [theirs.containerId] },
    });
    otherGroup = group.json().group._id;
    [apiKey, otherApiKey] = [await createKey(acme.owner), await createKey(other.owner)];
  }, 180_000);
  afterAll(() => testApp.close());

  describe('GET esg/years/:id/vsme/csv', () => {
    it('is for admins and up', async () => {
      for (const client of [acme.viewer, acme.editor]) {
        const refused = await client.inject({ method: 'GET', url: csvUrl(esgYear) });
        expect(refused.statusCode).toBe(403);
      }
      for (const client of [acme.admin, acme.owner]) {
        expect((await client.inject({ method: 'GET', url: csvUrl(esgYear) })).statusCode).toBe(200);
      }
    });

    it('writes every answer in English with the statements, B3 from the calculator, formulas neutralised', async () => {
      const response = await acme.admin.inject({ method: 'GET', url: csvUrl(esgYear) });
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="vsme-VSME-2025.csv"');
      const records = readCsv(response.body);
      expect(records[0]).toEqual([
        'Disclosure',
        'Datapoint code',
        'Label',
        'Value',
        'Unit',
        'Not material',
        'Reason',
        'Evidence note',
      ]);
      const byCode = new Map(records.slice(1).map((record) => [record[1], record]));
      expect(byCode.get('vsme:Turnover')).toEqual([
        'B1',
        'vsme:Turnover',
        'Turnover',
        '1234567.5',
        'EUR',
        '',
        '',
        "'@SUM(1,2) register extract",
      ]);
      expect(byCode.get('vsme:AddressOfSite')?.[3]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
      expect(byCode.get('vsme:UndertakingsLegalForm')?.[3]).toMatch(/private limited liability/i);
      // The raw field is quoted and starts with the neutralising quote, so no spreadsheet runs it.
      expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(response.body).not.toMatch(/(^|,)[=+@-]/m);
      // GB 2025 gas 10,000 kWh: 1.8296 t Scope 1, as the form shows it.
      const scope1 = byCode.get('vsme:GrossScope1GreenhouseGasEmissions');
      expect(scope1?.slice(0, 3)).toEqual([
        'B3',
        'vsme:GrossScope1GreenhouseGasEmissions',
        'Gross Scope 1 greenhouse gas emissions',
      ]);
      expect(Number(scope1?.[3])).toBeCloseTo(1.8296, 9);
      expect(scope1?.[4]).toBe('tCO2e');
      expect(byCode.get('')).toEqual([
        'B5',
        '',
        '',
        '',
        '',
        'Yes',
        "'+Office only, no land; nothing to report",
        '',
      ]);
    });

    it('writes German headers, labels and words', async () => {
      const response = await acme.admin.inject({ method: 'GET', url: csvUrl(esgYear, 'de') });
      const records = readCsv(response.body);
      expect(records[0]?.[0]).toBe('Angabe');
      const turnover = records.find((record) => record[1] === 'vsme:Turnover');
      expect(turnover?.[2]).toBe('Umsatzerlöse');
      expect(turnover?.[3]).toBe('1234567.5');
      expect(records.find((record) => record[0] === 'B5')?.[5]).toBe('Ja');
    });

    it("answers 'No data to export.' (409) for a year without answers", async () => {
      const response = await acme.admin.inject({ method: 'GET', url: csvUrl(emptyYear) });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: 'No data to export.' } });
    });

    it("answers 404 for another company's year", async () => {
      const response = await acme.admin.inject({ method: 'GET', url: csvUrl(otherYear) });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('POST /1.0/results/esg/aggregate', () => {
    it('needs a valid API key', async () => {
      expect((await callAggregate({ instance: esgYear }, null)).statusCode).toBe(401);
      const wrong = await callAggregate({ instance: esgYear }, `${apiKey.slice(0, -4)}AAAA`);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('UNAUTHENTICATED');
      expect((await callAggregate({ instance: esgYear }, 'not-a-key')).statusCode).toBe(401);
      const session = await acme.owner.inject({
        method: 'POST',
        url: AGGREGATE,
        payload: { instance: esgYear },
      });
      expect(session.statusCode).toBe(401);
    });

    it("answers 404 for another company's year or group, 400 without either", async () => {
      expect((await callAggregate({ instance: otherYear })).statusCode).toBe(404);
      expect((await callAggregate({ group: otherGroup })).statusCode).toBe(404);
      expect((await callAggregate({ instance: otherYear }, otherApiKey)).statusCode).toBe(200);
      expect((await callAggregate({})).statusCode).toBe(400);
    });

    it('answers the values the form saved and B3 equal to the calculator totals', async () => {
      const response = await callAggregate({ instance: esgYear });
      expect(response.statusCode, response.body).toBe(200);
      const rows: Row[] = response.json().data;
      const row = (code: string) => rows.find((entry) => entry.code === code);
      expect(row('vsme:Turnover')).toEqual({
        category: 'B1',
        label: 'Turnover',
        value: 1_234_567.5,
        unit: 'EUR',
        code: 'vsme:Turnover',
        instance: esgYear,
      });
      expect(row('vsme:AddressOfSite')?.value).toBe(answers[2]?.value.value);

      const form = (await acme.viewer.inject({ method: 'GET', url: formUrl(esgYear) })).json();
      const answered = form.disclosures.flatMap(
        (disclosure: { code: string; datapoints: { code: string; answer: unknown }[] }) =>
          disclosure.datapoints
            .filter((datapoint) => datapoint.answer !== null)
            .map((datapoint) => `${disclosure.code} ${datapoint.code}`),
      );
      expect(rows.map((entry) => `${entry.category} ${entry.code}`)).toEqual(answered);

      const setup = await acme.viewer.inject({
        method: 'POST',
        url: '/api/company/calculator/instances/setup',
        payload: { instances: [corporate2025], lang: 'en' },
      });
      const totals = setup.json().aggregatedResults;
      expect(row('vsme:GrossScope1GreenhouseGasEmissions')).toMatchObject({ category: 'B3', unit: 'tCO2e' });
      expect(row('vsme:GrossScope1GreenhouseGasEmissions')?.value).toBeCloseTo(
        totals.totalCo2InKgPerScope[1] / 1000,
        9,
      );
      expect(row('vsme:GrossScope3GreenhouseGasEmissions')?.value).toBeCloseTo(
        totals.totalCo2InKgPerScope[3] / 1000,
        9,
      );
    });

    it("answers in German, and for a group its projects' ESG years", async () => {
      const group = await acme.admin.inject({
        method: 'POST',
        url: '/api/company/calculator/groups',
        payload: { name: 'All', containers: [esgContainer] },
      });
      const rows: Row[] = (await callAggregate({ group: group.json().group._id, lang: 'de' })).json().data;
      expect(new Set(rows.map((entry) => entry.instance))).toEqual(new Set([esgYear]));
      expect(rows.find((entry) => entry.code === 'vsme:Turnover')?.label).toBe('Umsatzerlöse');
    });

    it('is documented in the OpenAPI document with the bearer scheme', async () => {
      const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      expect(document.paths[AGGREGATE].post.security).toEqual([{ bearerAuth: [] }]);
    });
  });
});
