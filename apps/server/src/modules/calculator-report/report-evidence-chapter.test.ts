import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { formatFileSize } from './report-evidence-chapter.ts';
import { REPORT_URL, type ReportFixture, readZipEntries, setUpReportFixture } from './report-test-kit.ts';

const api = '/api/company/calculator';
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% ${text}\n%%EOF\n`);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function upload(client: SignedInClient, url: string, bytes: Buffer, name: string) {
  return client.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
    payload: bytes,
  });
}

describe('file sizes in the report', () => {
  it('reads bytes, KB and MB in the report language', () => {
    expect(formatFileSize(812, 'en')).toBe('812 B');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(1536, 'de')).toBe('1,5 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
  });
});

/** The Word report's appendix lists the years' evidence files with their SHA-256. */
describe('calculator report: the evidence appendix', () => {
  let testApp: TestApp;
  let fixture: ReportFixture;

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

  it('leaves the appendix out while the years hold no file', async () => {
    expect((await exportDocument('en')).includes('Appendix: evidence files')).toBe(false);
  });

  it('lists each file with what it backs, its size and its SHA-256, and never another company’s', async () => {
    const bill = pdf('gas bill march');
    const audit = pdf('site audit');
    const result = fixture.countedResults[0];
    if (!result) throw new Error('The fixture has no result.');
    const onResult = await upload(
      fixture.acme.editor,
      `${api}/results/${result._id}/files`,
      bill,
      'Gas bill.pdf',
    );
    expect(onResult.statusCode, onResult.body).toBe(201);
    const onYear = await upload(
      fixture.acme.editor,
      `${api}/instances/${fixture.instanceId}/files`,
      audit,
      'Site audit.pdf',
    );
    expect(onYear.statusCode, onYear.body).toBe(201);
    const foreign = await upload(
      fixture.other.editor,
      `${api}/instances/${fixture.foreignInstanceId}/files`,
      pdf('foreign'),
      'Foreign invoice.pdf',
    );
    expect(foreign.statusCode, foreign.body).toBe(201);

    const english = await exportDocument('en');
    const missing = [
      'Appendix: evidence files',
      'Gas bill.pdf',
      sha256(bill),
      'Site audit.pdf',
      sha256(audit),
      'the year as a whole',
      `${bill.length} B`,
    ].filter((text) => !english.includes(text));
    expect(missing).toEqual([]);
    expect(english.includes('Foreign invoice.pdf')).toBe(false);
    // The appendix closes the report, after the factor sources.
    expect(english.indexOf('Appendix: evidence files')).toBeGreaterThan(
      english.indexOf('Open Government Licence'),
    );

    const german = await exportDocument('de');
    expect(
      ['Anhang: Nachweisdateien', 'das Jahr als Ganzes', sha256(bill)].filter(
        (text) => !german.includes(text),
      ),
    ).toEqual([]);
  });
});
