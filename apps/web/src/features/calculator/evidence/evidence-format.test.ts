import { MAX_EVIDENCE_FILE_BYTES } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { classifyUploadRefusal, formatFileSize, precheckEvidenceFile } from './evidence-format.ts';

describe('evidence file texts', () => {
  it.each([
    [0, 'en', '0 B'],
    [999, 'en', '999 B'],
    [1000, 'en', '1 kB'],
    [15_360, 'en', '15.4 kB'],
    [15_360, 'de', '15,4 kB'],
    [2_500_000, 'de', '2,5 MB'],
    [25 * 1024 * 1024, 'en', '26.2 MB'],
  ] as const)('writes %d bytes in %s as %s', (bytes, lang, expected) => {
    expect(formatFileSize(bytes, lang)).toBe(expected);
  });

  it('refuses empty and oversized files before sending them, naming the file', () => {
    expect(precheckEvidenceFile({ name: 'a.pdf', size: 0 }, 'en')).toBe('a.pdf: The file is empty.');
    expect(precheckEvidenceFile({ name: 'a.pdf', size: MAX_EVIDENCE_FILE_BYTES + 1 }, 'de')).toBe(
      'a.pdf: Die Datei ist größer als 25 MB.',
    );
    expect(precheckEvidenceFile({ name: 'a.pdf', size: MAX_EVIDENCE_FILE_BYTES }, 'en')).toBeUndefined();
  });

  it("reads the server's refusals", () => {
    const refusal = (code: string, status: number, message?: string) =>
      classifyUploadRefusal({ code, status, details: message ? [{ message }] : [] });
    expect(refusal('VALIDATION_FAILED', 400, 'unsupportedType')).toBe('unsupportedType');
    expect(refusal('CONFLICT', 409, 'tooManyForResult')).toBe('tooManyForResult');
    expect(refusal('CONFLICT', 409, 'quotaReached')).toBe('quotaReached');
    expect(refusal('PAYLOAD_TOO_LARGE', 413)).toBe('tooLarge');
    expect(refusal('INSTANCE_FROZEN', 409, 'validation.frozen')).toBe('frozen');
    expect(refusal('INTERNAL', 500)).toBeUndefined();
  });
});
