import {
  buildManageResultsRequest,
  countResultChanges,
  diffResults,
  splitResultChanges,
} from '@carbon-ledger/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { createStore, type Store, useStore } from '../../../lib/create-store.ts';
import { CalculatorApiError, listFormResults, manageResults } from '../api/calculator-api.ts';
import { calculatorKeys } from '../api/calculator-queries.ts';
import {
  applySavedBatch,
  buildSectionRows,
  type DraftState,
  flattenDraftState,
  listCreatedDraftKeys,
  type OptionLocation,
  type RowDraft,
  type SectionRows,
} from './draft-model.ts';
import { mapResultErrors, type RowErrors } from './error-paths.ts';
import {
  dropRowPendingNumbers,
  type PendingNumber,
  type PendingNumbers,
  putPendingNumber,
} from './pending-numbers.ts';

/**
 * Drafts live outside React, per set of active instances, so they survive the page being unmounted and
 * mounted again (the layout shows a loading state while the form is re-fetched in another language).
 */
const draftStores = new Map<string, Store<DraftState>>();

function getDraftStore(scopeKey: string): Store<DraftState> {
  let store = draftStores.get(scopeKey);
  if (!store) {
    store = createStore<DraftState>({});
    draftStores.set(scopeKey, store);
  }
  return store;
}

/** Number texts that cannot be taken, per scope like the drafts, so they survive re-mounting too. */
const pendingStores = new Map<string, Store<PendingNumbers>>();

function getPendingStore(scopeKey: string): Store<PendingNumbers> {
  let store = pendingStores.get(scopeKey);
  if (!store) {
    store = createStore<PendingNumbers>({});
    pendingStores.set(scopeKey, store);
  }
  return store;
}

/** Forgets the drafts of a scope (after the user chose to leave without saving). */
export function discardDrafts(scopeKey: string): void {
  draftStores.delete(scopeKey);
  pendingStores.delete(scopeKey);
}

function isSectionDirty(rows: SectionRows): boolean {
  return countResultChanges(diffResults(rows.baseline, rows.drafts)) > 0;
}

function hasUnsavedWork(rows: SectionRows, pending: PendingNumbers): boolean {
  return isSectionDirty(rows) || rows.drafts.some((draft) => !draft._id) || Object.keys(pending).length > 0;
}

/** What a save ended with, for the page's toast (spec: afterSave reports the count and success). */
export type SaveOutcome =
  | { isOk: true; count: number; needsReload: boolean }
  | { isOk: false; count: number; messages: string[]; hasRowErrors: boolean };

export const AFTER_SAVE_EVENT = 'carbon-ledger:calculator-after-save';

/**
 * The rows of the open top-level section (loaded with `results/form/list`), the drafts of every section
 * opened so far, the number of unsaved changes, and the diff save in batches.
 */
export function useInputsDrafts({
  instanceIds,
  c1,
  options,
}: {
  instanceIds: string[];
  c1: string | undefined;
  options: ReadonlyMap<string, OptionLocation>;
}) {
  const scopeKey = [...instanceIds].sort().join(',');
  const store = getDraftStore(scopeKey);
  const state = useStore(store);
  const pendingStore = getPendingStore(scopeKey);
  const pendingNumbers = useStore(pendingStore);
  const setPendingNumber = useCallback(
    (fieldKey: string, entry: PendingNumber | undefined) =>
      pendingStore.set((current) => putPendingNumber(current, fieldKey, entry)),
    [pendingStore],
  );
  const [rowErrors, setRowErrors] = useState<RowErrors>({});
  const [isSaving, setIsSaving] = useState(false);

  const rowsQuery = useQuery({
    queryKey: calculatorKeys.formResults(instanceIds, c1 ?? ''),
    queryFn: () => listFormResults(instanceIds, { c1 }),
    enabled: Boolean(c1),
  });

  // Fresh rows replace a section's drafts unless the user has work there that is not saved: changes, a
  // row just added (even blank), or a number whose text could not be taken yet. A reload that lands
  // while the user types (after a language switch, say) must never take a row from under them.
  useEffect(() => {
    const data = rowsQuery.data;
    if (!c1 || !data) return;
    store.set((current) => {
      const existing = current[c1];
      if (existing && hasUnsavedWork(existing, pendingStore.get())) return current;
      const keysById = new Map(
        (existing?.drafts ?? []).flatMap((draft) => (draft._id ? [[draft._id, draft.key] as const] : [])),
      );
      return {
        ...current,
        [c1]: buildSectionRows([...data.parentResults, ...data.childResults], options, keysById),
      };
    });
  }, [rowsQuery.data, c1, options, store, pendingStore]);

  const unsavedCount = useMemo(() => {
    const { loaded, drafts } = flattenDraftState(state);
    return countResultChanges(diffResults(loaded, drafts));
  }, [state]);

  const updateRows = useCallback(
    (sectionId: string, update: (drafts: RowDraft[]) => RowDraft[]) => {
      store.set((current) => {
        const rows = current[sectionId] ?? { baseline: [], drafts: [] };
        return { ...current, [sectionId]: { ...rows, drafts: update(rows.drafts) } };
      });
    },
    [store],
  );

  const addRow = useCallback(
    (draft: RowDraft) => {
      const sectionId = draft.sectionIds[0];
      if (sectionId) updateRows(sectionId, (drafts) => [...drafts, draft]);
    },
    [updateRows],
  );

  const updateRow = useCallback(
    (sectionId: string, key: string, update: (draft: RowDraft) => RowDraft, fallback?: RowDraft) => {
      // A static row shown before anything was entered is not in the drafts yet: the first edit adds it.
      updateRows(sectionId, (drafts) =>
        drafts.some((draft) => draft.key === key)
          ? drafts.map((draft) => (draft.key === key ? update(draft) : draft))
          : fallback
            ? [...drafts, update(fallback)]
            : drafts,
      );
      setRowErrors((errors) => {
        if (!(key in errors)) return errors;
        const { [key]: _cleared, ...rest } = errors;
        return rest;
      });
    },
    [updateRows],
  );

  const removeRow = useCallback(
    (sectionId: string, key: string) => {
      updateRows(sectionId, (drafts) => drafts.filter((d) => d.key !== key));
      pendingStore.set((current) => dropRowPendingNumbers(current, key));
    },
    [updateRows, pendingStore],
  );

  const save = useCallback(async (): Promise<SaveOutcome> => {
    const start = store.get();
    const { loaded, drafts } = flattenDraftState(start);
    const batches = splitResultChanges(diffResults(loaded, drafts));
    const createdKeys = listCreatedDraftKeys(start);
    let createdOffset = 0;
    let count = 0;
    let needsReload = false;
    setIsSaving(true);
    setRowErrors({});
    try {
      for (const batch of batches) {
        const keys = createdKeys.slice(createdOffset, createdOffset + batch.toCreate.length);
        try {
          const answer = await manageResults(buildManageResultsRequest(batch, instanceIds));
          const applied = applySavedBatch(store.get(), batch, answer, keys, options);
          store.set(applied.state);
          needsReload ||= !applied.isConsistent;
        } catch (error) {
          const details = error instanceof CalculatorApiError ? error.details : [];
          const keyOfId = (id: string) =>
            flattenDraftState(store.get()).drafts.find((draft) => draft._id === id)?.key;
          const mapped = mapResultErrors(details, batch, keys, keyOfId);
          setRowErrors(mapped.rows);
          const message = error instanceof Error ? error.message : String(error);
          const outcome: SaveOutcome = {
            isOk: false,
            count,
            messages: mapped.general.length > 0 || details.length === 0 ? [message, ...mapped.general] : [],
            hasRowErrors: Object.keys(mapped.rows).length > 0,
          };
          window.dispatchEvent(new CustomEvent(AFTER_SAVE_EVENT, { detail: { count, isOk: false } }));
          return outcome;
        }
        createdOffset += batch.toCreate.length;
        count += countResultChanges(batch);
      }
      if (needsReload) store.set({});
      window.dispatchEvent(new CustomEvent(AFTER_SAVE_EVENT, { detail: { count, isOk: true } }));
      return { isOk: true, count, needsReload };
    } finally {
      setIsSaving(false);
    }
  }, [store, instanceIds, options]);

  return {
    scopeKey,
    state,
    rowsQuery,
    unsavedCount,
    rowErrors,
    pendingNumbers,
    setPendingNumber,
    isSaving,
    addRow,
    updateRow,
    removeRow,
    save,
  };
}
