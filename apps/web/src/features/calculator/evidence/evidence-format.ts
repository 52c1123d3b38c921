import {
  describeEvidenceFileProblem,
  type EvidenceFileProblem,
  formatNumber,
  MAX_EVIDENCE_FILE_BYTES,
} from '@carbon-ledger/core';

const PROBLEMS: readonly EvidenceFileProblem[] = ['empty', 'tooLarge', 'unsupportedType', 'nameMismatch'];

/** A file size for people: bytes, kB or MB (1000-based, as file managers show them), in the locale. */
export function formatFileSize(bytes: number, lang: 'en' | 'de'): string {
  if (bytes < 1000) return `${formatNumber(bytes, lang, 0)} B`;
  const [value, unit] = bytes < 1_000_000 ? [bytes / 1000, 'kB'] : [bytes / 1_000_000, 'MB'];
  return `${formatNumber(value, lang, 1)} ${unit}`;
}

/** What is wrong with a file before sending it: only what the browser can know (empty, too large). */
export function precheckEvidenceFile(
  file: { name: string; size: number },
  lang: 'en' | 'de',
): string | undefined {
  if (file.size === 0) return describeEvidenceFileProblem('empty', file.name, lang);
  if (file.size > MAX_EVIDENCE_FILE_BYTES) return describeEvidenceFileProblem('tooLarge', file.name, lang);
  return undefined;
}

export type UploadRefusal =
  | EvidenceFileProblem
  | 'tooManyForResult'
  | 'tooManyForYear'
  | 'quotaReached'
  | 'frozen';

/**
 * Why the server refused an upload: the file's problem when the server named one, the limit that was
 * reached (files of a row or year, the company's storage quota), a frozen year; undefined for anything else (the caller shows a general text).
 */
export function classifyUploadRefusal(error: {
  code: string;
  status?: number | undefined;
  details: readonly { message: string }[];
}): UploadRefusal | undefined {
  const detail = error.details[0]?.message;
  if (detail && (PROBLEMS as readonly string[]).includes(detail)) return detail as EvidenceFileProblem;
  if (detail === 'tooManyForResult' || detail === 'tooManyForYear' || detail === 'quotaReached')
    return detail;
  if (error.status === 413) return 'tooLarge';
  if (error.code === 'INSTANCE_FROZEN') return 'frozen';
  return undefined;
}
