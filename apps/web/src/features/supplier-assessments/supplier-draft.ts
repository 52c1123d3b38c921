import {
  type DisplayLocale,
  formatStoredNumber,
  parseLocalizedNumber,
  type Supplier,
  type SupplierInput,
} from '@carbon-ledger/core';

/** The supplier form as typed: numbers stay text until they are read by the page's locale. */
export type SupplierDraft = {
  name: string;
  contactEmail: string;
  country: string;
  naceCode: string;
  spendAmount: string;
  spendCurrency: string;
  employees: string;
};

export const EMPTY_SUPPLIER_DRAFT: SupplierDraft = {
  name: '',
  contactEmail: '',
  country: '',
  naceCode: '',
  spendAmount: '',
  spendCurrency: 'EUR',
  employees: '',
};

/**
 * A typed number read by the one locale-aware parser; text that is no number is sent as text, so the
 * contract refuses it naming the field.
 */
export function readTypedNumber(text: string, locale: DisplayLocale): number | string | null {
  if (text.trim() === '') return null;
  const parsed = parseLocalizedNumber(text, locale);
  return parsed.isOk ? parsed.value : text;
}

/** The request of a draft (checked by the same contract as on the server before it is sent). */
export function toSupplierInput(draft: SupplierDraft, locale: DisplayLocale): SupplierInput {
  const amount = readTypedNumber(draft.spendAmount, locale);
  return {
    name: draft.name,
    contactEmail: draft.contactEmail,
    country: draft.country === '' ? null : draft.country,
    naceCode: draft.naceCode === '' ? null : draft.naceCode,
    spend: amount === null ? null : { amount: amount as number, currency: draft.spendCurrency },
    employees: readTypedNumber(draft.employees, locale) as number | null,
  };
}

/** A stored supplier as the form shows it, its numbers written as they will be read back. */
export function toSupplierDraft(supplier: Supplier, locale: DisplayLocale): SupplierDraft {
  return {
    name: supplier.name,
    contactEmail: supplier.contactEmail,
    country: supplier.country ?? '',
    naceCode: supplier.naceCode ?? '',
    spendAmount: supplier.spend ? formatStoredNumber(supplier.spend.amount, locale) : '',
    spendCurrency: supplier.spend?.currency ?? 'EUR',
    employees: supplier.employees === null ? '' : formatStoredNumber(supplier.employees, locale),
  };
}
