import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { general, manage, setUpCompanyClients } from '../calculator/test-kit.ts';
import { REPORT_URL, readZipEntries } from './report-test-kit.ts';

/** The text of each table row of the report's body, cells joined by " | ". */
function readTableRows(documentXml: string): string[] {
  return [...documentXml.matchAll(/<w:tr[ >].*?<\/w:tr>/gs)].map((row) =>
    [...row[0].matchAll(/<w:tc>.*?<\/w:tc>/gs)]
      .map((cell) => [...cell[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((text) => text[1]).join(''))
      .join(' | '),
  );
}

/** A year with categories 8 and 13 chosen: the report's Scope 3 table states why the others read zero. */
describe('report: voluntary Scope 3 categories', () => {
  let testApp: TestApp;
  let rows: string[];

  beforeAll(async () => {
    testApp = await createTestApp();
    const acme = await setUpCompanyClients(testApp.app);
    const operator = await buildUser(testApp.app.database.db, {
      companyId: acme.companyId,
      role: 'owner',
      isSitewideAdmin: true,
    });
    const sitewideAdmin = await signInAs(testApp.app, operator.email);
    const created = await acme.owner.inject({
      method: 'POST',
      url: '/api/company/calculator/instances',
      payload: {
        container: { name: 'HQ', type: 'company' },
        general: {
          ...general(),
          selectedVoluntarySectionIds: ['upstream-leased-assets', 'downstream-leased-assets'],
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const instanceId = created.json().instance._id;
    const area = (formOptionId: string, m2: number) => ({
      instance: instanceId,
      formOptionId,
      emissionActivityInputs: [{ fieldId: 'area', value: m2, unit: 'm2' }],
      userFactor: { factor: 2, source: 'Landlord statement' },
    });
    const stored = await manage(acme.editor, {
      toCreate: [area('leased-floor-area', 100), area('leased-out-floor-area', 300)],
    });
    expect(stored.statusCode).toBe(200);
    const disclosures = await acme.admin.inject({
      method: 'PUT',
      url: `/api/company/calculator/instances/${instanceId}/disclosures`,
      payload: {
        disclosures: {
          netRevenue: null,
          residualMix: null,
          scope3CategoryStatuses: {
            '10': { status: 'notRelevant', reason: 'We sell no intermediate products.' },
          },
        },
      },
    });
    expect(disclosures.statusCode).toBe(200);
    const report = await sitewideAdmin.inject({
      method: 'POST',
      url: REPORT_URL,
      payload: { instances: [instanceId], lang: 'en' },
    });
    expect(report.statusCode).toBe(200);
    rows = readTableRows(readZipEntries(report.rawPayload).get('word/document.xml')?.toString('utf8') ?? '');
  }, 120_000);
  afterAll(() => testApp.close());

  const categoryRow = (prefix: string) => rows.find((row) => row.startsWith(prefix));

  it('lists the chosen categories with their figures and no statement', () => {
    expect(categoryRow('8. ')).toBe('8. Upstream leased assets | 200.00 kg CO2e | ');
    expect(categoryRow('13. ')).toBe('13. Downstream leased assets | 600.00 kg CO2e | ');
  });

  it('says a voluntary category left out was not chosen, or gives the admin’s reason', () => {
    expect(categoryRow('14. ')).toBe(
      '14. Franchises | 0.00 kg CO2e | Left out: a voluntary category not chosen for the year, no reason given',
    );
    expect(categoryRow('10. ')).toBe(
      '10. Processing of sold products | 0.00 kg CO2e | Not relevant: We sell no intermediate products.',
    );
    expect(categoryRow('1. ')).toMatch(/\| No statement given$/);
  });
});
