import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/identity.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { REPORT_URL, type ReportFixture, readZipEntries, setUpReportFixture } from './report-test-kit.ts';

/** The Word report: who may export it, whose years it reads, and what the file holds. */
describe('calculator report route', () => {
  let testApp: TestApp;
  let fixture: ReportFixture;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    fixture = await setUpReportFixture(testApp.app);
  }, 120_000);
  afterAll(() => testApp.close());

  const body = (instances: string[], lang = 'en') => ({ instances, lang });
  // Lists what a large XML part lacks, so a failure names the text and does not print the whole part.
  const findMissing = (xml: string, texts: readonly string[]) => texts.filter((text) => !xml.includes(text));

  it('answers 401 when signed out', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: REPORT_URL,
      payload: body([fixture.instanceId]),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to members below sitewide-admin, the owner included', async () => {
    for (const role of ['owner', 'admin', 'editor', 'viewer'] as const) {
      const response = await fixture.acme[role].inject({
        method: 'POST',
        url: REPORT_URL,
        payload: body([fixture.instanceId]),
      });
      expect(response.statusCode, role).toBe(403);
    }
  });

  it('answers 404 for another company’s year, alone or next to an own one', async () => {
    for (const instances of [[fixture.foreignInstanceId], [fixture.instanceId, fixture.foreignInstanceId]]) {
      const response = await fixture.acme.sitewideAdmin.inject({
        method: 'POST',
        url: REPORT_URL,
        payload: body(instances),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers 400 for bad bodies', async () => {
    const cases = [
      {},
      { instances: [], lang: 'en' },
      { instances: ['not-a-uuid'], lang: 'en' },
      { instances: [fixture.instanceId], lang: 'fr' },
      { instances: [fixture.instanceId] },
      { instances: Array.from({ length: 201 }, () => fixture.instanceId), lang: 'en' },
    ];
    for (const payload of cases) {
      const response = await fixture.acme.sitewideAdmin.inject({ method: 'POST', url: REPORT_URL, payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });

  it('answers results.docx: a Word file with the title page, Calibri, the footer and two charts', async () => {
    const response = await fixture.acme.sitewideAdmin.inject({
      method: 'POST',
      url: REPORT_URL,
      payload: body([fixture.instanceId]),
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe('attachment; filename="results.docx"');
    const file = response.rawPayload;
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');

    const entries = readZipEntries(file);
    const documentXml = entries.get('word/document.xml')?.toString('utf8') ?? '';
    expect(
      findMissing(documentXml, [
        'CSRD Report',
        fixture.acme.companyName,
        'w:pStyle w:val="Title"',
        'w:pStyle w:val="Heading1"',
        'w:pStyle w:val="Heading2"',
        'w:pStyle w:val="Heading3"',
        'Methodology and boundaries',
        'Plant measurement 2025',
        'Open Government Licence',
      ]),
    ).toEqual([]);
    expect(documentXml.includes('Excluded boiler')).toBe(false);

    const stylesXml = entries.get('word/styles.xml')?.toString('utf8') ?? '';
    expect(/<w:docDefaults>.*w:ascii="Calibri"/s.test(stylesXml)).toBe(true);
    const footers = [...entries].filter(([name]) => /^word\/footer\d*\.xml$/.test(name));
    expect(footers).toHaveLength(1);
    const footerXml = footers[0]?.[1].toString('utf8') ?? '';
    expect(findMissing(footerXml, ['CSRD Report | ', 'PAGE'])).toEqual([]);

    const images = [...entries.keys()].filter(
      (name) => name.startsWith('word/media/') && name.endsWith('.png'),
    );
    expect(images).toHaveLength(2);
  });

  it('writes German texts for lang de and keeps the title the spec fixes', async () => {
    const response = await fixture.acme.sitewideAdmin.inject({
      method: 'POST',
      url: REPORT_URL,
      payload: body([fixture.instanceId], 'de'),
    });
    expect(response.statusCode).toBe(200);
    const documentXml = readZipEntries(response.rawPayload).get('word/document.xml')?.toString('utf8') ?? '';
    expect(
      findMissing(documentXml, ['CSRD Report', 'Methodik und Grenzen', 'Emissionen nach Scope']),
    ).toEqual([]);
    expect(documentXml.includes('Methodology and boundaries')).toBe(false);
  });

  it('writes dates as the company’s country does in the report’s language, as the pages do', async () => {
    const periodIn = async (country: string, lang: string) => {
      await testApp.app.database.db
        .update(companies)
        .set({ country })
        .where(eq(companies.id, fixture.acme.companyId));
      const response = await fixture.acme.sitewideAdmin.inject({
        method: 'POST',
        url: REPORT_URL,
        payload: body([fixture.instanceId], lang),
      });
      expect(response.statusCode).toBe(200);
      return readZipEntries(response.rawPayload).get('word/document.xml')?.toString('utf8') ?? '';
    };
    try {
      const us = await periodIn('US', 'en');
      expect(us).toContain('January 1, 2025 – December 31, 2025');
      expect(us).not.toContain('1 January 2025');
      const uk = await periodIn('GB', 'en');
      expect(uk).toContain('1 January 2025 – 31 December 2025');
      expect(await periodIn('GB', 'de')).toContain('1. Januar 2025 – 31. Dezember 2025');
    } finally {
      await testApp.app.database.db
        .update(companies)
        .set({ country: 'DE' })
        .where(eq(companies.id, fixture.acme.companyId));
    }
  });
});
