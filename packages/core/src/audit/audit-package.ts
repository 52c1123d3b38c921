import type { Result, ServedForm } from '../contracts/calculator.ts';
import { describeFactorNote } from '../factors/factor-notes.ts';
import { listOptionPlaces } from '../import/import-form-index.ts';
import type { CellValue } from '../import/spreadsheet-table.ts';
import { writeCsv } from '../import/write-csv.ts';
import { describeFactorCredit } from '../spend-factors/figaro-credit.ts';

/**
 * The audit package of a year (docs/audit-package.md): one ZIP with the results, the factors used, the
 * evidence files, the company's change-log chain, the Word report where the exporter may export it, and
 * a manifest with the SHA-256 of every file in it.
 */
export const AUDIT_PACKAGE_FORMAT = 'carbon-ledger-audit-package';
export const AUDIT_PACKAGE_VERSION = 1;

/** Where each part sits inside the ZIP. */
export const AUDIT_PACKAGE_PATHS = {
  manifest: 'manifest.json',
  checksums: 'SHA256SUMS',
  readme: 'README.txt',
  results: 'results/results.csv',
  factorsUsed: 'results/factors-used.csv',
  evidenceIndex: 'evidence/index.json',
  chain: 'change-log/chain.jsonl',
  year: 'change-log/year.json',
  verifyScript: 'change-log/verify-chain.mjs',
  report: 'report/results.docx',
} as const;

/** One file of the package as the manifest lists it. */
export type AuditPackageFile = { readonly path: string; readonly sizeBytes: number; readonly sha256: string };

/** Why the Word report is or is not in the package (spec section 6: "export documents"). */
export type AuditPackageReport =
  | { readonly isIncluded: true; readonly path: string; readonly lang: 'en' | 'de' }
  | { readonly isIncluded: false; readonly reason: 'requiresExportDocuments'; readonly note: string };

/** `manifest.json`: what the package holds and the SHA-256 of every other file in it. */
export type AuditPackageManifest = {
  readonly format: typeof AUDIT_PACKAGE_FORMAT;
  readonly version: typeof AUDIT_PACKAGE_VERSION;
  /** ISO 8601 instant of the export. */
  readonly createdAt: string;
  readonly createdBy: { readonly userId: string; readonly role: string };
  readonly company: { readonly id: string; readonly name: string };
  readonly year: {
    readonly id: string;
    readonly name: string;
    readonly project: string;
    readonly startDate: string;
    readonly endDate: string;
    readonly isFrozen: boolean;
  };
  readonly results: {
    readonly numResults: number;
    readonly resultsCsv: string;
    readonly factorsUsedCsv: string;
  };
  readonly evidence: {
    readonly numFiles: number;
    readonly index: string;
    /** Files with a row whose bytes the store no longer holds (not in the package). */
    readonly missing: readonly { readonly fileId: string; readonly name: string }[];
  };
  readonly changeLog: {
    readonly chain: string;
    readonly year: string;
    readonly verifyScript: string;
    /** The company's chain from entry 1 up to this head, as it stood at the export. */
    readonly headSequence: number;
    readonly headHash: string;
    readonly numEntries: number;
    readonly numYearEntries: number;
    /** The check the server ran at the export (`verifyChangeLogChain` plus the head). */
    readonly isIntactAtExport: boolean;
    readonly hashing: string;
  };
  readonly report: AuditPackageReport;
  /** Every file of the package but this manifest, in the order they were written. */
  readonly files: readonly AuditPackageFile[];
};

/** How each chain entry's hash is made (packages/core/src/audit/change-log-chain.ts). */
export const CHANGE_LOG_HASHING =
  'hash = SHA-256 hex of (previousHash + "\\n" + canonical JSON of the entry without previousHash and hash); canonical JSON sorts object keys and has no whitespace; the first entry links to 64 zeros.';

/** Columns of `factors-used.csv`: one line per factor a result was computed with. */
export const FACTORS_USED_COLUMNS = [
  'resultId',
  'parentId',
  'name',
  'activity',
  'ghgScope',
  'scope3Category',
  'kgCo2e',
  'locationBasedKgCo2e',
  'calculationIssue',
  'factorPart',
  'factorId',
  'factorLineageKey',
  'factorSource',
  'factorEdition',
  'factorValue',
  'factorValueUnit',
  'factorLicence',
  'factorProxyFor',
  'factorDerivation',
  'factorCredit',
  'factorNotes',
] as const;

/**
 * The factors behind each result's figures as a CSV (spec section 3, `factorsUsed`): one line per factor
 * used (library id, source, edition, value, licence, the credit it requires and its notes in English),
 * one line with empty factor cells for a result
 * computed with none. Sub-rows follow their parent and name its activity.
 */
export function writeFactorsUsedCsv(
  results: readonly Result[],
  form: Pick<ServedForm, 'sections'>,
  /** The language the factor notes (another year's data, T&D losses) are worded in. */
  lang = 'en',
): string {
  const places = new Map(listOptionPlaces(form).map((place) => [place.option.id, place]));
  const byId = new Map(results.map((result) => [result._id, result]));
  const activityOf = (result: Result): string => {
    const parent = result.parent ? byId.get(result.parent) : undefined;
    const place = places.get(parent?.formOptionId ?? result.formOptionId);
    if (!place) return result.formOptionId;
    const labels = [...place.sectionPath.map((section) => section.label), place.option.label];
    const child = parent
      ? place.option.children?.find((option) => option.id === result.formOptionId)
      : undefined;
    if (child) labels.push(child.label);
    return labels.join(' > ');
  };
  const lines: CellValue[][] = [[...FACTORS_USED_COLUMNS]];
  for (const result of results) {
    const common: CellValue[] = [
      result._id,
      result.parent,
      result.name,
      activityOf(result),
      result.ghgScope?.scope ?? null,
      result.ghgScope?.scope === 3 ? (result.ghgScope.category ?? null) : null,
      result.figures.total,
      result.figures.locationBasedTotal,
      result.calculationIssue,
    ];
    if (result.factorsUsed.length === 0) {
      lines.push([...common, ...FACTORS_USED_COLUMNS.slice(common.length).map(() => null)]);
      continue;
    }
    for (const factor of result.factorsUsed) {
      lines.push([
        ...common,
        factor.part,
        factor.factorId,
        factor.lineageKey,
        factor.source,
        factor.edition,
        factor.value,
        factor.valueUnit,
        factor.licence,
        factor.proxyFor ?? null,
        factor.derivation ?? null,
        // The credit the source's licence requires (FIGARO, "converted" where it was) and the notes.
        describeFactorCredit(factor, lang) ?? null,
        (factor.notes ?? []).map((note) => describeFactorNote(note, lang)).join(' ') || null,
      ]);
    }
  }
  return writeCsv(lines);
}

/**
 * A file name for a ZIP entry from a display name: plain ASCII (accents dropped, other characters `_`,
 * so every unzip tool and `sha256sum -c` read it alike), no folders, no leading dots.
 */
export function toPackageEntryName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|[/\\:*?"<>|]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  return cleaned.slice(0, 150) || 'file';
}

/** `sha256sum -c` input: one "<hash>  <path>" line per file. */
export function writeChecksums(files: readonly AuditPackageFile[]): string {
  return files.map((file) => `${file.sha256}  ${file.path}\n`).join('');
}
