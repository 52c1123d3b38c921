import type { FactorSources, Result } from '@carbon-ledger/core';
import { createContext, useContext } from 'react';
import type { Lang } from '../api/calculator-api.ts';
import type { RowDraft } from './draft-model.ts';
import type { RowErrors } from './error-paths.ts';

/** What every row editor needs from the page, without passing it through each level. */
export type InputsEditor = {
  lang: Lang;
  isReadOnly: boolean;
  /** Entities to choose from for a new row (a group), else a single instance. */
  entities: { instanceId: string; name: string; isFrozen: boolean }[];
  isGroup: boolean;
  /** Evidence files are the company members' (not shown on an invite link's form). */
  isEvidenceShown: boolean;
  /**
   * The year's fuels and travel-and-waste sources: which regional source new rows are offered first
   * (`getOfferedFactorSource`); the user may pick the other.
   */
  offeredFactorSources: Pick<FactorSources, 'fuels' | 'travelWaste'>;
  /** The company's reporting currency: new spend rows start in it. */
  reportingCurrency: string;
  rowErrors: RowErrors;
  /** The saved result of a row, by id. */
  savedById: ReadonlyMap<string, Result>;
  /** Results marked reviewed (the review marks, newer than the loaded rows after a review). */
  reviewedIds?: ReadonlySet<string>;
  addRow: (draft: RowDraft) => void;
  updateRow: (c1: string, key: string, update: (draft: RowDraft) => RowDraft, fallback?: RowDraft) => void;
  removeRow: (c1: string, key: string) => void;
};

export const InputsEditorContext = createContext<InputsEditor | undefined>(undefined);

export function useInputsEditor(): InputsEditor {
  const editor = useContext(InputsEditorContext);
  if (!editor) throw new Error('useInputsEditor is used outside the Inputs page');
  return editor;
}
