import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/settings/licences', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
  });
  afterAll(() => testApp.close());

  it('lists the product licence and every loaded factor library with its attribution, for admins and up', async () => {
    const db = testApp.app.database.db;
    const company = await buildCompany(db);
    const editor = await buildUser(db, { companyId: company.id, role: 'editor' });
    const admin = await buildUser(db, { companyId: company.id, role: 'admin' });
    const operator = await buildUser(db, { companyId: company.id, role: 'viewer', isSitewideAdmin: true });

    expect((await testApp.app.inject({ method: 'GET', url: '/api/settings/licences' })).statusCode).toBe(401);
    const asEditor = await signInAs(testApp.app, editor.email);
    expect((await asEditor.inject({ method: 'GET', url: '/api/settings/licences' })).statusCode).toBe(403);
    const asOperator = await signInAs(testApp.app, operator.email);
    expect((await asOperator.inject({ method: 'GET', url: '/api/settings/licences' })).statusCode).toBe(200);

    const asAdmin = await signInAs(testApp.app, admin.email);
    const response = await asAdmin.inject({ method: 'GET', url: '/api/settings/licences' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.product).toEqual({ name: 'Carbon Ledger', version: '0.1.0', licence: 'AGPL-3.0-only' });
    const desnz = body.factorLibraries.find(
      (library: { file: string }) => library.file === 'desnz-2025.ndjson',
    );
    expect(desnz).toMatchObject({
      edition: '2025',
      licence: 'OGL-3.0',
      licenceName: 'Open Government Licence v3.0',
    });
    expect(desnz.attribution).toContain('Department for Energy Security and Net Zero');
    const figaro = body.factorLibraries.find(
      (library: { file: string }) => library.file === 'figaro-2026.5.ndjson',
    );
    expect(figaro).toMatchObject({
      edition: '2026.5',
      licence: 'CC-BY-SA-4.0',
      licenceName: 'Creative Commons Attribution-ShareAlike 4.0 International',
      licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
      // DATA_LICENSE.md's credit, verbatim with X = 2026.5.
      attribution:
        'FIGARO monetary emission factors, Ecodex (https://getecodex.com), version 2026.5, DOI 10.5281/zenodo.23157020, licence CC BY-SA 4.0. Computed from Eurostat data.',
    });
    expect(body.referenceData[0].attribution).toContain('European Central Bank');
    expect(body.referenceData.map((entry: { attribution: string }) => entry.attribution).join(' ')).toContain(
      'This site or product includes IP2Location LITE data available from https://lite.ip2location.com',
    );
  });
});
