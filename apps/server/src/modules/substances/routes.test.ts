import { MAX_SUBSTANCE_FILE_BYTES, writeXlsx } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { substances } from '../../db/schema/substances.ts';
import { buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, setUpCompanyClients } from '../calculator/test-kit.ts';

const CANDIDATE_LIST = [
  'Candidate List of substances of very high concern for Authorisation',
  '',
  'Substance name,EC No.,CAS No.',
  'Tris(2-chloroethyl) phosphate,204-118-5,115-96-8',
  '"Lead chromate",231-846-0,7758-97-6',
  'Broken EC,231-846-1,',
  'Perfluorohexane-1-sulphonic acid,206-587-1,355-46-4',
  'Formaldehyde_oligomer 100%,200-001-8,50-00-0',
].join('\n');

const upload = (client: SignedInClient, method: 'POST' | 'PUT', body: string | Buffer, name = 'svhc.csv') =>
  client.inject({
    method,
    url: method === 'POST' ? '/api/settings/substances/preview' : '/api/settings/substances',
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
    payload: typeof body === 'string' ? Buffer.from(body) : body,
  });

describe('substance list routes', () => {
  let testApp: TestApp;
  let operator: SignedInClient;
  let clients: CompanyClients;
  let esgYear: string;

  const search = async (client: SignedInClient, query: string) => {
    const response = await client.inject({ method: 'GET', url: `/api/esg/substances?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { substances: { id: string; name: string }[]; source: string };
  };
  const countStored = async () => (await testApp.app.database.db.select().from(substances)).length;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
    const operatorUser = await buildUser(testApp.app.database.db, {
      companyId: clients.companyId,
      role: 'viewer',
      isSitewideAdmin: true,
    });
    operator = await signInAs(testApp.app, operatorUser.email);
    esgYear = (await createProject(clients.owner, { name: 'CSRD', type: 'esg', year: 2025 })).instanceId;
    const family = await clients.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${esgYear}/esrs`,
      payload: { family: 'esrs' },
    });
    expect(family.statusCode, family.body).toBe(200);
  }, 180_000);
  afterAll(() => testApp.close());

  describe('who may load the list', () => {
    const calls = [
      { method: 'GET' as const, url: '/api/settings/substances' },
      { method: 'POST' as const, url: '/api/settings/substances/preview' },
      { method: 'PUT' as const, url: '/api/settings/substances' },
    ];
    it.each(calls)('answers $method $url 401 without a session', async (call) => {
      const response = await testApp.app.inject(call);
      expect(response.statusCode).toBe(401);
    });
    it.each(calls)('answers $method $url 403 to a company owner who is no operator', async (call) => {
      const response = await clients.owner.inject({
        ...call,
        headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'svhc.csv' },
        payload: Buffer.from(CANDIDATE_LIST),
      });
      expect(response.statusCode).toBe(403);
      expect(await countStored()).toBe(0);
    });
    it('answers the search 401 without a session', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/esg/substances?q=lead' });
      expect(response.statusCode).toBe(401);
    });
  });

  it('searches the seed list while no list is loaded', async () => {
    const status = await operator.inject({ method: 'GET', url: '/api/settings/substances' });
    expect(status.json()).toEqual({ list: null, seedCount: expect.any(Number) });
    const found = await search(clients.viewer, 'q=lead');
    expect(found).toEqual({
      source: 'seed',
      substances: [{ id: '231-100-4', name: 'Lead', ecNumbers: ['231-100-4'], casNumbers: ['7439-92-1'] }],
    });
  });

  it('previews a file without storing it: substances read and rows skipped by sheet row', async () => {
    const response = await upload(operator, 'POST', CANDIDATE_LIST);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      fileName: 'svhc.csv',
      substanceCount: 4,
      problems: [{ sheetRow: 6, code: 'badEcNumber', value: '231-846-1' }],
      isStored: false,
      status: { list: null },
    });
    expect(response.json().sample[0]).toEqual({
      id: '204-118-5',
      name: 'Tris(2-chloroethyl) phosphate',
      ecNumbers: ['204-118-5'],
      casNumbers: ['115-96-8'],
    });
    expect(await countStored()).toBe(0);
    expect((await search(clients.viewer, 'q=lead')).source).toBe('seed');
  });

  it('stores the list, says when and from which file, and the search then answers from it', async () => {
    const response = await upload(operator, 'PUT', CANDIDATE_LIST, 'candidate-list ä.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      substanceCount: 4,
      isStored: true,
      status: { list: { fileName: 'candidate-list ä.csv', substanceCount: 4 } },
    });
    const status = (await operator.inject({ method: 'GET', url: '/api/settings/substances' })).json();
    expect(Date.now() - Date.parse(status.list.loadedAt)).toBeLessThan(60_000);
    expect(await search(clients.viewer, 'q=LEAD')).toEqual({
      source: 'operator',
      substances: [
        { id: '231-846-0', name: 'Lead chromate', ecNumbers: ['231-846-0'], casNumbers: ['7758-97-6'] },
      ],
    });
    expect((await search(clients.viewer, 'q=355-46')).substances.map((s) => s.id)).toEqual(['206-587-1']);
    expect((await search(clients.viewer, 'q=204-118-5')).substances.map((s) => s.id)).toEqual(['204-118-5']);
    // The seed's "Lead" is gone with the seed: the operator's list is the list.
    expect((await search(clients.viewer, 'q=7439-92-1')).substances).toEqual([]);
  });

  it('treats % and _ in a query as plain characters, bounds the answer and refuses a NUL byte', async () => {
    expect((await search(clients.viewer, 'q=%25')).substances.map((s) => s.id)).toEqual(['200-001-8']);
    expect((await search(clients.viewer, 'q=_')).substances.map((s) => s.id)).toEqual(['200-001-8']);
    expect((await search(clients.viewer, 'q=%27%3B%20drop%20table%20substances')).substances).toEqual([]);
    expect((await search(clients.viewer, 'q=')).substances).toHaveLength(4);
    const nul = await clients.viewer.inject({ method: 'GET', url: '/api/esg/substances?q=le%00ad' });
    expect(nul.statusCode).toBe(400);
    const long = await clients.viewer.inject({
      method: 'GET',
      url: `/api/esg/substances?q=${'a'.repeat(201)}`,
    });
    expect(long.statusCode).toBe(400);
  });

  it('looks chosen substances up by id, leaving out ids the list does not have', async () => {
    const found = await search(clients.viewer, 'id=206-587-1&id=nope&id=231-846-0');
    expect(found.substances.map((s) => s.id)).toEqual(['231-846-0', '206-587-1']);
  });

  it('replaces the list whole: a file without a header or without substances leaves the old list', async () => {
    const noHeader = await upload(operator, 'PUT', 'foo,bar\n1,2\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().error.details[0].message).toBe('noHeader');
    const noSubstances = await upload(operator, 'PUT', 'Substance name,EC No.\nBroken,231-846-1\n');
    expect(noSubstances.statusCode).toBe(400);
    expect(noSubstances.json().error.details[0].message).toBe('noSubstances');
    const duplicate = await upload(operator, 'PUT', 'Substance name,EC No.\nA,204-118-5\nB,204-118-5\n');
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json()).toMatchObject({
      substanceCount: 1,
      problems: [{ sheetRow: 3, code: 'duplicateId' }],
    });
    expect(await countStored()).toBe(1);
    const restored = await upload(operator, 'PUT', CANDIDATE_LIST);
    expect(restored.statusCode).toBe(200);
    expect(await countStored()).toBe(4);
  });

  it('reads an XLSX list', async () => {
    const xlsx = writeXlsx([
      {
        name: 'Candidate list',
        rows: [
          ['Substance name', 'EC No.', 'CAS No.'],
          ['Lead chromate', '231-846-0', '7758-97-6'],
        ],
      },
    ]);
    const response = await upload(operator, 'POST', Buffer.from(xlsx), 'svhc.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().substanceCount).toBe(1);
  });

  it('refuses an oversized file with a clear error and stores nothing', async () => {
    const big = Buffer.alloc(MAX_SUBSTANCE_FILE_BYTES + 1, 'a');
    const response = await upload(operator, 'PUT', big);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 5 MB.',
    });
    const huge = await upload(operator, 'POST', Buffer.alloc(MAX_SUBSTANCE_FILE_BYTES + 100, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(await countStored()).toBe(4);
  });

  describe('the E2-5 substances datapoint', () => {
    const code = 'esrs:E2-5.veryHighConcernPresent';
    const save = (ids: string[]) =>
      clients.editor.inject({
        method: 'PUT',
        url: `/api/company/esg/years/${esgYear}/esrs`,
        payload: { answers: [{ code, value: { kind: 'choice', value: ids } }] },
      });
    const saved = async () => {
      const form = (
        await clients.viewer.inject({ method: 'GET', url: `/api/company/esg/years/${esgYear}/esrs` })
      ).json() as { disclosures: { datapoints: { code: string; answer: unknown; choices?: unknown }[] }[] };
      return form.disclosures.flatMap((d) => d.datapoints).find((d) => d.code === code);
    };

    it('stores ids of the loaded list and offers the datapoint as a substances choice', async () => {
      const response = await save(['231-846-0', '206-587-1']);
      expect(response.statusCode, response.body).toBe(200);
      expect(await saved()).toMatchObject({
        choices: { kind: 'substances', isMultiple: true },
        answer: { kind: 'choice', value: ['231-846-0', '206-587-1'] },
      });
    });

    it('refuses an id the list does not have, naming the field, and keeps the saved answer', async () => {
      const response = await save(['231-846-0', '231-100-4']);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        {
          path: 'answers.0.value',
          message: expect.stringContaining('does not have: 231-100-4'),
        },
      ]);
      expect((await saved())?.answer).toEqual({ kind: 'choice', value: ['231-846-0', '206-587-1'] });
    });

    it('keeps accepting ids the answer already held after the list drops them', async () => {
      expect(
        (await upload(operator, 'PUT', 'Substance name,EC No.\nLead chromate,231-846-0\n')).statusCode,
      ).toBe(200);
      const kept = await save(['231-846-0', '206-587-1']);
      expect(kept.statusCode, kept.body).toBe(200);
      const added = await save(['231-846-0', '206-587-1', '204-118-5']);
      expect(added.statusCode).toBe(400);
    });

    it('names the chosen substances in the CSV export; an id the list dropped stays an id', async () => {
      const csv = await clients.admin.inject({
        method: 'GET',
        url: `/api/company/esg/years/${esgYear}/vsme/csv?lang=en`,
      });
      expect(csv.statusCode, csv.body).toBe(200);
      const line = csv.body.split('\n').find((row) => row.includes(code));
      expect(line).toContain('Lead chromate (EC 231-846-0); 206-587-1');
    });
  });
});
