/** kg CO2 that one unit of each reference stands for (spec section 9). */
export const EQUIVALENT_KG_CO2_PER_UNIT = {
  employees: 3000,
  flightsNycToLondon: 1022,
  tripsAroundTheWorldByCar: 6831,
  averageUsFootprintsPerPerson: 14700,
} as const;

export type EmissionEquivalents = Record<keyof typeof EQUIVALENT_KG_CO2_PER_UNIT, number>;

/**
 * Expresses kg CO2 as counts of familiar references (kg / kg-per-unit), unrounded so the caller rounds for
 * display. A non-finite kg gives 0 for every reference, so no NaN reaches a chart.
 */
export function calculateEquivalents(kg: number): EmissionEquivalents {
  const safeKg = Number.isFinite(kg) ? kg : 0;
  return {
    employees: safeKg / EQUIVALENT_KG_CO2_PER_UNIT.employees,
    flightsNycToLondon: safeKg / EQUIVALENT_KG_CO2_PER_UNIT.flightsNycToLondon,
    tripsAroundTheWorldByCar: safeKg / EQUIVALENT_KG_CO2_PER_UNIT.tripsAroundTheWorldByCar,
    averageUsFootprintsPerPerson: safeKg / EQUIVALENT_KG_CO2_PER_UNIT.averageUsFootprintsPerPerson,
  };
}
