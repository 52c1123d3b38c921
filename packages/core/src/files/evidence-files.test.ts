import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from '../import/write-xlsx.ts';
import {
  checkEvidenceFile,
  describeEvidenceFileProblem,
  MAX_EVIDENCE_FILE_BYTES,
  MAX_FILE_NAME_LENGTH,
  sniffEvidenceFileKind,
  toDisplayFileName,
} from './evidence-files.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const PDF = bytes('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const WEBP = bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ');
const XLSX = writeXlsx([{ name: 'Bills', rows: [['kWh', 120000]] }]);
const DOCX = zipSync({
  '[Content_Types].xml': bytes('<Types/>'),
  'word/document.xml': bytes('<w:document/>'),
});

describe('sniffEvidenceFileKind', () => {
  it.each([
    [PDF, 'bill.pdf', 'pdf'],
    [PNG, 'meter.png', 'png'],
    [JPEG, 'meter.jpg', 'jpeg'],
    [WEBP, 'meter.webp', 'webp'],
    [XLSX, 'readings.xlsx', 'xlsx'],
    [bytes('date;kWh\n2025-01-31;1200\n'), 'readings.csv', 'csv'],
    // By content, whatever the name says.
    [PDF, 'bill.xlsx', 'pdf'],
  ] as const)('%#: reads %s as %s', (content, name, kind) => {
    expect(sniffEvidenceFileKind(content, name)).toBe(kind);
  });

  it.each([
    [DOCX, 'contract.docx'],
    [bytes('MZ\u0090\u0000'), 'bill.pdf'],
    [bytes('<script>alert(1)</script>'), 'bill.html'],
    [bytes('plain text'), 'notes.txt'],
    [new Uint8Array([0x61, 0, 0x62]), 'readings.csv'],
    [new Uint8Array([0xff, 0xfe, 0x41]), 'readings.csv'],
    [bytes('PK\u0003\u0004 broken zip'), 'readings.xlsx'],
  ])('%#: refuses %s named %s', (content, name) => {
    expect(sniffEvidenceFileKind(content, name)).toBeUndefined();
  });
});

describe('toDisplayFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\anna\\Stromrechnung März.pdf', 'Stromrechnung März.pdf'],
    ['bill\u0000.pdf', 'bill.pdf'],
    ['  two   spaces .pdf ', 'two spaces .pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['broken \ud800.pdf', 'broken .pdf'],
    // Bidirectional controls would show the name in another order than it is (here ending in "exe.pdf").
    ['unicode-\u202eFDP.exe.pdf', 'unicode-FDP.exe.pdf'],
    ['\u202dbill\u202c\u200f\u200e\u061c.pdf', 'bill.pdf'],
    ['\u2066invoice\u2069\u2067\u2068.pdf', 'invoice.pdf'],
    ['\u202e', 'file'],
    ['', 'file'],
    ['/', 'file'],
  ])('shows %j as %j', (name, shown) => {
    expect(toDisplayFileName(name)).toBe(shown);
  });

  it('shortens a long name and keeps its extension', () => {
    const shown = toDisplayFileName(`${'a'.repeat(500)}.pdf`);
    expect(shown).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(shown.endsWith('.pdf')).toBe(true);
  });
});

describe('checkEvidenceFile', () => {
  it('takes a PDF bill and keeps its name for display', () => {
    expect(checkEvidenceFile(PDF, 'Rechnung 2025/01.pdf')).toEqual({ kind: 'pdf', displayName: '01.pdf' });
  });

  it.each([
    [new Uint8Array(), 'bill.pdf', 'empty'],
    [new Uint8Array(MAX_EVIDENCE_FILE_BYTES + 1).fill(0x25), 'bill.pdf', 'tooLarge'],
    [DOCX, 'contract.docx', 'unsupportedType'],
    [PDF, 'bill.xlsx', 'nameMismatch'],
    [PNG, 'bill', 'nameMismatch'],
  ] as const)('%#: refuses %s as %s', (content, name, problem) => {
    expect(checkEvidenceFile(content, name)).toEqual({ problem });
  });

  it('says what is wrong, naming the file, in both languages', () => {
    expect(describeEvidenceFileProblem('nameMismatch', 'bill.xlsx', 'en')).toMatch(
      /^bill\.xlsx: The file name/,
    );
    expect(describeEvidenceFileProblem('unsupportedType', 'x.docx', 'de')).toMatch(
      /^x\.docx: Anhängen lassen sich nur/,
    );
  });
});
