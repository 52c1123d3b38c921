import type { FactorBasis, NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';

const WTT_TRAVEL_NOTE =
  'Category 3 by default; may be reported with category 6 or 4 together with the travel or freight it belongs to.';
const MANAGED_ASSETS_NOTE =
  'Category 8 (upstream leased assets) by default; category 13 when the company leases the asset out.';

type Level1Mapping = { basis: FactorBasis; scope3Category: number | null; note?: string };

/**
 * Every DESNZ "Level 1" heading with the basis of its factors and, for Scope 3 headings, the GHG Protocol
 * Scope 3 category. A heading missing here stops the build, so a new heading in a later edition gets a
 * deliberate mapping instead of a guess.
 *
 * Category choices an auditor may question:
 * - WTT (well-to-tank) headings → 3 (fuel- and energy-related activities), including WTT of business travel
 *   and freight. Those may instead be reported with categories 6 and 4 when the travel/freight itself is.
 * - Freighting goods → 4 (upstream transportation); freight paid by customers belongs in 9.
 * - Managed assets (vehicles, electricity) → 8 (upstream leased assets); 13 when the company is the lessor.
 * - Water supply → 1 (a purchased good), water treatment → 5 (waste water is waste generated in operations).
 * - Hotel stay → 6, homeworking → 7 (employee commuting, as the GHG Protocol places teleworking).
 * - T&D losses of electricity (also for EVs) → 3.
 */
export const DESNZ_LEVEL1: Record<string, Level1Mapping> = {
  Fuels: { basis: 'combustion', scope3Category: null },
  Bioenergy: { basis: 'combustion', scope3Category: null },
  'Refrigerant & other': { basis: 'other', scope3Category: null },
  'Passenger vehicles': { basis: 'combustion', scope3Category: null },
  'Delivery vehicles': { basis: 'combustion', scope3Category: null },
  'SECR kWh pass & delivery vehs': { basis: 'other', scope3Category: null },
  'UK electricity': { basis: 'combustion', scope3Category: null },
  'UK electricity for EVs': { basis: 'combustion', scope3Category: null },
  'SECR kWh UK electricity for EVs': { basis: 'other', scope3Category: null },
  'Heat and steam': { basis: 'combustion', scope3Category: null },
  'Managed assets- electricity': { basis: 'combustion', scope3Category: 8, note: MANAGED_ASSETS_NOTE },
  'Managed assets- vehicles': { basis: 'combustion', scope3Category: 8, note: MANAGED_ASSETS_NOTE },
  'Business travel- air': { basis: 'combustion', scope3Category: 6 },
  'Business travel- land': { basis: 'combustion', scope3Category: 6 },
  'Business travel- sea': { basis: 'combustion', scope3Category: 6 },
  'Hotel stay': { basis: 'other', scope3Category: 6 },
  Homeworking: { basis: 'other', scope3Category: 7 },
  'Freighting goods': {
    basis: 'combustion',
    scope3Category: 4,
    note: 'Category 4 (upstream transportation) by default; use category 9 for downstream freight.',
  },
  'Material use': { basis: 'lifeCycle', scope3Category: 1 },
  'Waste disposal': { basis: 'other', scope3Category: 5 },
  'Water supply': { basis: 'other', scope3Category: 1 },
  'Water treatment': { basis: 'other', scope3Category: 5 },
  'Transmission and distribution': { basis: 'transmissionAndDistribution', scope3Category: 3 },
  'UK electricity T&D for EVs': { basis: 'transmissionAndDistribution', scope3Category: 3 },
  'WTT- fuels': { basis: 'wellToTank', scope3Category: 3 },
  'WTT- bioenergy': { basis: 'wellToTank', scope3Category: 3 },
  'WTT- UK electricity': { basis: 'wellToTank', scope3Category: 3 },
  'WTT- heat and steam': { basis: 'wellToTank', scope3Category: 3 },
  'WTT- pass vehs & travel- land': { basis: 'wellToTank', scope3Category: 3, note: WTT_TRAVEL_NOTE },
  'WTT- delivery vehs & freight': { basis: 'wellToTank', scope3Category: 3, note: WTT_TRAVEL_NOTE },
  'WTT- business travel- air': { basis: 'wellToTank', scope3Category: 3, note: WTT_TRAVEL_NOTE },
  'WTT- business travel- sea': { basis: 'wellToTank', scope3Category: 3, note: WTT_TRAVEL_NOTE },
  'Outside of scopes': {
    basis: 'combustion',
    scope3Category: null,
    note: 'Biogenic CO2: report outside the scopes, never in a scope total.',
  },
};

export const DESNZ_SCOPES: Record<string, NormalizedFactor['scope']> = {
  'Scope 1': 1,
  'Scope 2': 2,
  'Scope 3': 3,
  'Outside of Scopes': null,
};

type UnitMapping = Pick<NormalizedFactor, 'activityUnit' | 'unitCategory' | 'calorificBasis'>;

/** DESNZ "UOM" → library unit. kWh (Gross CV)/(Net CV) keep the calorific basis on the factor. */
export const DESNZ_UNITS: Record<string, UnitMapping> = {
  km: { activityUnit: 'km', unitCategory: 'distance', calorificBasis: null },
  miles: { activityUnit: 'mi', unitCategory: 'distance', calorificBasis: null },
  'tonne.km': { activityUnit: 't.km', unitCategory: 'weightDistance', calorificBasis: null },
  tonnes: { activityUnit: 't', unitCategory: 'weight', calorificBasis: null },
  kg: { activityUnit: 'kg', unitCategory: 'weight', calorificBasis: null },
  'passenger.km': { activityUnit: 'p.km', unitCategory: 'personDistance', calorificBasis: null },
  litres: { activityUnit: 'l', unitCategory: 'volume', calorificBasis: null },
  'kWh (Net CV)': { activityUnit: 'kWh', unitCategory: 'energy', calorificBasis: 'net' },
  'kWh (Gross CV)': { activityUnit: 'kWh', unitCategory: 'energy', calorificBasis: 'gross' },
  kWh: { activityUnit: 'kWh', unitCategory: 'energy', calorificBasis: null },
  GJ: { activityUnit: 'GJ', unitCategory: 'energy', calorificBasis: null },
  'Room per night': { activityUnit: 'nights', unitCategory: 'piece', calorificBasis: null },
  'cubic metres': { activityUnit: 'm3', unitCategory: 'volume', calorificBasis: null },
  'per FTE Working Hour': { activityUnit: 'hour', unitCategory: 'time', calorificBasis: null },
  'million litres': { activityUnit: 'mioL', unitCategory: 'volume', calorificBasis: null },
};

/**
 * The "GHG/Unit" column: which part of a factor a row carries. The per-gas rows are the breakdown of the
 * 'kg CO2e' row of the same activity (same ID except the last segment); the kWh rows are energy contents.
 */
export const DESNZ_ROW_ROLES = {
  'kg CO2e': 'total',
  'kg CO2e of CO2 per unit': 'co2',
  'kg CO2e of CH4 per unit': 'ch4',
  'kg CO2e of N2O per unit': 'n2o',
  'kWh (Net CV)': 'energyNet',
  'kWh (net)': 'energyElectricity',
} as const;

export type DesnzRowRole = (typeof DESNZ_ROW_ROLES)[keyof typeof DESNZ_ROW_ROLES];

/**
 * Hotel-stay countries whose DESNZ spelling is not a name in country-codes.csv. DESNZ's 'Korea' is the
 * Republic of Korea (the hotel benchmark it comes from has no North Korean data).
 */
export const DESNZ_HOTEL_COUNTRIES: Record<string, string> = {
  UK: 'GB',
  'UK (London)': 'GB',
  'Czech Republic': 'CZ',
  'Hong Kong, China': 'HK',
  Korea: 'KR',
  'Macau, China': 'MO',
  'Taiwan, China': 'TW',
  Turkey: 'TR',
  'United States': 'US',
};
