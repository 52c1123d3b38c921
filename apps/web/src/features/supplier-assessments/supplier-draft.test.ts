import { supplierInputSchema } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { canManageSuppliers, canOpenSupplierAssessments } from './supplier-access.ts';
import { EMPTY_SUPPLIER_DRAFT, readTypedNumber, toSupplierDraft, toSupplierInput } from './supplier-draft.ts';

describe('the supplier form', () => {
  it('reads typed numbers by the page’s locale and leaves text that is no number for the contract to name', () => {
    expect(readTypedNumber('250.000,5', 'de')).toBe(250_000.5);
    expect(readTypedNumber('250,000.5', 'en')).toBe(250_000.5);
    expect(readTypedNumber('  ', 'en')).toBeNull();
    expect(readTypedNumber('0,177', 'en')).toBe('0,177');
    const input = toSupplierInput(
      { ...EMPTY_SUPPLIER_DRAFT, name: 'A', contactEmail: 'a@b.de', spendAmount: '12abc' },
      'en',
    );
    const parsed = supplierInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['spend.amount']);
  });

  it('sends unknown country, industry, spend and head count as null, and shows a stored supplier as typed', () => {
    const draft = {
      ...EMPTY_SUPPLIER_DRAFT,
      name: 'Acme',
      contactEmail: 'a@acme.de',
      spendAmount: '1.500,25',
      employees: '1.200',
    };
    const input = toSupplierInput(draft, 'de');
    expect(input).toEqual({
      name: 'Acme',
      contactEmail: 'a@acme.de',
      country: null,
      naceCode: null,
      spend: { amount: 1500.25, currency: 'EUR' },
      employees: 1200,
    });
    expect(toSupplierInput({ ...draft, spendAmount: '', employees: '' }, 'de')).toMatchObject({
      spend: null,
      employees: null,
    });
    const stored = {
      _id: 's1',
      ...input,
      contactEmail: 'a@acme.de',
      spend: { amount: 1500.25, currency: 'EUR' },
      reportedEmissions: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    // The form shows what it will read back: the stored numbers, unchanged, by the same locale.
    const shown = toSupplierDraft(stored, 'de');
    expect(readTypedNumber(shown.spendAmount, 'de')).toBe(1500.25);
    expect(readTypedNumber(shown.employees, 'de')).toBe(1200);
    expect(toSupplierInput(shown, 'de')).toEqual(input);
  });

  it('opens with a paid assessments period or billing off, and lets editors and above manage', () => {
    expect(canOpenSupplierAssessments({ billingMode: 'off', subscriptions: {} })).toBe(true);
    expect(canOpenSupplierAssessments({ billingMode: 'stripe', subscriptions: {} })).toBe(false);
    const pending = {
      collectionMethod: 'send_invoice' as const,
      invoiceDueAt: new Date(Date.now() + 86_400_000).toISOString(),
      hasPaidCurrentPeriodInvoice: false,
    };
    expect(
      canOpenSupplierAssessments({ billingMode: 'stripe', subscriptions: { assessments: pending } }),
    ).toBe(false);
    const paid = { ...pending, hasPaidCurrentPeriodInvoice: true };
    expect(canOpenSupplierAssessments({ billingMode: 'stripe', subscriptions: { assessments: paid } })).toBe(
      true,
    );
    expect(canManageSuppliers({ role: 'viewer', isSitewideAdmin: false })).toBe(false);
    expect(canManageSuppliers({ role: 'editor', isSitewideAdmin: false })).toBe(true);
    expect(canManageSuppliers({ role: 'viewer', isSitewideAdmin: true })).toBe(true);
    expect(canManageSuppliers(undefined)).toBe(false);
  });
});
