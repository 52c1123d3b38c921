import { getRate, getRateYearRange } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('reference data routes', () => {
  let testApp: TestApp;
  let client: SignedInClient;

  beforeAll(async () => {
    testApp = await createTestApp();
    const company = await buildCompany(testApp.app.database.db);
    const user = await buildUser(testApp.app.database.db, { companyId: company.id });
    client = await signInAs(testApp.app, user.email);
  });
  afterAll(() => testApp.close());

  describe('POST /api/data/conversions', () => {
    it('converts currencies at the annual average of the date’s year, with the source', async () => {
      const response = await client.inject({
        method: 'POST',
        url: '/api/data/conversions?from=eur&to=GBP&date=2024-06-30',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().conversion).toEqual({
        kind: 'currency',
        from: 'EUR',
        to: 'GBP',
        rate: getRate('EUR', 'GBP', 2024).rate,
        rateYear: 2024,
        source: expect.stringContaining('European Central Bank'),
        isFallback: false,
      });
    });

    it('converts units of one category exactly', async () => {
      const response = await client.inject({ method: 'POST', url: '/api/data/conversions?from=MWh&to=kWh' });
      expect(response.json().conversion).toMatchObject({ kind: 'unit', rate: 1000, rateYear: null });
    });

    it.each([
      ['from=XYZ&to=EUR', 'from'],
      ['from=EUR&to=XYZ', 'to'],
      ['from=kWh&to=kg', 'to'],
      ['from=EUR&to=GBP&date=yesterday', 'date'],
      ['from=EUR&to=GBP&date=1999', 'date'],
      ['from=EUR&to=GBP&date=2024-13-45', 'date'],
      ['from=EUR&to=GBP&date=2024-02-30', 'date'],
    ])('answers 400 naming the field for %s', async (search, field) => {
      const response = await client.inject({ method: 'POST', url: `/api/data/conversions?${search}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].path).toBe(field);
    });

    it('needs a session', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/data/conversions?from=EUR&to=GBP',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('currencies', () => {
    it('lists the 22 currencies with symbol and names', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/orders/currencies' });
      const { currencies } = response.json();
      expect(currencies).toHaveLength(22);
      expect(currencies[0]).toEqual({ code: 'EUR', symbol: '€', names: { en: 'Euros', de: 'Euro' } });
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('answers the latest rate between two currencies', async () => {
      const response = await client.inject({
        method: 'POST',
        url: '/api/orders/currencies/rates/convert',
        payload: { from: 'USD', to: 'CHF' },
      });
      const latest = getRate('USD', 'CHF', getRateYearRange().last);
      expect(response.json()).toEqual({
        rate: latest.rate,
        rateYear: latest.rateYear,
        source: expect.stringContaining('European Central Bank'),
        isFallback: latest.isFallback,
      });
    });

    it('answers 400 naming the unknown currency', async () => {
      const response = await client.inject({
        method: 'POST',
        url: '/api/orders/currencies/rates/convert',
        payload: { from: 'USD', to: 'DOGE' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].path).toBe('to');
    });
  });

  describe('GET /api/data/countries', () => {
    it.each([
      ['DE', { code: 'DE', name: 'Germany', currency: 'EUR', localCurrency: 'EUR' }],
      ['ch', { code: 'CH', name: 'Switzerland', currency: 'CHF', localCurrency: 'CHF' }],
      ['IN', { code: 'IN', name: 'India', currency: 'EUR', localCurrency: 'INR' }],
    ])('answers %s with its currency', async (code, expected) => {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/data/countries?code=${code}` });
      expect(response.json()).toEqual(expected);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('answers 404 for an unassigned code and 400 for a malformed one', async () => {
      expect(
        (await testApp.app.inject({ method: 'GET', url: '/api/data/countries?code=XX' })).statusCode,
      ).toBe(404);
      const malformed = await testApp.app.inject({ method: 'GET', url: '/api/data/countries?code=DEU' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.details[0].path).toBe('code');
    });
  });
});
