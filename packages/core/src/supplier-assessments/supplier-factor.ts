import { convertSpendToEur } from '../spend-factors/spend-in-eur.ts';

/**
 * The generic input of a spend row that names the supplier it was bought from (a supplier's id in the
 * company's list). A supplier with reported emissions for the year prices the row instead of the spend
 * factor (Scope 3 category 1).
 */
export const SUPPLIER_INPUT_ID = 'supplierId';

/** Lineages of suppliers' company factors start so; they are read from the company's own factors only. */
export const SUPPLIER_FACTOR_LINEAGE_PREFIX = 'supplier:';

/**
 * The lineage of a supplier's company factors: one edition per reporting year. Read only from the
 * session company's factors, so another company's supplier id finds nothing.
 */
export function buildSupplierFactorLineageKey(supplierId: string): string {
  return `${SUPPLIER_FACTOR_LINEAGE_PREFIX}${supplierId}`;
}

/** The id of a supplier's company factor for one reporting year. */
export function buildSupplierFactorId(supplierId: string, year: number): string {
  return `supplier-${supplierId}-${year}`;
}

/** What a supplier reported for the company as a whole, for one year. */
export type ReportedCompanyEmissions = {
  readonly year: number;
  readonly scope1Tonnes: number;
  /** Market-based, as a buyer's category 1 takes it (GHG Protocol Scope 3 Standard, category 1). */
  readonly scope2Tonnes: number;
  /** The supplier's own upstream, when it reported it; null leaves it out of the factor. */
  readonly scope3Tonnes: number | null;
  readonly revenue: number;
  readonly currency: string;
};

export type SupplierSpendFactor = {
  /** kg CO2e per euro of the reporting year spent with the supplier. */
  readonly kgPerEur: number;
  /** How the factor was made, kept with the factor for an auditor. */
  readonly derivation: string;
};

/**
 * A supplier's reported emissions as a spend factor: its emissions allocated to each euro of its revenue
 * (the supplier-specific method of the GHG Protocol's Scope 3 guidance, allocation by economic value).
 * Revenue in another currency is converted at the shipped ECB annual average of the year; throws
 * `CurrencyError` for a currency or year without a rate, and a RangeError for a revenue that is not
 * positive or a negative figure.
 */
export function buildSupplierSpendFactor(report: ReportedCompanyEmissions): SupplierSpendFactor {
  const figures = [report.scope1Tonnes, report.scope2Tonnes, report.scope3Tonnes ?? 0];
  if (figures.some((figure) => !Number.isFinite(figure) || figure < 0))
    throw new RangeError('emissions must be zero or more');
  if (!Number.isFinite(report.revenue) || report.revenue <= 0)
    throw new RangeError('revenue must be more than zero');
  const eurPerUnit =
    report.currency === 'EUR' ? 1 : convertSpendToEur(report.currency, report.year).eurPerUnit;
  const revenueEur = report.revenue * eurPerUnit;
  const tonnes = figures.reduce((sum, figure) => sum + figure, 0);
  const kgPerEur = (tonnes * 1000) / revenueEur;
  const scopes =
    report.scope3Tonnes === null ? 'Scope 1 + 2 (market-based)' : 'Scope 1 + 2 (market-based) + 3';
  const currency =
    report.currency === 'EUR'
      ? ''
      : ` (${report.revenue} ${report.currency} × ${eurPerUnit} EUR/${report.currency})`;
  return {
    kgPerEur,
    derivation: `${scopes} ${tonnes} t CO2e × 1000 ÷ revenue ${revenueEur} EUR${currency} = ${kgPerEur} kg CO2e/EUR (${report.year})`,
  };
}
