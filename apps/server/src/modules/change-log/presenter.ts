import type { ChangeLogEntry } from '@carbon-ledger/core';
import type { ChangeLogRow } from './queries.ts';

function readAnnotationText(after: unknown): string {
  const text = (after as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** An entry with its annotations as the log shows it; hashes stay, the company id does not. */
export function presentChangeLogEntry(
  row: ChangeLogRow,
  annotations: readonly ChangeLogRow[],
): ChangeLogEntry {
  return {
    sequence: row.sequence,
    instance: row.instanceId,
    actor: row.actorId,
    actorName: row.actorName,
    at: row.at.toISOString(),
    subject: row.subject,
    subjectId: row.subjectId,
    action: row.action,
    before: row.before ?? null,
    after: row.after ?? null,
    hash: row.hash,
    annotations: annotations
      .filter((annotation) => annotation.subjectId === String(row.sequence))
      .map((annotation) => ({
        sequence: annotation.sequence,
        actorName: annotation.actorName,
        at: annotation.at.toISOString(),
        text: readAnnotationText(annotation.after),
      })),
  };
}
