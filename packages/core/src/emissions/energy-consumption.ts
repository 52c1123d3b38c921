import type { GhgScope } from './ghg-scope.ts';

/** The fields of an amount needed to recognise and convert an energy amount. */
export type EnergyAmountInput = {
  value?: number | null;
  unitCategory?: string | null;
  conversionFactor?: number | null;
};

/** The energy unit category, whose base unit is kWh (spec section 3 "Unit categories"). */
export const ENERGY_UNIT_CATEGORY = 'energy';

/**
 * The shares (0..1, adding up to 1) of the sources an amount of energy came from, in the three groups of
 * ESRS E1-5: fossil, nuclear and renewable.
 */
export type EnergyMixShares = { fossil: number; nuclear: number; renewable: number };

export const FOSSIL_ENERGY: EnergyMixShares = { fossil: 1, nuclear: 0, renewable: 0 };
export const RENEWABLE_ENERGY: EnergyMixShares = { fossil: 0, nuclear: 0, renewable: 1 };

/**
 * How a row's quantity becomes the company's own energy consumption: kWh on a gross calorific value basis
 * (higher heating value) per base unit of the quantity, and the mix of that energy on each basis of
 * Scope 2 (for fuels the two are the same).
 */
export type EnergyProfile = {
  kwhPerBaseUnit: number;
  locationBasedMix: EnergyMixShares;
  marketBasedMix: EnergyMixShares;
};

/** A row's own energy consumption in kWh (gross CV) with its ESRS E1-5 breakdown on both bases. */
export type EnergyFigures = {
  kwh: number;
  fossilKwh: number;
  nuclearKwh: number;
  renewableKwh: number;
  marketBasedNuclearKwh: number;
  marketBasedRenewableKwh: number;
};

export const EMPTY_ENERGY_FIGURES: EnergyFigures = {
  kwh: 0,
  fossilKwh: 0,
  nuclearKwh: 0,
  renewableKwh: 0,
  marketBasedNuclearKwh: 0,
  marketBasedRenewableKwh: 0,
};

/**
 * Tells whether a row's energy is the company's own consumption (ESRS E1-5, GHG Protocol): fuels it burns
 * (Scope 1) and electricity, heat, steam and cooling it buys (Scope 2). Value-chain rows (Scope 3, such as
 * the use phase of sold products) never count, nor rows without a scope.
 */
export function isOwnEnergyConsumption(ghgScope: GhgScope | null | undefined): boolean {
  return ghgScope?.scope === 1 || ghgScope?.scope === 2;
}

/**
 * The row's quantity in base units: the product of its amounts, as the emission multiplies them (a 50 %
 * share or a count scales the energy as it scales the emission). Two energy amounts would make kWh², so
 * that row has no energy figure; missing or non-finite values give none either.
 */
function readQuantity(amounts: readonly EnergyAmountInput[]): number | undefined {
  const energyAmounts = amounts.filter((amount) => amount.unitCategory === ENERGY_UNIT_CATEGORY);
  if (energyAmounts.length > 1 || amounts.length === 0) return undefined;
  let product = 1;
  for (const { value, conversionFactor } of amounts) {
    if (typeof value !== 'number' || typeof conversionFactor !== 'number') return undefined;
    product *= value * conversionFactor;
  }
  return Number.isFinite(product) ? product : undefined;
}

/**
 * The energy figures of a row. Without a profile (refrigerants, process emissions, value-chain rows) the
 * row consumed no energy of the company's own: every figure is 0, never NaN.
 */
export function getEnergyFigures(
  amounts: readonly EnergyAmountInput[] | null | undefined,
  profile: EnergyProfile | null | undefined,
): EnergyFigures {
  if (!amounts || !profile || !Number.isFinite(profile.kwhPerBaseUnit)) return { ...EMPTY_ENERGY_FIGURES };
  const quantity = readQuantity(amounts);
  if (quantity === undefined) return { ...EMPTY_ENERGY_FIGURES };
  const kwh = quantity * profile.kwhPerBaseUnit;
  return {
    kwh,
    fossilKwh: kwh * profile.locationBasedMix.fossil,
    nuclearKwh: kwh * profile.locationBasedMix.nuclear,
    renewableKwh: kwh * profile.locationBasedMix.renewable,
    marketBasedNuclearKwh: kwh * profile.marketBasedMix.nuclear,
    marketBasedRenewableKwh: kwh * profile.marketBasedMix.renewable,
  };
}

/** The part of a row's energy that is fossil on the market basis (what certificates and nuclear leave). */
export function getMarketBasedFossilKwh(figures: EnergyFigures): number {
  return figures.kwh - figures.marketBasedNuclearKwh - figures.marketBasedRenewableKwh;
}
