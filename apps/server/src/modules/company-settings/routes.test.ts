import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const info = {
  company: 'Renamed AG',
  brand: 'Renamed',
  address: 'Neuer Weg 1',
  city: 'Köln',
  zip: '50667',
  country: 'de',
};

describe('company settings', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('lets members read and owners change the active company; others get 401/403/400', async () => {
    const db = testApp.app.database.db;
    const company = await buildCompany(db, { brand: 'Before' });
    const other = await buildCompany(db, { brand: 'Untouched' });
    const owner = await buildUser(db, { companyId: company.id, role: 'owner' });
    const admin = await buildUser(db, { companyId: company.id, role: 'admin' });

    expect((await testApp.app.inject({ method: 'GET', url: '/api/company/settings' })).statusCode).toBe(401);
    const asAdmin = await signInAs(testApp.app, admin.email);
    expect(
      (await asAdmin.inject({ method: 'GET', url: '/api/company/settings' })).json().companyInfo.brand,
    ).toBe('Before');
    expect(
      (
        await asAdmin.inject({
          method: 'PUT',
          url: '/api/company/settings',
          payload: { info, currency: 'EUR' },
        })
      ).statusCode,
    ).toBe(403);

    const asOwner = await signInAs(testApp.app, owner.email);
    const bad = await asOwner.inject({
      method: 'PUT',
      url: '/api/company/settings',
      payload: { info: { ...info, zip: '' }, currency: 'XYZ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((detail: { path: string }) => detail.path)).toContain('info.zip');
    const unknownCurrency = await asOwner.inject({
      method: 'PUT',
      url: '/api/company/settings',
      payload: { info, currency: 'XYZ' },
    });
    expect(unknownCurrency.statusCode).toBe(400);

    const saved = await asOwner.inject({
      method: 'PUT',
      url: '/api/company/settings',
      payload: { info, currency: 'chf' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ companyInfo: { brand: 'Renamed', country: 'DE' }, currency: 'CHF' });
    const whoami = await asOwner.inject({ method: 'GET', url: '/api/auth/whoami' });
    expect(whoami.json().currencyInfo.currency).toBe('CHF');
    expect(whoami.json().currencyInfo.conversionFactor).toBeGreaterThan(0);

    const untouched = await signInAs(
      testApp.app,
      (await buildUser(db, { companyId: other.id, role: 'owner' })).email,
    );
    expect(
      (await untouched.inject({ method: 'GET', url: '/api/company/settings' })).json().companyInfo.brand,
    ).toBe('Untouched');
  });
});
