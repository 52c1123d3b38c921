import { describe, expect, it } from 'vitest';
import { convertSpendToEur } from './spend-in-eur.ts';

describe('convertSpendToEur', () => {
  it("converts US dollars at the ECB's 2022 average and says so", () => {
    // rates.generated.ts: USD 2022 1.053049 per EUR, 257 fixings (a complete year).
    const spend = convertSpendToEur('USD', 2022);
    expect(spend.eurPerUnit).toBeCloseTo(1 / 1.053049, 12);
    expect(spend.note).toEqual({
      code: 'exchangeRateYear',
      currency: 'USD',
      rateYear: 2022,
      months: 12,
      spendYear: 2022,
    });
  });

  it('names the part year and its months for a spend year after the last rate year', () => {
    // The latest fixing is 2026-04-13, so 2026 has rates of January to April; 2027 has none.
    const spend = convertSpendToEur('USD', 2027);
    expect(spend.eurPerUnit).toBeCloseTo(1 / 1.169626, 12);
    expect(spend.note).toEqual({
      code: 'exchangeRateYear',
      currency: 'USD',
      rateYear: 2026,
      months: 4,
      spendYear: 2027,
    });
  });

  it('needs no rate and no note for euros', () => {
    expect(convertSpendToEur('EUR', 2022)).toEqual({ eurPerUnit: 1, note: undefined });
  });
});
