import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/app-config', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      supportEmail: 'help@carbon.example.org',
      links: { faq: 'https://carbon.example.org/faq', terms: undefined },
      importLimits: { maxBytes: 5 * 1024 * 1024, maxRows: 2000 },
    });
  });
  afterAll(() => testApp.close());

  it('answers the configured support contact and links, leaving out unset ones', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      supportEmail: 'help@carbon.example.org',
      links: { faq: 'https://carbon.example.org/faq' },
      importLimits: { maxBytes: 5 * 1024 * 1024, maxRows: 2000 },
      isFirstAccountOperator: true,
      billing: { mode: 'off' },
    });
  });

  it('stops announcing the operator role once an account exists', async () => {
    await buildUser(testApp.app.database.db);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.json().isFirstAccountOperator).toBe(false);
  });
});
