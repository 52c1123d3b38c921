import { describe, expect, it } from 'vitest';
import { instanceGeneralInputSchema } from './calculator.ts';

const general = {
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  electricityEmissionFactor: { region: 'DE' },
};

const messagesOf = (surchargePercent: number) => {
  const parsed = instanceGeneralInputSchema.safeParse({ ...general, surchargePercent });
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe("a year's surcharge", () => {
  it('takes 0 to 1,000 %', () => {
    expect(messagesOf(0)).toEqual([]);
    expect(messagesOf(1000)).toEqual([]);
  });

  it('names what is wrong beyond them, not only that the value is invalid', () => {
    expect(messagesOf(100_000)).toEqual([['surchargePercent', 'validation.surchargeTooLarge']]);
    expect(messagesOf(-5)).toEqual([['surchargePercent', 'validation.notNegative']]);
  });
});
