import { createHash, randomUUID } from 'node:crypto';
import {
  checkEvidenceFile,
  describeEvidenceFileProblem,
  EVIDENCE_FILE_TYPES,
  MAX_EVIDENCE_FILES_PER_RESULT,
  MAX_EVIDENCE_FILES_PER_YEAR,
} from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { evidenceFiles } from '../../db/schema/evidence-files.ts';
import { AppError } from '../../http/app-error.ts';
import { assertNotFrozen } from '../calculator/frozen.ts';
import { appendChangeLog } from '../change-log/append.ts';
import type { FileStore } from './file-store.ts';
import {
  countFiles,
  type EvidenceFileRow,
  findFile,
  findResultInstance,
  listKnownFileIds,
  lockInstanceForFiles,
} from './queries.ts';
import { assertWithinUploadQuota } from './upload-quota.ts';

export type UploadTarget = { kind: 'instance'; instanceId: string } | { kind: 'result'; resultId: string };

/** What the change log keeps of a file: enough to match a copy to it (its SHA-256) and to what it backs. */
function describeForLog(row: EvidenceFileRow) {
  return {
    name: row.displayName,
    kind: row.kind,
    size: row.sizeBytes,
    sha256: row.sha256,
    result: row.resultId,
  };
}

/**
 * Stores an uploaded file on a year or one of its results. The content decides the kind (a `.pdf` that
 * is no PDF is refused, 400 naming the problem); the year must not be frozen and the per-result and
 * per-year limits hold (uploads into one year are serialized by a lock on the year), and so does the
 * company's quota (`assertWithinUploadQuota`). The row and the
 * bytes land together or not at all: the bytes are written (under the row's id) inside the transaction
 * that inserts the row, and removed again when anything after that fails. The upload is written to the
 * change log (`evidenceFile`, `create`, with the file's SHA-256) in the same transaction.
 */
export async function uploadEvidenceFile(
  db: Database,
  store: FileStore,
  input: {
    companyId: string;
    userId: string | null;
    target: UploadTarget;
    fileName: string;
    bytes: Uint8Array;
    /** The company's evidence quota (`EVIDENCE_QUOTA_MB`), and the language a refusal is worded in. */
    quotaBytes: number;
    lang: 'en' | 'de';
  },
): Promise<EvidenceFileRow> {
  const checked = checkEvidenceFile(input.bytes, input.fileName);
  if ('problem' in checked) {
    throw new AppError(
      'VALIDATION_FAILED',
      describeEvidenceFileProblem(checked.problem, input.fileName, 'en'),
      [{ path: 'file', message: checked.problem }],
    );
  }
  const { companyId } = input;
  const id = randomUUID();
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  let isWritten = false;
  try {
    return await db.transaction(async (tx) => {
      const instanceId =
        input.target.kind === 'instance'
          ? input.target.instanceId
          : await findResultInstance(tx, companyId, input.target.resultId);
      const instance = instanceId ? await lockInstanceForFiles(tx, companyId, instanceId) : undefined;
      if (!instanceId || !instance) {
        throw new AppError(
          'NOT_FOUND',
          input.target.kind === 'instance' ? 'No such year.' : 'No such result.',
        );
      }
      assertNotFrozen(instance);
      const resultId = input.target.kind === 'result' ? input.target.resultId : null;
      if (resultId && (await countFiles(tx, companyId, { resultId })) >= MAX_EVIDENCE_FILES_PER_RESULT) {
        throw new AppError('CONFLICT', `A result carries at most ${MAX_EVIDENCE_FILES_PER_RESULT} files.`, [
          { path: 'file', message: 'tooManyForResult' },
        ]);
      }
      if ((await countFiles(tx, companyId, { instanceId })) >= MAX_EVIDENCE_FILES_PER_YEAR) {
        throw new AppError('CONFLICT', `A year carries at most ${MAX_EVIDENCE_FILES_PER_YEAR} files.`, [
          { path: 'file', message: 'tooManyForYear' },
        ]);
      }
      await assertWithinUploadQuota(tx, {
        companyId,
        kind: 'evidence',
        addedBytes: input.bytes.length,
        quotaBytes: input.quotaBytes,
        lang: input.lang,
        path: 'file',
      });
      const [row] = await tx
        .insert(evidenceFiles)
        .values({
          companyId,
          id,
          instanceId,
          resultId,
          displayName: checked.displayName,
          kind: checked.kind,
          mediaType: EVIDENCE_FILE_TYPES[checked.kind].mediaType,
          sizeBytes: input.bytes.length,
          sha256,
          uploadedBy: input.userId,
        })
        .returning();
      const stored = row as EvidenceFileRow;
      isWritten = true;
      await store.put({ companyId, id }, input.bytes);
      await appendChangeLog(tx, companyId, [
        {
          instanceId,
          actorId: input.userId,
          subject: 'evidenceFile',
          subjectId: id,
          action: 'create',
          before: null,
          after: describeForLog(stored),
        },
      ]);
      return stored;
    });
  } catch (error) {
    if (isWritten) await store.remove({ companyId, id });
    throw error;
  }
}

/** A file of the company (404 for an unknown or another company's id). */
export async function requireFile(db: Database, companyId: string, id: string): Promise<EvidenceFileRow> {
  const row = await findFile(db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such file.');
  return row;
}

/**
 * Deletes a file: its row, with a change-log entry (`evidenceFile`, `delete`, with the file's SHA-256),
 * then its bytes (never on a frozen year).
 */
export async function deleteEvidenceFile(
  db: Database,
  store: FileStore,
  actor: { companyId: string; userId: string | null },
  id: string,
): Promise<void> {
  const { companyId } = actor;
  await db.transaction(async (tx) => {
    const row = await findFile(tx, companyId, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such file.');
    const instance = await lockInstanceForFiles(tx, companyId, row.instanceId);
    if (instance) assertNotFrozen(instance);
    await tx
      .delete(evidenceFiles)
      .where(and(eq(evidenceFiles.companyId, companyId), eq(evidenceFiles.id, id)));
    await appendChangeLog(tx, companyId, [
      {
        instanceId: row.instanceId,
        actorId: actor.userId,
        subject: 'evidenceFile',
        subjectId: id,
        action: 'delete',
        before: describeForLog(row),
        after: null,
      },
    ]);
  });
  // After the commit: a failed commit leaves the bytes with their row.
  await store.remove({ companyId, id });
}

/** Bytes younger than this may belong to an upload whose row is not committed yet: never swept. */
const SWEEP_GRACE_MS = 10 * 60 * 1000;

/**
 * Removes the stored bytes no row points at any more: the files of deleted results and years (their rows
 * go with them by the foreign keys) and the leftovers of an upload cut off between write and commit.
 */
export async function sweepOrphanFiles(
  db: Database,
  store: FileStore,
  companyId: string,
  now = new Date(),
): Promise<number> {
  const stored = (await store.list(companyId)).filter(
    (file) => now.getTime() - file.writtenAt.getTime() >= SWEEP_GRACE_MS,
  );
  const known = await listKnownFileIds(
    db,
    companyId,
    stored.map((file) => file.id),
  );
  const orphans = stored.filter((file) => !known.has(file.id));
  for (const file of orphans) await store.remove({ companyId, id: file.id });
  return orphans.length;
}

/** Sweeps every company with stored files, the deleted ones included (all their bytes go). */
export async function sweepAllOrphanFiles(db: Database, store: FileStore, now = new Date()): Promise<number> {
  let removed = 0;
  for (const companyId of await store.listCompanies())
    removed += await sweepOrphanFiles(db, store, companyId, now);
  return removed;
}

/** Sweeps after a change that may have deleted rows; a failure is logged, never the caller's. */
export function sweepOrphanFilesLater(
  db: Database,
  store: FileStore,
  companyId: string | 'all',
  log: FastifyBaseLogger,
): void {
  const sweep = companyId === 'all' ? sweepAllOrphanFiles(db, store) : sweepOrphanFiles(db, store, companyId);
  void sweep.catch((error: unknown) =>
    log.warn({ err: error }, 'sweeping unreferenced evidence files failed'),
  );
}
