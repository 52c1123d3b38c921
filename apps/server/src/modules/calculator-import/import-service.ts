import { randomUUID } from 'node:crypto';
import type {
  BulkImportError,
  BulkImportPreviewRow,
  BulkImportResponse,
  bulkImportRequestSchema,
  ResultFigures,
} from '@carbon-ledger/core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { aggregateInstances } from '../calculator/aggregation-queries.ts';
import { type BatchRow, computeBatchCollectingErrors } from '../calculator/compute/compute-batch.ts';
import type { ComputedResult } from '../calculator/compute/compute-result.ts';
import { createFactorLookup } from '../calculator/compute/factor-lookup.ts';
import { type InstanceContext, loadInstanceContexts } from '../calculator/compute/instance-context.ts';
import { assertNotFrozen } from '../calculator/frozen.ts';
import { presentResult } from '../calculator/presenter.ts';
import { lockInstances, requireInstances } from '../calculator/queries.ts';
import { insertResultRows, type ResultValues, toResultValues } from '../calculator/result-rows.ts';
import { rowError, toRowErrors } from './import-errors.ts';
import { findStoredImportKeys, storedKeyOf } from './import-queries.ts';

export type BulkImportInput = z.output<typeof bulkImportRequestSchema>;
type ImportRow = BulkImportInput['bulkRequests'][number];

const NOT_DISTRIBUTED = {
  en: 'was not distributed to any entity.',
  de: 'wurde keiner Einheit zugeordnet.',
} as const;

/** Every row error of a chunk is worth showing: the user fixes the file once, not one row per try. */
const MAX_ROW_DETAILS = 10_000;

/**
 * `results/bulk-import/templates`: one chunk of spreadsheet rows. The preview computes every row and
 * stores nothing; the real upload stores the whole chunk in one transaction or, when any row is refused,
 * nothing of it. Rows whose import key an earlier upload stored in the same year are skipped, so an upload
 * repeated after a failure or by mistake never doubles a row.
 */
export async function importResults(
  db: Database,
  companyId: string,
  request: BulkImportInput,
): Promise<BulkImportResponse> {
  const baseIds = [...new Set(request.baseQuery.instances)];
  const aggregateIds = [...new Set(request.aggregateFormSectionsForInstances)];
  await requireInstances(db, companyId, [...baseIds, ...aggregateIds]);
  const rows = request.bulkRequests;
  const allowed = new Set(baseIds);
  const errors: BulkImportError[] = [];
  rows.forEach((row, index) => {
    if (!allowed.has(row.instance)) errors.push(rowError(rows, index, NOT_DISTRIBUTED[request.lang]));
  });
  const candidates = rows.flatMap((row, index) => (allowed.has(row.instance) ? [{ row, index }] : []));

  return db.transaction(async (tx) => {
    const instances = await lockInstances(tx, companyId, baseIds, request.isPreview ? 'share' : 'update');
    for (const instance of instances.values()) assertNotFrozen(instance, 'baseQuery.instances');
    const contexts = await loadInstanceContexts(tx, companyId, instances.values());
    const contextOf = (id: string) => contexts.get(id) as InstanceContext;
    const stored = await findStoredImportKeys(
      tx,
      companyId,
      baseIds,
      rows.map((row) => row.importKey),
    );
    const isStored = (row: ImportRow) => stored.has(storedKeyOf(row.instance, row.importKey));

    const batch: BatchRow[] = candidates.map(({ row, index }) => ({
      instance: contextOf(row.instance),
      row,
      path: `bulkRequests.${index}`,
      children: row.children.map((child, childIndex) => ({
        row: child,
        path: `bulkRequests.${index}.children.${childIndex}`,
      })),
    }));
    const lookup = createFactorLookup(tx, companyId);
    const { computed, details } = await computeBatchCollectingErrors(lookup, batch, MAX_ROW_DETAILS);
    errors.push(...toRowErrors(details, rows, request.lang));
    errors.sort((a, b) => a.rowIndex - b.rowIndex || (a.childIndex ?? -1) - (b.childIndex ?? -1));

    const computedRows = candidates.map(({ row, index }, position) => ({
      row,
      index,
      parent: computed[position]?.computed,
      children: computed[position]?.children ?? [],
    }));
    const numAlreadyImported = computedRows.filter(({ row }) => isStored(row)).length;
    const empty = { results: [], preview: [], numAlreadyImported, formSectionAggregations: {}, errors };
    if (request.isPreview) {
      return { ...empty, preview: computedRows.flatMap((entry) => presentPreviewRow(entry, isStored)) };
    }
    if (errors.length > 0) return empty;

    const now = new Date();
    const values: ResultValues[] = [];
    const childValues: ResultValues[] = [];
    for (const { row, parent, children } of computedRows) {
      if (!parent || isStored(row)) continue;
      const instance = contextOf(row.instance);
      const common = {
        companyId,
        instanceId: instance.id,
        formVersion: instance.form.version,
        createdAt: now,
        updatedAt: now,
      };
      const id = randomUUID();
      const imported = { isMarkedComplete: true, generatedFromFile: request.generatedFromFile };
      values.push(
        toResultValues({
          ...common,
          id,
          parentId: null,
          input: { ...row, ...imported },
          computed: parent,
          importKey: row.importKey,
        }),
      );
      row.children.forEach((child, childIndex) => {
        const childComputed = children[childIndex] as ComputedResult;
        childValues.push(
          toResultValues({
            ...common,
            id: randomUUID(),
            parentId: id,
            input: { ...child, ...imported },
            computed: childComputed,
          }),
        );
      });
    }
    // Parents first: a child's foreign key needs its parent.
    await insertResultRows(tx, [...values, ...childValues]);
    const { sections } = await aggregateInstances(tx, companyId, aggregateIds);
    return {
      ...empty,
      results: [...values, ...childValues].map(presentResult),
      formSectionAggregations: sections.market,
    };
  });
}

function presentPreviewRow(
  entry: { row: ImportRow; index: number; parent?: ComputedResult; children: (ComputedResult | undefined)[] },
  isStored: (row: ImportRow) => boolean,
): BulkImportPreviewRow[] {
  const { row, parent } = entry;
  if (!parent) return [];
  const childFigures = entry.children.flatMap((child) => (child ? [child.figures] : []));
  return [
    {
      rowIndex: entry.index,
      sheetRow: row.sheetRow,
      name: row.name ?? '',
      formOptionId: parent.formOptionId,
      c1: parent.c1,
      ghgScope: parent.ghgScope,
      figures: childFigures.reduce(addFigures, parent.figures),
      factorsUsed: parent.factorsUsed,
      calculationIssue: parent.calculationIssue,
      isAlreadyImported: isStored(row),
    },
  ];
}

/** The figures of a row and its children together (the Scope 3 category stays the row's own). */
function addFigures(sum: ResultFigures, next: ResultFigures): ResultFigures {
  return {
    scope1: sum.scope1 + next.scope1,
    scope2MarketBased: sum.scope2MarketBased + next.scope2MarketBased,
    scope2LocationBased: sum.scope2LocationBased + next.scope2LocationBased,
    scope3: sum.scope3 + next.scope3,
    scope3Category: sum.scope3Category,
    fuelAndEnergyUpstream: sum.fuelAndEnergyUpstream + next.fuelAndEnergyUpstream,
    unscoped: sum.unscoped + next.unscoped,
    total: sum.total + next.total,
    locationBasedTotal: sum.locationBasedTotal + next.locationBasedTotal,
    energyKwh: sum.energyKwh + next.energyKwh,
  };
}
