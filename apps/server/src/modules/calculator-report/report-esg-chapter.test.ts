import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createProject } from '../calculator/test-kit.ts';
import { REPORT_URL, type ReportFixture, readZipEntries, setUpReportFixture } from './report-test-kit.ts';

type Form = { disclosures: { code: string; datapoints: { code: string; type: string }[] }[] };

/** The Word report carries the VSME answers of the ESG years of the same period, and only those. */
describe('calculator report: the VSME chapter', () => {
  let testApp: TestApp;
  let fixture: ReportFixture;
  let b1Narrative: string;

  const exportDocument = async (lang: 'en' | 'de') => {
    const response = await fixture.acme.sitewideAdmin.inject({
      method: 'POST',
      url: REPORT_URL,
      payload: { instances: [fixture.instanceId], lang },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return readZipEntries(response.rawPayload).get('word/document.xml')?.toString('utf8') ?? '';
  };

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    fixture = await setUpReportFixture(testApp.app);
  }, 120_000);
  afterAll(() => testApp.close());

  it('leaves the chapter out while the company has no ESG year of the period', async () => {
    const earlier = await createProject(fixture.acme.owner, { name: 'VSME 2023', type: 'esg', year: 2023 });
    expect(earlier.instanceId).toBeTruthy();
    const documentXml = await exportDocument('en');
    expect(documentXml.includes('Sustainability disclosures (VSME)')).toBe(false);
  });

  it('lists the answers of the overlapping ESG year by disclosure, figures as entered', async () => {
    const { instanceId: esgYear } = await createProject(fixture.acme.owner, {
      name: 'VSME 2025',
      type: 'esg',
      year: 2025,
    });
    const form: Form = (
      await fixture.acme.viewer.inject({ method: 'GET', url: `/api/company/esg/years/${esgYear}/vsme` })
    ).json();
    b1Narrative =
      form.disclosures
        .find((disclosure) => disclosure.code === 'B1')
        ?.datapoints.find((datapoint) => datapoint.type === 'narrative')?.code ?? '';
    expect(b1Narrative).not.toBe('');
    const saved = await fixture.acme.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${esgYear}/vsme`,
      payload: {
        answers: [
          { code: 'vsme:NumberOfEmployees', value: { kind: 'number', value: 1234.125, unit: 'xbrli:pure' } },
          { code: b1Narrative, value: { kind: 'text', value: 'Towels woven in Bavaria & <Saxony>.' } },
        ],
        disclosures: [
          { code: 'B5', isNotMaterial: true, notMaterialReason: 'No site near a protected area.' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const english = await exportDocument('en');
    const missing = [
      'Sustainability disclosures (VSME)',
      'B1 Basis for preparation',
      '1,234.125',
      'Towels woven in Bavaria &amp; &lt;Saxony&gt;.',
      'B5 Biodiversity',
      'Not material.',
      'Reason: No site near a protected area.',
    ].filter((text) => !english.includes(text));
    expect(missing).toEqual([]);
    // After the E1 chapters, before the detail chapters.
    expect(english.indexOf('Sustainability disclosures (VSME)')).toBeGreaterThan(english.indexOf('E1-6'));

    const german = await exportDocument('de');
    const missingDe = [
      'Nachhaltigkeitsangaben (VSME)',
      'B1 Grundlage für die Erstellung',
      '1.234,125',
      'Nicht wesentlich.',
      'Begründung: No site near a protected area.',
    ].filter((text) => !german.includes(text));
    expect(missingDe).toEqual([]);
  });

  it('reads an ESRS year in its family and lists only the requirements it answers', async () => {
    const { instanceId } = await createProject(fixture.acme.owner, {
      name: 'CSRD 2025',
      type: 'esg',
      year: 2025,
    });
    const saved = await fixture.acme.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${instanceId}/esrs`,
      payload: {
        family: 'esrs',
        answers: [
          { code: 'esrs:E3-4.consumption', value: { kind: 'number', value: 1250.5, unit: 'utr:m3' } },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const documentXml = await exportDocument('en');
    expect(documentXml).toContain('Sustainability disclosures (ESRS, VSME)');
    expect(documentXml).toContain('E3-4 Water consumption');
    expect(documentXml).toContain('1,250.5 m3');
    // E1-6 holds the calculator's figures, so it shows; a requirement nobody answered does not.
    expect(documentXml).toContain('E1-6 Gross Scope 1, 2, 3 and total greenhouse gas emissions');
    expect(documentXml.includes('G1-6')).toBe(false);
  });

  it('never shows another company’s ESG year of the same period', async () => {
    const { instanceId } = await createProject(fixture.other.owner, {
      name: 'Foreign VSME',
      type: 'esg',
      year: 2025,
    });
    const saved = await fixture.other.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${instanceId}/vsme`,
      payload: { answers: [{ code: b1Narrative, value: { kind: 'text', value: 'Foreign secret.' } }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const documentXml = await exportDocument('en');
    expect(documentXml.includes('Foreign secret.')).toBe(false);
    expect(documentXml.includes('Foreign VSME')).toBe(false);
  });
});
