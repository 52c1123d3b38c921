import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, setUpCompanyClients } from './test-kit.ts';

/** A group that adds up a Corporate and an ESG project: its calculator state serves the Corporate form. */
describe('setup of a group with an ESG project', () => {
  let testApp: TestApp;
  let acme: CompanyClients;

  beforeAll(async () => {
    testApp = await createTestApp();
    acme = await setUpCompanyClients(testApp.app);
  });
  afterAll(() => testApp.close());

  it('serves the form of the year that has one, whichever year comes first', async () => {
    const esg = await createProject(acme.owner, { name: 'Sustainability report', type: 'esg' });
    const corporate = await createProject(acme.owner, { name: 'HQ', type: 'company' });
    for (const instances of [
      [esg.instanceId, corporate.instanceId],
      [corporate.instanceId, esg.instanceId],
    ]) {
      const response = await acme.viewer.inject({
        method: 'POST',
        url: '/api/company/calculator/instances/setup',
        payload: { instances, lang: 'en' },
      });
      expect(response.statusCode).toBe(200);
      const { form } = response.json();
      expect(form.sections.map((section: { id: string }) => section.id)).toEqual([
        'scope-1',
        'scope-2',
        'scope-3',
      ]);
    }
  });
});
