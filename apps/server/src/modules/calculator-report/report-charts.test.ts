import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { REPORT_URL, type ReportFixture, setUpReportFixture } from './report-test-kit.ts';

/** The default form's top-level sections: Scope 1, Scope 2 and Scope 3. */
const SECTIONS = 3;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's signature and the width and height of its IHDR chunk, the first after the signature. */
function readPng(png: Uint8Array): { signature: number[]; chunk: string; width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return {
    signature: [...png.subarray(0, 8)],
    chunk: new TextDecoder().decode(png.subarray(12, 16)),
    width: view.getUint32(16),
    height: view.getUint32(20),
  };
}

/** The Word report's charts: drawn by the chart library into the document as PNG images. */
describe('calculator report charts', () => {
  let testApp: TestApp;
  let fixture: ReportFixture;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    fixture = await setUpReportFixture(testApp.app);
  }, 120_000);
  afterAll(() => testApp.close());

  it.each(['en', 'de'])('holds one PNG per chart, of the pixels its bars need (%s)', async (lang) => {
    const response = await fixture.acme.sitewideAdmin.inject({
      method: 'POST',
      url: REPORT_URL,
      payload: { instances: [fixture.instanceId], lang },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const documentXml = new TextDecoder().decode(entries['word/document.xml']);
    const media = Object.keys(entries).filter((name) => name.startsWith('word/media/'));
    // The document places each image once: the per-scope and the per-section chart.
    expect(documentXml.match(/<a:blip r:embed=/g)).toHaveLength(2);
    expect(media).toHaveLength(2);
    const sizes = media.map((name) => {
      const png = readPng(entries[name] ?? new Uint8Array());
      expect(png.signature, name).toEqual(PNG_SIGNATURE);
      expect(png.chunk, name).toBe('IHDR');
      return { width: png.width, height: png.height };
    });
    // 1200 px wide (the text width at twice its pixels); 2 × (48 + 40 px a bar) tall: four scope bars
    // (Scope 1, Scope 2 both ways, Scope 3), and one bar per top-level section.
    expect(sizes).toEqual(
      expect.arrayContaining([
        { width: 1200, height: 416 },
        { width: 1200, height: 2 * (48 + 40 * SECTIONS) },
      ]),
    );
  });
});
