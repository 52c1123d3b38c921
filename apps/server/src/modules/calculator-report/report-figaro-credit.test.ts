import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createProject, manage, setUpCompanyClients } from '../calculator/test-kit.ts';
import { REPORT_URL, readZipEntries } from './report-test-kit.ts';

const CREDIT =
  'FIGARO monetary emission factors, Ecodex (https://getecodex.com), version 2026.5, DOI 10.5281/zenodo.23157020, licence CC BY-SA 4.0. Computed from Eurostat data.';

/** The Word report's factor sources credit FIGARO as its licence asks, and say where a factor was converted. */
describe('the FIGARO credit in the Word report', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
  }, 120_000);
  afterAll(() => testApp.close());

  it('lists the credit for the published factor and again, marked converted, for the converted one', async () => {
    const clients = await setUpCompanyClients(testApp.app);
    const operator = await buildUser(testApp.app.database.db, {
      companyId: clients.companyId,
      role: 'owner',
      isSitewideAdmin: true,
    });
    const admin = await signInAs(testApp.app, operator.email);
    const { instanceId } = await createProject(clients.owner, { name: 'Lyon', region: 'FR', year: 2022 });
    const row = (genericInputs: Record<string, string>) => ({
      instance: instanceId,
      formOptionId: 'capital-spend-machinery',
      emissionActivityInputs: [{ fieldId: 'spend', value: 100_000, unit: 'EUR' }],
      genericInputs,
    });
    const saved = await manage(clients.editor, { toCreate: [row({}), row({ supplierCountry: 'DE' })] });
    expect(saved.statusCode, saved.body).toBe(200);

    for (const [lang, converted, notice] of [
      ['en', 'FIGARO (converted to purchaser prices)', 'Converted: a supply factor at basic prices'],
      ['de', 'FIGARO (in Anschaffungspreise umgerechnet)', 'Umgerechnet: ein Angebotsfaktor'],
    ] as const) {
      const response = await admin.inject({
        method: 'POST',
        url: REPORT_URL,
        payload: { instances: [instanceId], lang },
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      const xml = readZipEntries(response.rawPayload).get('word/document.xml')?.toString('utf8') ?? '';
      expect(xml.split(CREDIT).length - 1).toBe(2);
      expect(xml).toContain(converted);
      expect(xml).toContain(notice);
      expect(xml).toContain('CC-BY-SA-4.0');
    }
  });
});
