import type { FactorNote } from '../factors/factor-notes.ts';
import type { PurchaserValuation } from '../factors/factor-schema.ts';

/** The data years the shipped FIGARO factors cover (2023 is the latest complete year of the accounts). */
export const FIGARO_FACTOR_YEARS = { first: 2019, last: 2023 } as const;

/**
 * FIGARO countries that publish no valuation matrices, hence no purchaser-price rows at all: a purchase
 * there is priced at basic prices (`marginsNotIncluded`).
 */
export const FIGARO_COUNTRIES_WITHOUT_VALUATION = ['BG', 'CH', 'DE', 'ES', 'GB'] as const;

/** The lineage of a supply factor: 1000 EUR of output of `nace` produced in `country`, basic prices. */
export const figaroSupplyLineage = (country: string, nace: string) => `figaro-supply:${country}:${nace}`;

/** The lineage of a purchaser-price factor: 1000 EUR paid for `nace` by the industries of `country`. */
export const figaroPurchaserLineage = (country: string, nace: string) =>
  `figaro-purchaser:${country}:${nace}`;

/** One year of a FIGARO lineage as the library holds it (kg CO2e per 1000 EUR of that year). */
export type FigaroEdition = {
  readonly year: number;
  readonly value: number | null;
  readonly purchaserValuation?: PurchaserValuation | null | undefined;
};

export type FigaroPurchase = {
  /** The year the money was spent. */
  spendYear: number;
  /** The buying company's country: the year's region. */
  buyerCountry: string;
  /** The supplier's (producing) country, when the row names one. */
  supplierCountry?: string | undefined;
  /** NACE A64 code of what was bought. */
  nace: string;
};

/**
 * Which factor prices the purchase, in kg CO2e per 1000 EUR of `factorYear`:
 * - `purchaser`: the buyer's purchaser-price factor (origin unknown);
 * - `converted`: the supplier's supply factor × the buyer's rebasing ratio + margin term;
 * - `basicPrices`: a supply factor unconverted (no purchaser-price row for the buyer and product);
 * - `missing`: no row for the country, product and year; no figure is given.
 */
export type FigaroChoice<T extends FigaroEdition> =
  | { kind: 'purchaser'; factorYear: number; perThousandEur: number; purchaser: T; notes: FactorNote[] }
  | {
      kind: 'converted';
      factorYear: number;
      perThousandEur: number;
      supply: T;
      purchaser: T;
      notes: FactorNote[];
    }
  | { kind: 'basicPrices'; factorYear: number; perThousandEur: number; supply: T; notes: FactorNote[] }
  | { kind: 'missing'; factorYear: number; country: string; nace: string; notes: FactorNote[] };

/** The lineages a purchase may read, so a batch can load them at once. */
export function listFigaroLineages(purchase: FigaroPurchase): string[] {
  const { buyerCountry, supplierCountry, nace } = purchase;
  return [
    figaroPurchaserLineage(buyerCountry, nace),
    figaroSupplyLineage(supplierCountry ?? buyerCountry, nace),
  ];
}

/**
 * The factor year for a spend year: the same year where published, else the nearest published year,
 * used as published (no euro price index ships, so nothing is deflated).
 */
export function pickFigaroFactorYear(spendYear: number): number {
  return Math.min(Math.max(spendYear, FIGARO_FACTOR_YEARS.first), FIGARO_FACTOR_YEARS.last);
}

/**
 * Chooses the FIGARO factor of a purchase (`../shared/data/emission-factors/figaro/PROVENANCE.md`,
 * "How a calculator uses the factors"). `getEditions` returns every year of a lineage. A row missing for
 * the factor year is never replaced by another year, country or product: the choice is `missing`.
 */
export function chooseFigaroFactor<T extends FigaroEdition>(
  purchase: FigaroPurchase,
  getEditions: (lineageKey: string) => readonly T[],
): FigaroChoice<T> {
  const { spendYear, buyerCountry, supplierCountry, nace } = purchase;
  const factorYear = pickFigaroFactorYear(spendYear);
  const notes: FactorNote[] =
    factorYear === spendYear ? [] : [{ code: 'nearestFactorYear', factorYear, spendYear }];
  const inYear = (lineageKey: string) =>
    getEditions(lineageKey).find((edition) => edition.year === factorYear && edition.value !== null);
  const purchaser = inYear(figaroPurchaserLineage(buyerCountry, nace));
  const valuation = purchaser?.purchaserValuation;
  if (purchaser?.value != null && !supplierCountry) {
    return { kind: 'purchaser', factorYear, perThousandEur: purchaser.value, purchaser, notes };
  }
  const supplyCountry = supplierCountry ?? buyerCountry;
  const supply = inYear(figaroSupplyLineage(supplyCountry, nace));
  if (supply?.value == null) {
    return { kind: 'missing', factorYear, country: supplyCountry, nace, notes };
  }
  if (purchaser && valuation && supplierCountry) {
    return {
      kind: 'converted',
      factorYear,
      perThousandEur: supply.value * valuation.rebasingRatio + valuation.marginTerm,
      supply,
      purchaser,
      notes: [...notes, { code: 'convertedToPurchaserPrices', supplierCountry, buyerCountry }],
    };
  }
  const hasNoValuationTables = (FIGARO_COUNTRIES_WITHOUT_VALUATION as readonly string[]).includes(
    buyerCountry,
  );
  return {
    kind: 'basicPrices',
    factorYear,
    perThousandEur: supply.value,
    supply,
    notes: [
      ...notes,
      hasNoValuationTables
        ? { code: 'marginsNotIncluded', country: buyerCountry }
        : { code: 'marginsNotIncluded', country: buyerCountry, product: nace },
    ],
  };
}
