import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { queryRows } from '../../test/query-rows.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const HEADER =
  'level0,level1,level2,level3,level4,variant,region,activityUnit,unitCategory,value,scope,scope3Category,gwpSet,notes,sourceRowId';
const GOOD_ROWS = [
  ',Purchased goods,Steel,Supplier A,,Hot-rolled coil,DE,t,weight,1850.5,3,1,AR6,EPD 2024,steel-a',
  ',Electricity,Green tariff,Supplier B,,,DE,kWh,,0.012,2,,,,tariff-b',
];

function csv(...rows: string[]): string {
  return [HEADER, ...rows].join('\n');
}

describe('company factors', () => {
  let testApp: TestApp;
  let admin: SignedInClient;
  let viewer: SignedInClient;
  let otherAdmin: SignedInClient;
  let companyId: string;

  const countStored = async (id: string) => {
    const [row] = await queryRows<{ n: number }>(
      testApp.app.database.db,
      sql`select count(*)::int as n from company_factors where company_id = ${id}`,
    );
    return row?.n;
  };
  const importCsv = (client: SignedInClient, text: string) =>
    client.inject({
      method: 'POST',
      url: '/api/company/factors/import',
      payload: { csv: text, fileName: 'supplier-factors.csv' },
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.app.database.db;
    const company = await buildCompany(db, { brand: 'Steelworks' });
    const other = await buildCompany(db, { brand: 'Other Co' });
    companyId = company.id;
    const adminUser = await buildUser(db, { companyId: company.id, role: 'admin' });
    const viewerUser = await buildUser(db, { companyId: company.id, role: 'viewer' });
    const otherUser = await buildUser(db, { companyId: other.id, role: 'owner' });
    admin = await signInAs(testApp.app, adminUser.email);
    viewer = await signInAs(testApp.app, viewerUser.email);
    otherAdmin = await signInAs(testApp.app, otherUser.email);
  });
  afterAll(() => testApp.close());

  it('imports a valid file whole, labelled as the company’s own source', async () => {
    const response = await importCsv(admin, csv(...GOOD_ROWS));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.imported).toBe(2);
    expect(body.factors[0]).toMatchObject({
      source: 'CUSTOM',
      sourceName: 'Custom specified by company',
      level0: 'Scope 3',
      level1: 'Purchased goods',
      value: 1850.5,
      activityUnit: 't',
      scope3Category: 1,
      gwpSet: 'AR6',
      isCustom: true,
    });
    expect(body.factors[1]).toMatchObject({ unitCategory: 'energy', level0: 'Scope 2', value: 0.012 });
    expect(await countStored(companyId)).toBe(2);

    const detail = await viewer.inject({ method: 'GET', url: `/api/data/factors/${body.factors[0].id}` });
    expect(detail.json().factor).toMatchObject({
      sourceRowIds: ['steel-a'],
      notes: 'EPD 2024',
      attribution: 'Custom specified by company (file supplier-factors.csv, row 2).',
    });
  });

  it('lands nothing when one row in the middle is bad, and names each row and column', async () => {
    const before = await countStored(companyId);
    const response = await importCsv(
      admin,
      csv(GOOD_ROWS[0] ?? '', ',Waste,Landfill,,,,GB,t,volume,abc,3,5,,,', GOOD_ROWS[1] ?? ''),
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual(
      expect.arrayContaining([
        {
          path: 'rows.3.unitCategory',
          message: 'Row 3, column unitCategory: unit t belongs to weight, not volume',
        },
        { path: 'rows.3.value', message: 'Row 3, column value: must be a number' },
      ]),
    );
    expect(await countStored(companyId)).toBe(before);
  });

  it('names unknown and missing columns of the header', async () => {
    const response = await importCsv(admin, 'level1,activityUnit,vaule\nSteel,t,3');
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['rows.1.vaule', 'rows.1.value', 'rows.1.scope']));
  });

  it('reads semicolon files with decimal commas, as German spreadsheets save them', async () => {
    const response = await importCsv(admin, 'level1;activityUnit;value;scope\nDiesel Lieferant C;l;"2,65";1');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().factors[0]).toMatchObject({ value: 2.65, unitCategory: 'volume' });
  });

  it('shows the company’s factors to its members only', async () => {
    const own = await viewer.inject({ method: 'GET', url: '/api/data/factors?source=CUSTOM' });
    expect(own.json().pagination.total).toBe(3);
    const listed = await viewer.inject({ method: 'GET', url: '/api/company/factors?limit=2' });
    expect(listed.json().pagination).toEqual({ position: 2, canLoadMore: true, total: 3 });

    const other = await otherAdmin.inject({ method: 'GET', url: '/api/data/factors?source=CUSTOM' });
    expect(other.json().pagination.total).toBe(0);
    const search = await otherAdmin.inject({ method: 'GET', url: '/api/data/factors?search=steel' });
    expect(search.json().factors).toEqual([]);
  });

  it('answers 404 for another company’s factor, to read or delete', async () => {
    const [factor] = (await viewer.inject({ method: 'GET', url: '/api/company/factors' })).json().factors;
    const read = await otherAdmin.inject({ method: 'GET', url: `/api/data/factors/${factor.id}` });
    expect(read.statusCode).toBe(404);
    const removed = await otherAdmin.inject({ method: 'DELETE', url: `/api/company/factors/${factor.id}` });
    expect(removed.statusCode).toBe(404);
    expect(await countStored(companyId)).toBe(3);
  });

  it('lets admins delete their own factor', async () => {
    const [factor] = (await admin.inject({ method: 'GET', url: '/api/company/factors' })).json().factors;
    const removed = await admin.inject({ method: 'DELETE', url: `/api/company/factors/${factor.id}` });
    expect(removed.statusCode).toBe(200);
    expect(await countStored(companyId)).toBe(2);
  });

  it('refuses viewers (403) and anonymous callers (401)', async () => {
    expect((await importCsv(viewer, csv(...GOOD_ROWS))).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/company/factors/import',
      payload: { csv: csv(...GOOD_ROWS) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/company/factors' })).statusCode).toBe(401);
  });

  it('reads text values in the locale chosen on the import screen and never guesses', async () => {
    const importIn = (numberLocale: string, text: string) =>
      admin.inject({
        method: 'POST',
        url: '/api/company/factors/import',
        payload: { csv: text, fileName: 'f.csv', numberLocale },
      });
    const refused = await importIn('en', 'level1,activityUnit,value,scope\nDiesel,l,"2,65",1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      {
        path: 'rows.2.value',
        message:
          'Row 2, column value: must be a number with thousands grouped by 3 digits (English notation, as 1,234.5)',
      },
    ]);
    const before = (await countStored(companyId)) ?? 0;
    const german = await importIn('de', 'level1,activityUnit,value,scope\nSteel,t,"1.234,5",3');
    expect(german.statusCode, german.body).toBe(201);
    expect(german.json().factors[0]).toMatchObject({ value: 1234.5 });
    expect(await countStored(companyId)).toBe(before + 1);
    expect((await importIn('fr', 'level1,activityUnit,value,scope\nA,t,1,3')).statusCode).toBe(400);
  });

  it('answers 400 naming the field for an empty file', async () => {
    const response = await importCsv(admin, '');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('csv');
  });
});
