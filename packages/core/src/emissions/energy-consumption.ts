/** The fields of an amount needed to recognise and convert an energy amount. */
export type EnergyAmountInput = {
  value?: number | null;
  unitCategory?: string | null;
  conversionFactor?: number | null;
};

/** The energy unit category, whose base unit is kWh (spec section 3 "Unit categories"). */
export const ENERGY_UNIT_CATEGORY = 'energy';

/**
 * Energy consumed by a result in kWh, for `totalEnergyConsumptionInKwh`. When exactly one amount is in
 * the energy category, the answer is the product of all amounts in base units: the other amounts scale
 * the energy (a 50 % share, a count of nights) exactly as they scale the emission. With no energy amount
 * the result consumed no metered energy (0); with two or more the product would be kWh², which is not an
 * energy, so 0 too. Missing or non-finite values also give 0 so a total never turns NaN.
 */
export function getEnergyConsumptionInKwh(amounts: readonly EnergyAmountInput[] | null | undefined): number {
  if (!amounts) return 0;
  const energyAmounts = amounts.filter((amount) => amount.unitCategory === ENERGY_UNIT_CATEGORY);
  if (energyAmounts.length !== 1) return 0;
  let product = 1;
  for (const amount of amounts) {
    const { value, conversionFactor } = amount;
    if (typeof value !== 'number' || typeof conversionFactor !== 'number') return 0;
    product *= value * conversionFactor;
  }
  return Number.isFinite(product) ? product : 0;
}
