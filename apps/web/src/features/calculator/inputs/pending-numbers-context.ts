import { createContext } from 'react';
import type { PendingNumber, PendingNumbers } from './pending-numbers.ts';

/**
 * Where a page keeps the number texts that cannot be taken (`NumberInput` with a `fieldKey`): held by
 * the page, not the field, so such a text blocks the page's save and is back in its field when a
 * section that was closed opens again. The Inputs page and the ESG form each provide one.
 */
export type PendingNumberStore = {
  pendingNumbers: PendingNumbers;
  setPendingNumber: (fieldKey: string, pending: PendingNumber | undefined) => void;
};

export const PendingNumbersContext = createContext<PendingNumberStore | undefined>(undefined);
