import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.ts';

describe('isUniqueViolation', () => {
  const violation = { code: '23505', constraint: 'calculator_results_import_key' };

  it('finds the violation however deep the driver and the ORM wrapped it', () => {
    expect(isUniqueViolation(violation)).toBe(true);
    expect(
      isUniqueViolation(new Error('query failed', { cause: new Error('wrapped', { cause: violation }) })),
    ).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('no cause'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it('tells the violated constraint when asked for one', () => {
    expect(isUniqueViolation(violation, 'calculator_results_import_key')).toBe(true);
    expect(isUniqueViolation(violation, 'calculator_results_pkey')).toBe(false);
    expect(isUniqueViolation(new Error('wrapped', { cause: violation }), 'calculator_results_pkey')).toBe(
      false,
    );
  });
});
