import { hasUnsafeCharacters } from '../contracts/request-input-safety.ts';
import { readZipDirectory } from '../import/zip-archive.ts';

/** The kinds of evidence a result or a year can carry (bills, meter readings, invoices, exports). */
export const EVIDENCE_FILE_KINDS = ['pdf', 'png', 'jpeg', 'webp', 'xlsx', 'csv'] as const;
export type EvidenceFileKind = (typeof EVIDENCE_FILE_KINDS)[number];

/** The media type each kind is served with, and the name endings it may be uploaded under. */
export const EVIDENCE_FILE_TYPES: Readonly<
  Record<EvidenceFileKind, { mediaType: string; extensions: string[] }>
> = {
  pdf: { mediaType: 'application/pdf', extensions: ['pdf'] },
  png: { mediaType: 'image/png', extensions: ['png'] },
  jpeg: { mediaType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  webp: { mediaType: 'image/webp', extensions: ['webp'] },
  xlsx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  csv: { mediaType: 'text/csv', extensions: ['csv'] },
};

/** A file larger than this is refused (a scanned bill is a few MB; a year's export rarely more). */
export const MAX_EVIDENCE_FILE_BYTES = 25 * 1024 * 1024;
/** Files one result may carry, and one year as a whole. */
export const MAX_EVIDENCE_FILES_PER_RESULT = 20;
export const MAX_EVIDENCE_FILES_PER_YEAR = 2000;
/** The longest file name kept for display. */
export const MAX_FILE_NAME_LENGTH = 200;

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

function isXlsx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  try {
    // Part names come back lower-cased.
    const entries = readZipDirectory(bytes);
    return entries.has('[content_types].xml') && entries.has('xl/workbook.xml');
  } catch {
    return false;
  }
}

/** Text a spreadsheet program reads as CSV: valid UTF-8 (a BOM allowed) with no NUL byte. */
function isCsvText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The kind of a file by its content, never by its name: the PDF, PNG, JPEG and WebP signatures, an
 * Office Open XML workbook (a ZIP holding `xl/workbook.xml`), or UTF-8 text for CSV (only when the name
 * says `.csv`, as any text would pass). Undefined when it is none of them.
 */
export function sniffEvidenceFileKind(bytes: Uint8Array, fileName: string): EvidenceFileKind | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isXlsx(bytes)) return 'xlsx';
  if (extensionOf(fileName) === 'csv' && isCsvText(bytes)) return 'csv';
  return undefined;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Bidirectional controls (the Arabic letter mark, LRM and RLM, the embeddings and overrides
 * U+202A–U+202E, the isolates U+2066–U+2069). They make a name show in another order than it is
 * stored: `unicode-\u202eFDP.exe.pdf` shows as `unicode-fdp.exe.PDF`, so a file can pass for another
 * type. A kept name holds none of them.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A name to show for an uploaded file: the last path segment only, without control characters,
 * bidirectional controls (`BIDI_CONTROLS`) or broken characters, spaces collapsed, at most MAX_FILE_NAME_LENGTH characters with the extension kept. It is
 * only ever shown and sent as a download name; files are stored under ids, never under this name.
 */
export function toDisplayFileName(fileName: string): string {
  const segment = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = [...segment]
    .filter((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(BIDI_CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const safe = hasUnsafeCharacters(cleaned) ? cleaned.replace(/[\ud800-\udfff]/g, '') : cleaned;
  if (safe === '') return 'file';
  if (safe.length <= MAX_FILE_NAME_LENGTH) return safe;
  const extension = extensionOf(safe);
  const keep = extension ? `.${extension}`.slice(0, 16) : '';
  return `${safe.slice(0, MAX_FILE_NAME_LENGTH - keep.length)}${keep}`;
}

export type EvidenceFileProblem = 'empty' | 'tooLarge' | 'unsupportedType' | 'nameMismatch';

/**
 * Checks an upload: not empty, within the size limit, a supported kind by content, and a name whose
 * extension fits that kind (a PDF named `.xlsx` is refused, so the download opens in the right program).
 */
export function checkEvidenceFile(
  bytes: Uint8Array,
  fileName: string,
): { kind: EvidenceFileKind; displayName: string } | { problem: EvidenceFileProblem } {
  if (bytes.length === 0) return { problem: 'empty' };
  if (bytes.length > MAX_EVIDENCE_FILE_BYTES) return { problem: 'tooLarge' };
  const kind = sniffEvidenceFileKind(bytes, fileName);
  if (!kind) return { problem: 'unsupportedType' };
  const displayName = toDisplayFileName(fileName);
  if (!EVIDENCE_FILE_TYPES[kind].extensions.includes(extensionOf(displayName)))
    return { problem: 'nameMismatch' };
  return { kind, displayName };
}

const PROBLEM_TEXTS: Record<EvidenceFileProblem, Record<'en' | 'de', string>> = {
  empty: { en: 'The file is empty.', de: 'Die Datei ist leer.' },
  tooLarge: {
    en: `The file is larger than ${MAX_EVIDENCE_FILE_BYTES / 1024 / 1024} MB.`,
    de: `Die Datei ist größer als ${MAX_EVIDENCE_FILE_BYTES / 1024 / 1024} MB.`,
  },
  unsupportedType: {
    en: 'Only PDF, PNG, JPEG, WebP, Excel (.xlsx) and CSV files can be attached.',
    de: 'Anhängen lassen sich nur PDF-, PNG-, JPEG-, WebP-, Excel- (.xlsx) und CSV-Dateien.',
  },
  nameMismatch: {
    en: 'The file name does not fit its content (for example a PDF named .xlsx). Rename it and try again.',
    de: 'Der Dateiname passt nicht zum Inhalt (etwa ein PDF mit der Endung .xlsx). Benenne sie um und versuche es erneut.',
  },
};

/** The problem of an upload as a sentence naming the file, in English or German. */
export function describeEvidenceFileProblem(
  problem: EvidenceFileProblem,
  fileName: string,
  lang: 'en' | 'de',
): string {
  return `${toDisplayFileName(fileName)}: ${PROBLEM_TEXTS[problem][lang]}`;
}
