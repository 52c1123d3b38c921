import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../test/session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createDemoData, DEMO_ROLES, demoEmail } from './demo-data.ts';

describe('demo data', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('creates one user per role in one company, and running it again changes nothing but the password', async () => {
    const first = await createDemoData(testApp.app.database.db, 'First-pass-1');
    const second = await createDemoData(testApp.app.database.db, 'Second-pass-2');
    expect(second.companyId).toBe(first.companyId);
    for (const role of DEMO_ROLES) {
      const client = await signInAs(testApp.app, demoEmail(role), { password: 'Second-pass-2' });
      const whoami = await client.inject({ method: 'GET', url: '/api/auth/whoami' });
      expect(whoami.json()).toMatchObject({ company: first.companyId, companyRelationship: { role } });
    }
  });
});
