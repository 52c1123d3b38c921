import { describe, expect, it } from 'vitest';
import { listValidationIssues } from '../validation/field-issues.ts';
import {
  createCustomPlanSchema,
  formatRandomCustomPlanCode,
  isCustomPlanCode,
  RANDOM_CUSTOM_PLAN_CODE_BYTES,
  toCustomPlanCodeKey,
} from './custom-plans.ts';

const valid = {
  code: 'ACME-2026',
  name: 'Acme enterprise licence',
  products: ['calculator', 'climateAnalytics'],
  formTypes: ['company'],
  seats: 25,
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  price: { amount: 12000.5, currency: 'EUR' },
  invoicedSeparately: false,
  note: '  ',
};

describe('isCustomPlanCode', () => {
  it.each([
    ['ACME-2026', true],
    ['acme_2026.v2', true],
    ['  padded-ok  ', true],
    ['ab', false],
    ['has space', false],
    ['tab\there', false],
    ['nul\u0000byte', false],
    ['-leading-dash', false],
    ['ümlaut', false],
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
  ])('%j → %s', (code, expected) => {
    expect(isCustomPlanCode(code)).toBe(expected);
  });

  it('looks codes up regardless of case and surrounding blanks', () => {
    expect(toCustomPlanCodeKey(' ACME-2026 ')).toBe('acme-2026');
  });
});

describe('createCustomPlanSchema', () => {
  it('accepts a priced plan, trimming the code and dropping an empty note', () => {
    expect(createCustomPlanSchema.parse({ ...valid, code: ' ACME-2026 ' })).toEqual({
      ...valid,
      note: null,
    });
  });

  it('accepts a plan invoiced separately without a price', () => {
    const parsed = createCustomPlanSchema.parse({ ...valid, price: null, invoicedSeparately: true });
    expect(parsed.price).toBeNull();
    expect(parsed.invoicedSeparately).toBe(true);
  });

  it.each([
    {
      name: 'a code with a space',
      change: { code: 'ACME 2026' },
      issues: [['code', 'validation.customPlan.code']],
    },
    {
      name: 'a code with NUL',
      change: { code: 'AC\u0000ME' },
      issues: [['code', 'validation.customPlan.code']],
    },
    { name: 'no name', change: { name: ' ' }, issues: [['name', 'validation.required']] },
    {
      name: 'no product',
      change: { products: [], formTypes: [] },
      issues: [['products', 'validation.customPlan.products']],
    },
    {
      name: 'an unknown product',
      change: { products: ['spaceship'] },
      issues: [['products.0', 'validation.invalid']],
    },
    {
      name: 'Forms without form types',
      change: { formTypes: [] },
      issues: [['formTypes', 'validation.customPlan.formTypes']],
    },
    {
      name: 'form types without Forms',
      change: { products: ['surveys'] },
      issues: [['formTypes', 'validation.customPlan.formTypes']],
    },
    { name: 'no seat', change: { seats: 0 }, issues: [['seats', 'validation.customPlan.seats']] },
    { name: 'half a seat', change: { seats: 1.5 }, issues: [['seats', 'validation.invalid']] },
    {
      name: 'an end before the start',
      change: { endsOn: '2025-12-31' },
      issues: [['endsOn', 'validation.endBeforeStart']],
    },
    {
      name: 'a date that is not one',
      change: { startsOn: '2026-02-30' },
      issues: [['startsOn', 'validation.invalid']],
    },
    {
      name: 'neither price nor invoice',
      change: { price: null },
      issues: [['price', 'validation.customPlan.price']],
    },
    {
      name: 'both price and invoice',
      change: { invoicedSeparately: true },
      issues: [['price', 'validation.customPlan.price']],
    },
    {
      name: 'fractions of cents',
      change: { price: { amount: 10.005, currency: 'EUR' } },
      issues: [['price.amount', 'validation.customPlan.cents']],
    },
    {
      name: 'a negative price',
      change: { price: { amount: -1, currency: 'EUR' } },
      issues: [['price.amount', 'validation.notNegative']],
    },
    {
      name: 'an unknown currency',
      change: { price: { amount: 1, currency: 'XXX' } },
      issues: [['price.currency', 'validation.invalid']],
    },
  ])('names the field of $name', ({ change, issues }) => {
    const result = createCustomPlanSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(listValidationIssues(result.error).map((issue) => [issue.path, issue.message])).toEqual(issues);
  });
});

describe('formatRandomCustomPlanCode', () => {
  it.each([
    [new Uint8Array(15), '0000-0000-0000-0000-0000-0000'],
    [new Uint8Array(15).fill(255), 'ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ'],
    [
      Uint8Array.from([
        0x08, 0x42, 0x10, 0x84, 0x21, 0x08, 0x42, 0x10, 0x84, 0x21, 0x08, 0x42, 0x10, 0x84, 0x21,
      ]),
      '1111-1111-1111-1111-1111-1111',
    ],
    [new Uint8Array(12), '0000-0000-0000-0000-0000'],
  ])('writes %j as %s', (bytes, expected) => {
    expect(formatRandomCustomPlanCode(bytes)).toBe(expected);
  });

  it('carries at least 96 bits, as a valid code with one base32 digit per 5 bits', () => {
    expect(RANDOM_CUSTOM_PLAN_CODE_BYTES * 8).toBeGreaterThanOrEqual(96);
    const code = formatRandomCustomPlanCode(
      crypto.getRandomValues(new Uint8Array(RANDOM_CUSTOM_PLAN_CODE_BYTES)),
    );
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){5}$/);
    expect(isCustomPlanCode(code)).toBe(true);
    expect(() => formatRandomCustomPlanCode(new Uint8Array(11))).toThrow(/96 bits/);
  });
});
