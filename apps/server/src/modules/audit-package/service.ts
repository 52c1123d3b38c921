import {
  AUDIT_PACKAGE_FORMAT,
  AUDIT_PACKAGE_PATHS,
  AUDIT_PACKAGE_VERSION,
  type AuditPackageFile,
  type AuditPackageManifest,
  type AuditPackageReport,
  CHANGE_LOG_HASHING,
  type ChainedEntry,
  can,
  presentForm,
  type Result,
  toPackageEntryName,
  verifyChangeLogChain,
  writeChecksums,
  writeFactorsUsedCsv,
  writeResultsCsv,
} from '@carbon-ledger/core';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { type InstanceWithContainer, requireInstance } from '../calculator/queries.ts';
import { listResultsPageJson } from '../calculator/result-queries.ts';
import { resolveForm } from '../calculator-custom-form/form-resolver.ts';
import { findCompanyNames } from '../calculator-report/report-queries.ts';
import { buildCalculatorReport } from '../calculator-report/report-service.ts';
import { findHeadSequence, loadChain } from '../change-log/queries.ts';
import { FileMissingError, type FileStore } from '../evidence-files/file-store.ts';
import { type EvidenceFileRow, listFilesOfInstance } from '../evidence-files/queries.ts';
import { listYearSequences } from './queries.ts';
import { VERIFY_CHAIN_SCRIPT } from './verify-chain-script.ts';
import { MAX_PACKAGE_BYTES, type ZipWriter } from './zip-writer.ts';

/** Results read per query while gathering the year's rows. */
const RESULTS_BATCH = 1000;

/** Everything of the package but the evidence bytes, read before the first byte is sent. */
export type AuditPackagePlan = {
  createdAt: Date;
  actor: Actor;
  companyName: string;
  instance: InstanceWithContainer;
  results: Result[];
  resultsCsv: string;
  factorsUsedCsv: string;
  evidence: EvidenceFileRow[];
  chain: ChainedEntry[];
  yearSequences: number[];
  headSequence: number;
  isIntact: boolean;
  report: Buffer | null;
  lang: 'en' | 'de';
};

async function loadResults(db: Database, companyId: string, instanceId: string): Promise<Result[]> {
  const results: Result[] = [];
  for (let skip = 0; ; skip += RESULTS_BATCH) {
    const page = await listResultsPageJson(db, companyId, [instanceId], { skip, limit: RESULTS_BATCH });
    for (const document of page.documents) results.push(JSON.parse(document) as Result);
    if (!page.canLoadMore) return results;
  }
}

/**
 * The company's chain from entry 1 up to its head at this moment (entries appended meanwhile are left
 * for a later package), and the sequences of the year's own entries (annotations of them included).
 */
async function loadChainToHead(db: Database, companyId: string, instanceId: string) {
  const headSequence = await findHeadSequence(db, companyId);
  const chain = (await loadChain(db, companyId)).filter((entry) => entry.sequence <= headSequence);
  const verdict = verifyChangeLogChain(chain);
  const isIntact = verdict.isIntact && verdict.numEntries === headSequence;
  const yearSequences = await listYearSequences(db, companyId, instanceId, headSequence);
  return { chain, headSequence, isIntact, yearSequences };
}

/**
 * Reads what the package of a year holds: the year (another company's answers 404), its results as the
 * CSV exports write them, the evidence rows, the company's chain, and the Word report when the actor may
 * export documents (spec section 6: sitewide-admin); otherwise the manifest says why it is missing.
 */
export async function planAuditPackage(
  db: Database,
  actor: Actor,
  instanceId: string,
  lang: 'en' | 'de',
): Promise<AuditPackagePlan> {
  const { companyId } = actor;
  const instance = await requireInstance(db, companyId, instanceId);
  const names = await findCompanyNames(db, companyId);
  if (!names) throw new AppError('NOT_FOUND', 'No such company.');
  const results = await loadResults(db, companyId, instance.id);
  const form = presentForm(await resolveForm(db, companyId, instance), lang);
  // One year: the CSV leaves the entity cell empty, so its name is not needed.
  const yearRef = [{ id: instance.id, name: '' }];
  const evidence = await listFilesOfInstance(db, companyId, instance.id);
  const evidenceBytes = evidence.reduce((sum, file) => sum + file.sizeBytes, 0);
  if (evidenceBytes > MAX_PACKAGE_BYTES) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The year's evidence files add up to more than ${Math.floor(MAX_PACKAGE_BYTES / 1024 ** 3)} GB, more than one package can hold.`,
      [{ path: 'evidence', message: 'validation.tooLarge' }],
    );
  }
  const { chain, headSequence, isIntact, yearSequences } = await loadChainToHead(db, companyId, instance.id);
  const mayExportReport = can(
    { role: actor.role, isSitewideAdmin: actor.isSitewideAdmin },
    'exportDocuments',
  );
  const report = mayExportReport
    ? await buildCalculatorReport(db, companyId, { instances: [instance.id], lang })
    : null;
  return {
    createdAt: new Date(),
    actor,
    companyName: names.company || names.brand,
    instance,
    results,
    resultsCsv: writeResultsCsv(results, form, yearRef, 'simple'),
    factorsUsedCsv: writeFactorsUsedCsv(results, form, lang),
    evidence,
    chain,
    yearSequences,
    headSequence,
    isIntact,
    report,
    lang,
  };
}

/** A year as its dates read: `2025` for a calendar year, else `2024-07-01_2025-06-30`. */
export function describeYear(instance: Pick<InstanceWithContainer, 'startDate' | 'endDate'>): string {
  const year = instance.startDate.slice(0, 4);
  return instance.startDate === `${year}-01-01` && instance.endDate === `${year}-12-31`
    ? year
    : `${instance.startDate}_${instance.endDate}`;
}

/** The ZIP's name: `audit-package-<project>-<year>.zip`. */
export function auditPackageFileName(instance: InstanceWithContainer): string {
  const project = toPackageEntryName(instance.containerName).replace(/\s+/g, '-');
  return `audit-package-${project}-${describeYear(instance)}.zip`;
}

function* chainLines(chain: readonly ChainedEntry[]): Generator<string> {
  for (const entry of chain) yield `${JSON.stringify(entry)}\n`;
}

const README = `Audit package of a Carbon Ledger year.

manifest.json  what the package holds and the SHA-256 of every other file
SHA256SUMS     the same hashes for: sha256sum -c SHA256SUMS
results/       the results (import columns) and the factors each was computed with
evidence/      the evidence files of the year and its results, index.json lists them
change-log/    the company's hash chain up to the export, the year's entries, and verify-chain.mjs
report/        the Word report, when the exporter may export documents

Check the files:  sha256sum -c SHA256SUMS
Check the chain:  node change-log/verify-chain.mjs
`;

/** Writes the package into `zip`: data files first, then SHA256SUMS, then the manifest. */
export async function writeAuditPackage(plan: AuditPackagePlan, store: FileStore, zip: ZipWriter) {
  const { instance, actor } = plan;
  const files: AuditPackageFile[] = [];
  const add = async (path: string, source: Parameters<ZipWriter['add']>[1], compress = true) => {
    files.push(await zip.add(path, source, { compress }));
  };
  const paths = AUDIT_PACKAGE_PATHS;
  await add(paths.readme, README);
  await add(paths.results, plan.resultsCsv);
  await add(paths.factorsUsed, plan.factorsUsedCsv);

  const missing: { fileId: string; name: string }[] = [];
  const indexed: Record<string, unknown>[] = [];
  for (const file of plan.evidence) {
    const path = `evidence/${file.id}-${toPackageEntryName(file.displayName)}`;
    const stream = await store.open({ companyId: actor.companyId, id: file.id }).catch((error: unknown) => {
      if (error instanceof FileMissingError) return null;
      throw error;
    });
    if (!stream) {
      missing.push({ fileId: file.id, name: file.displayName });
      continue;
    }
    // Stored as they are: PDFs, images and workbooks are compressed already.
    const packed = await zip.add(path, stream, { compress: file.kind === 'csv' });
    files.push(packed);
    indexed.push({
      path,
      fileId: file.id,
      name: file.displayName,
      resultId: file.resultId,
      kind: file.kind,
      mediaType: file.mediaType,
      sizeBytes: file.sizeBytes,
      sha256AtUpload: file.sha256,
      matchesUpload: packed.sha256 === file.sha256,
      uploadedBy: file.uploadedBy,
      uploadedAt: file.uploadedAt.toISOString(),
    });
  }
  await add(paths.evidenceIndex, JSON.stringify({ files: indexed, missing }, null, 2));

  const head = plan.chain.at(-1);
  const headHash = head?.hash ?? '0'.repeat(64);
  await add(paths.chain, chainLines(plan.chain));
  await add(
    paths.year,
    JSON.stringify(
      {
        instanceId: instance.id,
        headSequence: plan.headSequence,
        headHash,
        numEntries: plan.chain.length,
        sequences: plan.yearSequences,
        hashing: CHANGE_LOG_HASHING,
      },
      null,
      2,
    ),
  );
  await add(paths.verifyScript, VERIFY_CHAIN_SCRIPT);

  let report: AuditPackageReport;
  if (plan.report) {
    await add(paths.report, plan.report, false);
    report = { isIncluded: true, path: paths.report, lang: plan.lang };
  } else {
    report = {
      isIncluded: false,
      reason: 'requiresExportDocuments',
      note: 'The Word report is exported by those who may export documents (sitewide admins); it is not in this package.',
    };
  }

  await add(paths.checksums, writeChecksums(files));
  const manifest: AuditPackageManifest = {
    format: AUDIT_PACKAGE_FORMAT,
    version: AUDIT_PACKAGE_VERSION,
    createdAt: plan.createdAt.toISOString(),
    createdBy: { userId: actor.userId, role: actor.isSitewideAdmin ? 'sitewide-admin' : actor.role },
    company: { id: actor.companyId, name: plan.companyName },
    year: {
      id: instance.id,
      name: describeYear(instance),
      project: instance.containerName,
      startDate: instance.startDate,
      endDate: instance.endDate,
      isFrozen: instance.isFrozen,
    },
    results: {
      numResults: plan.results.length,
      resultsCsv: paths.results,
      factorsUsedCsv: paths.factorsUsed,
    },
    evidence: { numFiles: indexed.length, index: paths.evidenceIndex, missing },
    changeLog: {
      chain: paths.chain,
      year: paths.year,
      verifyScript: paths.verifyScript,
      headSequence: plan.headSequence,
      headHash,
      numEntries: plan.chain.length,
      numYearEntries: plan.yearSequences.length,
      isIntactAtExport: plan.isIntact,
      hashing: CHANGE_LOG_HASHING,
    },
    report,
    files,
  };
  await zip.add(paths.manifest, JSON.stringify(manifest, null, 2), { compress: true });
  zip.end();
}
