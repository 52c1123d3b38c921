import type { EvidenceFile, EvidenceFileKind, ResultFile } from '@carbon-ledger/core';
import type { EvidenceFileRow } from './queries.ts';

/** A file as a result carries it. */
export function presentResultFile(row: EvidenceFileRow): ResultFile {
  return {
    _id: row.id,
    name: row.displayName,
    kind: row.kind as EvidenceFileKind,
    size: row.sizeBytes,
    sha256: row.sha256,
  };
}

/** A file of a year with where it hangs and who uploaded it. */
export function presentEvidenceFile(row: EvidenceFileRow): EvidenceFile {
  return {
    ...presentResultFile(row),
    instance: row.instanceId,
    result: row.resultId,
    mediaType: row.mediaType,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedBy,
  };
}

/** The files of each result, by result id, in upload order. */
export function groupFilesByResult(rows: readonly EvidenceFileRow[]): Map<string, ResultFile[]> {
  const byResult = new Map<string, ResultFile[]>();
  for (const row of rows) {
    if (!row.resultId) continue;
    const files = byResult.get(row.resultId) ?? [];
    files.push(presentResultFile(row));
    byResult.set(row.resultId, files);
  }
  return byResult;
}
