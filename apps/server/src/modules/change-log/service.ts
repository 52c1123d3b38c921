import {
  CHANGE_LOG_PAGE_SIZE,
  type ChangeLogPage,
  type ChangeLogQuery,
  type ChangeLogVerdict,
  verifyChangeLogChain,
} from '@carbon-ledger/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { requireInstance } from '../calculator/queries.ts';
import { appendChangeLog } from './append.ts';
import { presentChangeLogEntry } from './presenter.ts';
import {
  findEntry,
  findHeadSequence,
  listAnnotations,
  listYearActors,
  listYearEntries,
  loadChain,
} from './queries.ts';

/** A page of a year's log with the filters applied; another company's year answers 404. */
export async function loadYearLog(
  db: Database,
  companyId: string,
  instanceId: string,
  query: ChangeLogQuery,
): Promise<ChangeLogPage> {
  const instance = await requireInstance(db, companyId, instanceId);
  const { rows, total } = await listYearEntries(db, companyId, instance.id, query);
  const annotations = await listAnnotations(
    db,
    companyId,
    rows.map((row) => row.sequence),
  );
  const actors = await listYearActors(db, companyId, instance.id);
  return {
    entries: rows.map((row) => presentChangeLogEntry(row, annotations)),
    total,
    page: query.page,
    pageSize: CHANGE_LOG_PAGE_SIZE,
    actors: actors.map((actor) => ({ _id: actor.id, name: actor.name })),
  };
}

/**
 * Checks the company's whole chain with the core's verify. Entries removed from the end leave no gap
 * among the rest, so the head (the last sequence appended) must match the number of entries too.
 */
export async function verifyCompanyChain(db: Database, companyId: string): Promise<ChangeLogVerdict> {
  const entries = await loadChain(db, companyId);
  const headSequence = await findHeadSequence(db, companyId);
  const verdict = verifyChangeLogChain(entries);
  if (!verdict.isIntact) {
    return {
      isIntact: false,
      numEntries: entries.length,
      brokenAtSequence: verdict.brokenAtSequence,
      reason: verdict.reason,
    };
  }
  if (headSequence !== verdict.numEntries) {
    return {
      isIntact: false,
      numEntries: entries.length,
      brokenAtSequence: verdict.numEntries + 1,
      reason: 'entryMissing',
    };
  }
  return { isIntact: true, numEntries: verdict.numEntries };
}

/**
 * Annotates an entry: the note is appended as an entry of its own (subject `annotation`, pointing at
 * the entry's sequence); the annotated entry is never changed. Another company's entry answers 404, as
 * does an annotation of an annotation.
 */
export async function annotateEntry(
  db: Database,
  input: { companyId: string; actorId: string; sequence: number; text: string },
): Promise<{ sequence: number }> {
  return db.transaction(async (tx) => {
    const entry = await findEntry(tx, input.companyId, input.sequence);
    if (!entry || entry.subject === 'annotation') throw new AppError('NOT_FOUND', 'No such log entry.');
    const [sequence] = await appendChangeLog(tx, input.companyId, [
      {
        instanceId: entry.instanceId,
        actorId: input.actorId,
        subject: 'annotation',
        subjectId: String(entry.sequence),
        action: 'annotate',
        before: null,
        after: { text: input.text },
      },
    ]);
    return { sequence: sequence as number };
  });
}
