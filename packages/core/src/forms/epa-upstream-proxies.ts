/**
 * Upstream (well-to-tank, Scope 3 category 3) of EPA Hub fuels. The EPA Hub publishes combustion factors
 * only, no well-to-tank factors, so an EPA fuel's upstream uses the DESNZ well-to-tank factor of the same
 * fuel as a documented proxy, in the same unit category (kWh on a gross calorific basis, as EPA's heat
 * contents are higher heating values; litres; m³; tonnes). The same fuel then has the same category 3
 * figure whichever source its combustion factor comes from. Fuels without a matching DESNZ row (CNG and
 * propane by gas volume, fuels DESNZ does not list) have no proxy: their category 3 is entered by hand.
 *
 * Keys: EPA lineage keys (table 1 stationary, table 2 mobile CO2); values: DESNZ lineage keys.
 */
export const EPA_FUEL_UPSTREAM_PROXIES: Readonly<Record<string, string>> = {
  // Table 1, stationary combustion.
  'epa-hub:t1/natural-gas:kwh': 'desnz:11_100_1004_6_1',
  'epa-hub:t1/natural-gas:m3': 'desnz:11_100_1004_1_1',
  'epa-hub:t1/distillate-fuel-oil-no.-2:kwh': 'desnz:11_101_1014_6_1',
  'epa-hub:t1/distillate-fuel-oil-no.-2:l': 'desnz:11_101_1014_8_1',
  'epa-hub:t1/residual-fuel-oil-no.-6:kwh': 'desnz:11_101_1013_6_1',
  'epa-hub:t1/residual-fuel-oil-no.-6:l': 'desnz:11_101_1013_8_1',
  'epa-hub:t1/kerosene:kwh': 'desnz:11_101_1010_6_1',
  'epa-hub:t1/kerosene:l': 'desnz:11_101_1010_8_1',
  'epa-hub:t1/kerosene-type-jet-fuel:kwh': 'desnz:11_101_1009_6_1',
  'epa-hub:t1/kerosene-type-jet-fuel:l': 'desnz:11_101_1009_8_1',
  'epa-hub:t1/liquefied-petroleum-gases-lpg:kwh': 'desnz:11_100_1003_6_1',
  'epa-hub:t1/liquefied-petroleum-gases-lpg:l': 'desnz:11_100_1003_8_1',
  'epa-hub:t1/propane:kwh': 'desnz:11_100_1007_6_1',
  'epa-hub:t1/propane:l': 'desnz:11_100_1007_8_1',
  'epa-hub:t1/butane:kwh': 'desnz:11_100_1000_6_1',
  'epa-hub:t1/butane:l': 'desnz:11_100_1000_8_1',
  'epa-hub:t1/motor-gasoline:kwh': 'desnz:11_101_1018_6_1',
  'epa-hub:t1/motor-gasoline:l': 'desnz:11_101_1018_8_1',
  'epa-hub:t1/bituminous:kwh': 'desnz:11_102_1025_6_1',
  'epa-hub:t1/bituminous:t': 'desnz:11_102_1025_15_1',
  'epa-hub:t1/sub-bituminous:kwh': 'desnz:11_102_1025_6_1',
  'epa-hub:t1/sub-bituminous:t': 'desnz:11_102_1025_15_1',
  'epa-hub:t1/anthracite:kwh': 'desnz:11_102_1025_6_1',
  'epa-hub:t1/anthracite:t': 'desnz:11_102_1025_15_1',
  'epa-hub:t1/wood-and-wood-residuals:kwh': 'desnz:12_901_1044_5_1',
  'epa-hub:t1/wood-and-wood-residuals:t': 'desnz:12_901_1044_15_1',
  // Table 2, mobile combustion CO2 per gallon (stored per litre).
  'epa-hub:t2/motor-gasoline': 'desnz:11_101_1018_8_1',
  'epa-hub:t2/diesel-fuel': 'desnz:11_101_1012_8_1',
  'epa-hub:t2/liquefied-petroleum-gases-lpg': 'desnz:11_100_1003_8_1',
  'epa-hub:t2/liquefied-natural-gas-lng': 'desnz:11_100_1002_8_1',
  'epa-hub:t2/residual-fuel-oil': 'desnz:11_101_1013_8_1',
  'epa-hub:t2/kerosene-type-jet-fuel': 'desnz:11_101_1009_8_1',
  'epa-hub:t2/aviation-gasoline': 'desnz:11_101_1008_8_1',
};

/** The DESNZ well-to-tank factor standing in for an EPA fuel's upstream, or undefined where none fits. */
export function findEpaUpstreamProxy(epaLineageKey: string): string | undefined {
  return Object.hasOwn(EPA_FUEL_UPSTREAM_PROXIES, epaLineageKey)
    ? EPA_FUEL_UPSTREAM_PROXIES[epaLineageKey]
    : undefined;
}
