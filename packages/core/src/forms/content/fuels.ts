import type { ActivityInput, FormOption, LocalizedText } from '../form-definition.ts';
import { INPUTS, libraryOption, text } from './builders.ts';

/**
 * A DESNZ fuel row: the Scope 1 combustion factor, its well-to-tank factor (Scope 3 category 3) in the
 * same unit and, for biofuels and biomass, the outside-of-scopes biogenic CO2 factor.
 */
export type FuelEntry = {
  key: string;
  label: LocalizedText;
  input: ActivityInput;
  lineageKey: string;
  wtt: string;
  biogenic?: string;
  help?: LocalizedText;
};

const GROSS_CV_HELP = text(
  'Gross calorific value: the kWh on most gas bills (UK, Germany "Brennwert"). For kWh on a net basis use the net option.',
  'Brennwert (Hs): die kWh auf den meisten Gasrechnungen. Für kWh auf Heizwertbasis (Hi) die Heizwert-Option wählen.',
);

const BIOGENIC_HELP = text(
  'Scope 1 covers only CH4 and N2O; the biogenic CO2 is reported separately, outside the scopes (GHG Protocol).',
  'Scope 1 enthält nur CH4 und N2O; das biogene CO2 wird getrennt und außerhalb der Scopes ausgewiesen (GHG Protocol).',
);

/** Fuels burnt in boilers, furnaces, generators and other fixed equipment. */
export const STATIONARY_FUELS: readonly FuelEntry[] = [
  {
    key: 'natural-gas-kwh',
    label: text('Natural gas (kWh, gross CV)', 'Erdgas (kWh, Brennwert)'),
    input: INPUTS.energy,
    lineageKey: 'desnz:1_100_1004_6_1',
    wtt: 'desnz:11_100_1004_6_1',
    help: GROSS_CV_HELP,
  },
  {
    key: 'natural-gas-kwh-net',
    label: text('Natural gas (kWh, net CV)', 'Erdgas (kWh, Heizwert)'),
    input: INPUTS.energy,
    lineageKey: 'desnz:1_100_1004_7_1',
    wtt: 'desnz:11_100_1004_7_1',
  },
  {
    key: 'natural-gas-m3',
    label: text('Natural gas (m³)', 'Erdgas (m³)'),
    input: INPUTS.cubicMetres,
    lineageKey: 'desnz:1_100_1004_1_1',
    wtt: 'desnz:11_100_1004_1_1',
  },
  {
    key: 'gas-oil',
    label: text('Gas oil / heating oil (extra light)', 'Heizöl extra leicht / Gasöl'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_101_1014_8_1',
    wtt: 'desnz:11_101_1014_8_1',
    help: text(
      'Continental heating oil (Heizöl EL) and red diesel are gas oil in the DESNZ factors.',
      'Heizöl EL und rotes Diesel entsprechen in den DESNZ-Faktoren dem Gasöl („Gas oil“).',
    ),
  },
  {
    key: 'burning-oil',
    label: text('Kerosene heating oil (burning oil)', 'Heizöl auf Kerosinbasis („Burning Oil“)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_101_1010_8_1',
    wtt: 'desnz:11_101_1010_8_1',
    help: text(
      'The usual domestic heating oil in the UK and Ireland (kerosene, "28-second oil").',
      'Das übliche Heizöl in Großbritannien und Irland (Kerosin).',
    ),
  },
  {
    key: 'fuel-oil',
    label: text('Heavy fuel oil', 'Schweres Heizöl (Heizöl S)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_101_1013_8_1',
    wtt: 'desnz:11_101_1013_8_1',
  },
  {
    key: 'diesel-stationary',
    label: text('Diesel for generators (forecourt blend)', 'Diesel für Stromaggregate (handelsüblich)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_101_1011_8_1',
    wtt: 'desnz:11_101_1011_8_1',
    biogenic: 'desnz:99_604_1011_8_2',
  },
  {
    key: 'lpg-litres',
    label: text('LPG (litres)', 'Flüssiggas (LPG, Liter)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_100_1003_8_1',
    wtt: 'desnz:11_100_1003_8_1',
  },
  {
    key: 'lpg-weight',
    label: text('LPG (weight)', 'Flüssiggas (LPG, Gewicht)'),
    input: INPUTS.kilograms,
    lineageKey: 'desnz:1_100_1003_15_1',
    wtt: 'desnz:11_100_1003_15_1',
  },
  {
    key: 'propane-litres',
    label: text('Propane (litres)', 'Propan (Liter)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_100_1007_8_1',
    wtt: 'desnz:11_100_1007_8_1',
  },
  {
    key: 'propane-weight',
    label: text('Propane (weight)', 'Propan (Gewicht)'),
    input: INPUTS.kilograms,
    lineageKey: 'desnz:1_100_1007_15_1',
    wtt: 'desnz:11_100_1007_15_1',
  },
  {
    key: 'coal-industrial',
    label: text('Coal (industrial)', 'Kohle (Industrie)'),
    input: INPUTS.tonnes,
    lineageKey: 'desnz:1_102_1025_15_1',
    wtt: 'desnz:11_102_1025_15_1',
  },
  {
    key: 'coal-domestic',
    label: text('Coal (domestic)', 'Hausbrandkohle'),
    input: INPUTS.tonnes,
    lineageKey: 'desnz:1_102_1027_15_1',
    wtt: 'desnz:11_102_1027_15_1',
  },
  {
    key: 'wood-pellets',
    label: text('Wood pellets (weight)', 'Holzpellets (Gewicht)'),
    input: INPUTS.tonnes,
    lineageKey: 'desnz:2_104_1045_15_1',
    wtt: 'desnz:12_901_1045_15_1',
    biogenic: 'desnz:99_104_1045_15_2',
    help: BIOGENIC_HELP,
  },
  {
    key: 'wood-pellets-kwh',
    label: text('Wood pellets (kWh)', 'Holzpellets (kWh)'),
    input: INPUTS.energy,
    lineageKey: 'desnz:2_104_1045_5_1',
    wtt: 'desnz:12_901_1045_5_1',
    biogenic: 'desnz:99_104_1045_5_2',
    help: BIOGENIC_HELP,
  },
  {
    key: 'wood-chips',
    label: text('Wood chips', 'Holzhackschnitzel'),
    input: INPUTS.tonnes,
    lineageKey: 'desnz:2_104_1044_15_1',
    wtt: 'desnz:12_901_1044_15_1',
    biogenic: 'desnz:99_104_1044_15_2',
    help: BIOGENIC_HELP,
  },
  {
    key: 'wood-logs',
    label: text('Wood logs', 'Scheitholz'),
    input: INPUTS.tonnes,
    lineageKey: 'desnz:2_104_1043_15_1',
    wtt: 'desnz:12_901_1043_15_1',
    biogenic: 'desnz:99_104_1043_15_2',
    help: BIOGENIC_HELP,
  },
  {
    key: 'biogas',
    label: text('Biogas (kWh)', 'Biogas (kWh)'),
    input: INPUTS.energy,
    lineageKey: 'desnz:2_105_1047_5_1',
    wtt: 'desnz:12_902_1047_5_1',
    biogenic: 'desnz:99_105_1047_5_2',
    help: BIOGENIC_HELP,
  },
];

/** Fuels bought for company vehicles, aircraft and vessels (by volume or weight). */
export const MOBILE_FUELS: readonly FuelEntry[] = [
  {
    key: 'petrol',
    label: text('Petrol (forecourt blend with bioethanol)', 'Benzin (handelsüblich mit Bioethanol)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_101_1017_8_1',
    wtt: 'desnz:11_101_1017_8_1',
    biogenic: 'desnz:99_604_1017_8_2',
  },
  {
    key: 'diesel',
    label: text('Diesel (forecourt blend with biodiesel)', 'Diesel (handelsüblich mit Biodiesel)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_101_1011_8_1',
    wtt: 'desnz:11_101_1011_8_1',
    biogenic: 'desnz:99_604_1011_8_2',
  },
  {
    key: 'petrol-mineral',
    label: text('Petrol (100% mineral)', 'Benzin (rein fossil)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_101_1018_8_1',
    wtt: 'desnz:11_101_1018_8_1',
  },
  {
    key: 'diesel-mineral',
    label: text('Diesel (100% mineral)', 'Diesel (rein fossil)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_101_1012_8_1',
    wtt: 'desnz:11_101_1012_8_1',
  },
  {
    key: 'cng',
    label: text('CNG (compressed natural gas)', 'Erdgas (CNG)'),
    input: INPUTS.kilograms,
    lineageKey: 'desnz:1_100_1001_15_1',
    wtt: 'desnz:11_100_1001_15_1',
  },
  {
    key: 'lpg-autogas',
    label: text('LPG (autogas)', 'Autogas (LPG)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_100_1003_8_1',
    wtt: 'desnz:11_100_1003_8_1',
  },
  {
    key: 'hvo',
    label: text('HVO (renewable diesel)', 'HVO (hydriertes Pflanzenöl)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:2_103_1036_8_1',
    wtt: 'desnz:12_900_1036_8_1',
    biogenic: 'desnz:99_103_1036_8_2',
    help: BIOGENIC_HELP,
  },
  {
    key: 'jet-fuel',
    label: text('Jet fuel (company aircraft)', 'Kerosin (firmeneigene Flugzeuge)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_101_1009_8_1',
    wtt: 'desnz:11_101_1009_8_1',
  },
  {
    key: 'marine-gas-oil',
    label: text('Marine gas oil (company vessels)', 'Marinegasöl (firmeneigene Schiffe)'),
    input: INPUTS.litres,
    lineageKey: 'desnz:1_101_1023_8_1',
    wtt: 'desnz:11_101_1023_8_1',
  },
];

/**
 * Turns fuel rows into options with an id prefix. `extras.reusesFactorOfScope` marks a Scope 3 reuse
 * (fuel burnt by sold products, in leased assets): those options carry no upstream, since the well-to-tank
 * part of someone else's fuel is optional in the Scope 3 Standard and would be counted in their category.
 */
export function buildFuelOptions(
  prefix: string,
  fuels: readonly FuelEntry[],
  extras: Pick<FormOption, 'reusesFactorOfScope'> = {},
): FormOption[] {
  return fuels.map((fuel) =>
    libraryOption(`${prefix}-${fuel.key}`, fuel.label, [fuel.input], fuel.lineageKey, {
      ...(extras.reusesFactorOfScope ? {} : { upstream: [fuel.wtt] }),
      ...(fuel.biogenic ? { biogenic: fuel.biogenic } : {}),
      ...(fuel.help ? { help: fuel.help } : {}),
      impactCategory: 'energy',
      ...extras,
    }),
  );
}

/** Picks fuel rows by key, in the order given (for the smaller forms). */
export function selectFuels(fuels: readonly FuelEntry[], keys: readonly string[]): FuelEntry[] {
  return keys.map((key) => {
    const fuel = fuels.find((entry) => entry.key === key);
    if (!fuel) throw new Error(`unknown fuel ${key}`);
    return fuel;
  });
}
