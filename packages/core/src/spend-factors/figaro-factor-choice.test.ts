import { describe, expect, it } from 'vitest';
import { chooseFigaroFactor, type FigaroEdition, pickFigaroFactorYear } from './figaro-factor-choice.ts';

// Rows copied from ../shared/data/emission-factors/figaro/results/ (kg CO2e per 1000 EUR):
// supply  2022,DE,C28 total_scopes_1_2_3_upstream 225.82; 2023,DE,C28 187.0; 2022,FR,C28 236.21
// purchaser 2022,FR,C28 rebasing_ratio 0.7308, margin_term 37.72, with_margins 281.69
// purchaser 2023,FR,C28 rebasing_ratio 0.7308, margin_term 33.67, with_margins 252.19
type Row = FigaroEdition & { id: string };
const ROWS: Record<string, Row[]> = {
  'figaro-supply:DE:C28': [
    { id: 'supply-2022-DE', year: 2022, value: 225.82 },
    { id: 'supply-2023-DE', year: 2023, value: 187.0 },
  ],
  'figaro-supply:FR:C28': [{ id: 'supply-2022-FR', year: 2022, value: 236.21 }],
  'figaro-purchaser:FR:C28': [
    {
      id: 'purchaser-2022-FR',
      year: 2022,
      value: 281.69,
      purchaserValuation: { rebasingRatio: 0.7308, marginTerm: 37.72, valuationYear: 2022 },
    },
    {
      id: 'purchaser-2023-FR',
      year: 2023,
      value: 252.19,
      purchaserValuation: { rebasingRatio: 0.7308, marginTerm: 33.67, valuationYear: 2022 },
    },
  ],
};
const getEditions = (key: string) => ROWS[key] ?? [];

describe('chooseFigaroFactor', () => {
  it("prices a French purchase of unknown origin with France's purchaser-price factor", () => {
    const choice = chooseFigaroFactor({ spendYear: 2022, buyerCountry: 'FR', nace: 'C28' }, getEditions);
    expect(choice).toMatchObject({ kind: 'purchaser', factorYear: 2022, perThousandEur: 281.69, notes: [] });
  });

  it("converts a German supplier's factor to French purchaser prices", () => {
    const choice = chooseFigaroFactor(
      { spendYear: 2022, buyerCountry: 'FR', supplierCountry: 'DE', nace: 'C28' },
      getEditions,
    );
    // 225.82 × 0.7308 + 37.72 = 165.029256 + 37.72 = 202.749256
    expect(choice.kind).toBe('converted');
    if (choice.kind !== 'converted') return;
    expect(choice.perThousandEur).toBeCloseTo(202.749256, 9);
    expect(choice.supply.id).toBe('supply-2022-DE');
    expect(choice.purchaser.id).toBe('purchaser-2022-FR');
    expect(choice.notes).toEqual([
      { code: 'convertedToPurchaserPrices', supplierCountry: 'DE', buyerCountry: 'FR' },
    ]);
  });

  it("prices a German purchase at Germany's basic prices and says margins are left out", () => {
    const choice = chooseFigaroFactor({ spendYear: 2022, buyerCountry: 'DE', nace: 'C28' }, getEditions);
    expect(choice).toMatchObject({ kind: 'basicPrices', perThousandEur: 225.82 });
    expect(choice.notes).toEqual([{ code: 'marginsNotIncluded', country: 'DE' }]);
  });

  it('uses the supplier country at basic prices when the buyer has no purchaser row for the product', () => {
    const choice = chooseFigaroFactor(
      { spendYear: 2022, buyerCountry: 'IE', supplierCountry: 'DE', nace: 'C28' },
      getEditions,
    );
    expect(choice).toMatchObject({ kind: 'basicPrices', perThousandEur: 225.82 });
    expect(choice.notes).toEqual([{ code: 'marginsNotIncluded', country: 'IE', product: 'C28' }]);
  });

  it('uses the 2023 factor as published for a 2025 spend and says so', () => {
    const choice = chooseFigaroFactor({ spendYear: 2025, buyerCountry: 'DE', nace: 'C28' }, getEditions);
    expect(choice).toMatchObject({ kind: 'basicPrices', factorYear: 2023, perThousandEur: 187.0 });
    expect(choice.notes).toEqual([
      { code: 'nearestFactorYear', factorYear: 2023, spendYear: 2025 },
      { code: 'marginsNotIncluded', country: 'DE' },
    ]);
  });

  it('gives no figure for a country, product and year without a row, never another year', () => {
    // FR C28 has a supply row for 2022 only here: a 2023 spend with a French supplier and a buyer
    // without purchaser rows must not fall back to 2022.
    const choice = chooseFigaroFactor(
      { spendYear: 2023, buyerCountry: 'ES', supplierCountry: 'FR', nace: 'C28' },
      getEditions,
    );
    expect(choice).toEqual({ kind: 'missing', factorYear: 2023, country: 'FR', nace: 'C28', notes: [] });
  });

  it('picks the nearest published year on both sides of 2019–2023', () => {
    expect([2015, 2019, 2021, 2023, 2030].map(pickFigaroFactorYear)).toEqual([2019, 2019, 2021, 2023, 2023]);
  });
});
