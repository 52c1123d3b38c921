import { findEpaUpstreamProxy } from '../epa-upstream-proxies.ts';
import type { ActivityInput, FormOption, LocalizedText } from '../form-definition.ts';
import { INPUTS, joinText, libraryOption, quantityInput, text } from './builders.ts';
import { EPA_MODEL_YEARS, EPA_WASTE_MATERIALS } from './epa-data.ts';

/**
 * US EPA GHG Emission Factors Hub 2025 options, offered next to the DESNZ ones (the Inputs page shows one
 * source at a time per row; the default follows the year's region). Amounts default to US units; the
 * library stores the factors per SI unit, converted exactly. Every label ends in "(US EPA)" so a row
 * shows its source.
 */

const EPA = text(' (US EPA)', ' (US EPA)');
const epaLabel = (en: string, de: string): LocalizedText => joinText(text(en, de), EPA, '');

const gallons = quantityInput('volume', 'volume', 'galUS', text('Fuel bought', 'Getankter Kraftstoff'));
const gasVolume = quantityInput('volume', 'volume', 'ft3', text('Gas bought', 'Getanktes Gas'));
const miles = quantityInput('distance', 'distance', 'mi', text('Miles driven', 'Gefahrene Meilen'));
const shortTons = quantityInput('weight', 'weight', 'shortTon', text('Weight', 'Gewicht'));
const shortTonMiles = quantityInput(
  'freight',
  'weightDistance',
  'shortTon.mi',
  text('Short ton-miles (weight × distance)', 'Short-Ton-Meilen (Gewicht × Strecke)'),
);
const passengerMiles = quantityInput(
  'passengerDistance',
  'personDistance',
  'p.mi',
  text('Passenger-miles (distance × travellers)', 'Personenmeilen (Strecke × Reisende)'),
);
const vehicleMiles = quantityInput('distance', 'distance', 'mi', text('Vehicle-miles', 'Fahrzeugmeilen'));
const heatBought = quantityInput(
  'energy',
  'energy',
  'mmBtu',
  text('Steam or heat bought', 'Bezogener Dampf bzw. Wärme'),
);

const PROXY_NOTE = text(
  'EPA publishes no well-to-tank factors: the upstream part (Scope 3 category 3) uses the DESNZ factor of the same fuel as a proxy, labelled as such.',
  'Die EPA veröffentlicht keine Vorkettenfaktoren: Der Vorkettenanteil (Scope 3, Kategorie 3) nutzt ersatzweise den DESNZ-Faktor desselben Brennstoffs und ist so gekennzeichnet.',
);

/** An EPA option whose fuel gets the documented DESNZ well-to-tank proxy as its upstream part. */
function epaFuelOption(
  id: string,
  label: LocalizedText,
  input: ActivityInput,
  lineageKey: string,
  extras: Partial<Pick<FormOption, 'help' | 'children' | 'areChildrenStatic'>> & { biogenic?: string } = {},
): FormOption {
  const proxy = findEpaUpstreamProxy(lineageKey);
  const { children, areChildrenStatic, ...rest } = extras;
  return {
    ...libraryOption(id, label, [input], lineageKey, {
      impactCategory: 'energy',
      ...(proxy ? { proxyUpstream: [proxy] } : {}),
      ...rest,
    }),
    ...(children ? { children, areChildrenStatic: areChildrenStatic ?? false } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------
// Scope 1, mobile combustion: CO2 per gallon of fuel (table 2), CH4 and N2O per mile by vehicle type and
// model year (tables 3 and 4). A row is one vehicle type with its fuel; its parts are the miles per
// model-year band. The parts stand on their own (not multiplied by the parent's gallons).

type EpaVehicle = { key: string; label: LocalizedText; fuel: string; modelYears: string };

const GASOLINE = 'epa-hub:t2/motor-gasoline';
const DIESEL = 'epa-hub:t2/diesel-fuel';

const MODEL_YEAR_VEHICLES: readonly EpaVehicle[] = [
  {
    key: 'gasoline-car',
    label: text('Gasoline passenger car', 'Benzin-Pkw'),
    fuel: GASOLINE,
    modelYears: 'epa-hub:t3/gasoline-passenger-cars/gasoline',
  },
  {
    key: 'gasoline-light-truck',
    label: text('Gasoline light-duty truck, van, pickup or SUV', 'Benzin-Leicht-Lkw, Van, Pick-up oder SUV'),
    fuel: GASOLINE,
    modelYears: 'epa-hub:t3/gasoline-light-duty-trucks-vans-pickup-trucks-suvs/gasoline',
  },
  {
    key: 'gasoline-heavy-duty',
    label: text('Gasoline heavy-duty vehicle', 'Benzin-Schwerfahrzeug'),
    fuel: GASOLINE,
    modelYears: 'epa-hub:t3/gasoline-heavy-duty-vehicles/gasoline',
  },
  {
    key: 'gasoline-motorcycle',
    label: text('Gasoline motorcycle', 'Benzin-Motorrad'),
    fuel: GASOLINE,
    modelYears: 'epa-hub:t3/gasoline-motorcycles/gasoline',
  },
  {
    key: 'diesel-car',
    label: text('Diesel passenger car', 'Diesel-Pkw'),
    fuel: DIESEL,
    modelYears: 'epa-hub:t4/passenger-cars/diesel',
  },
  {
    key: 'diesel-light-truck',
    label: text('Diesel light-duty truck', 'Diesel-Leicht-Lkw'),
    fuel: DIESEL,
    modelYears: 'epa-hub:t4/light-duty-trucks/diesel',
  },
  {
    key: 'diesel-medium-heavy',
    label: text('Diesel medium- and heavy-duty vehicle', 'Diesel-Lkw, mittel und schwer'),
    fuel: DIESEL,
    modelYears: 'epa-hub:t4/medium-and-heavy-duty-vehicles/diesel',
  },
];

const VEHICLE_CLASSES = {
  'light-duty-cars': text('Light-duty car', 'Leichter Pkw'),
  'light-duty-trucks': text('Light-duty truck', 'Leicht-Lkw'),
  'medium-duty-trucks': text('Medium-duty truck', 'Mittelschwerer Lkw'),
  'heavy-duty-trucks': text('Heavy-duty truck', 'Schwerer Lkw'),
  buses: text('Bus', 'Bus'),
} as const;
type VehicleClass = keyof typeof VEHICLE_CLASSES;

/** Alternative-fuel vehicles (table 4 has no model years for them): one row per fuel, parts per class. */
const ALTERNATIVE_FUELS: readonly {
  key: string;
  label: LocalizedText;
  fuel: string;
  input: ActivityInput;
  slug: string;
  classes: readonly VehicleClass[];
}[] = [
  {
    key: 'lpg-vehicles',
    label: text('LPG vehicles', 'Autogas-Fahrzeuge (LPG)'),
    fuel: 'epa-hub:t2/liquefied-petroleum-gases-lpg',
    input: gallons,
    slug: 'lpg',
    classes: ['light-duty-cars', 'light-duty-trucks', 'medium-duty-trucks', 'heavy-duty-trucks', 'buses'],
  },
  {
    key: 'lng-vehicles',
    label: text('LNG vehicles', 'LNG-Fahrzeuge'),
    fuel: 'epa-hub:t2/liquefied-natural-gas-lng',
    input: gallons,
    slug: 'lng',
    classes: ['light-duty-trucks', 'medium-duty-trucks', 'heavy-duty-trucks', 'buses'],
  },
  {
    key: 'cng-vehicles',
    label: text('CNG vehicles', 'Erdgas-Fahrzeuge (CNG)'),
    fuel: 'epa-hub:t2/compressed-natural-gas-cng',
    input: gasVolume,
    slug: 'cng',
    classes: ['light-duty-cars', 'light-duty-trucks', 'medium-duty-trucks', 'heavy-duty-trucks', 'buses'],
  },
];

const MOBILE_HELP = text(
  'US EPA method: CO2 from the fuel bought (per gallon), CH4 and N2O from the miles driven, added as parts by model year or vehicle class. Enter both. ',
  'Methode der US EPA: CO2 aus dem getankten Kraftstoff (pro Gallone), CH4 und N2O aus den gefahrenen Meilen, als Teile nach Baujahr oder Fahrzeugklasse ergänzt. Beides eingeben. ',
);
const mobileHelp = joinText(MOBILE_HELP, PROXY_NOTE, '');

function modelYearLabel(years: string): LocalizedText {
  if (years.startsWith('le-')) {
    const year = years.slice(3);
    return text(`Miles, model years up to ${year}`, `Meilen, Baujahre bis ${year}`);
  }
  return text(`Miles, model years ${years}`, `Meilen, Baujahre ${years.replace('-', '–')}`);
}

/** EPA vehicles for Scope 1 mobile combustion: per vehicle type and fuel, with their miles as parts. */
export function buildEpaVehicleOptions(prefix: string): FormOption[] {
  const byModelYear = MODEL_YEAR_VEHICLES.map((vehicle) =>
    epaFuelOption(`${prefix}-${vehicle.key}`, joinText(vehicle.label, EPA, ''), gallons, vehicle.fuel, {
      help: mobileHelp,
      children: (EPA_MODEL_YEARS[vehicle.modelYears] ?? []).map((years) =>
        libraryOption(
          `${prefix}-${vehicle.key}-${years}`,
          modelYearLabel(years),
          [miles],
          `${vehicle.modelYears}/${years}`,
        ),
      ),
    }),
  );
  const alternative = ALTERNATIVE_FUELS.map((fuel) =>
    epaFuelOption(`${prefix}-${fuel.key}`, joinText(fuel.label, EPA, ''), fuel.input, fuel.fuel, {
      help: mobileHelp,
      children: fuel.classes.map((vehicleClass) =>
        libraryOption(
          `${prefix}-${fuel.key}-${vehicleClass}`,
          joinText(text('Miles, ', 'Meilen, '), VEHICLE_CLASSES[vehicleClass], ''),
          [miles],
          `epa-hub:t4/${vehicleClass}/${fuel.slug}`,
        ),
      ),
    }),
  );
  return [...byModelYear, ...alternative];
}

// ---------------------------------------------------------------------------------------------------
// Scope 1, stationary combustion (table 1), per physical unit as US invoices state them.

const STATIONARY: readonly {
  key: string;
  label: LocalizedText;
  input: ActivityInput;
  lineageKey: string;
  biogenic?: string;
}[] = [
  {
    key: 'natural-gas',
    label: epaLabel('Natural gas (energy, higher heating value)', 'Erdgas (Energie, Brennwert)'),
    input: { ...INPUTS.energy, defaultUnit: 'therm' },
    lineageKey: 'epa-hub:t1/natural-gas:kwh',
  },
  {
    key: 'natural-gas-volume',
    label: epaLabel('Natural gas (volume)', 'Erdgas (Volumen)'),
    input: { ...INPUTS.cubicMetres, defaultUnit: 'ft3' },
    lineageKey: 'epa-hub:t1/natural-gas:m3',
  },
  {
    key: 'distillate-2',
    label: epaLabel(
      'Distillate fuel oil No. 2 (heating oil, diesel)',
      'Destillat-Heizöl Nr. 2 (Heizöl, Diesel)',
    ),
    input: gallons,
    lineageKey: 'epa-hub:t1/distillate-fuel-oil-no.-2:l',
  },
  {
    key: 'residual-6',
    label: epaLabel('Residual fuel oil No. 6', 'Rückstandsheizöl Nr. 6'),
    input: gallons,
    lineageKey: 'epa-hub:t1/residual-fuel-oil-no.-6:l',
  },
  {
    key: 'kerosene',
    label: epaLabel('Kerosene', 'Kerosin'),
    input: gallons,
    lineageKey: 'epa-hub:t1/kerosene:l',
  },
  {
    key: 'propane',
    label: epaLabel('Propane (liquid)', 'Propan (flüssig)'),
    input: gallons,
    lineageKey: 'epa-hub:t1/propane:l',
  },
  {
    key: 'lpg',
    label: epaLabel('Liquefied petroleum gases (LPG)', 'Flüssiggas (LPG)'),
    input: gallons,
    lineageKey: 'epa-hub:t1/liquefied-petroleum-gases-lpg:l',
  },
  {
    key: 'bituminous-coal',
    label: epaLabel('Bituminous coal', 'Steinkohle (bituminös)'),
    input: shortTons,
    lineageKey: 'epa-hub:t1/bituminous:t',
  },
  {
    key: 'wood',
    label: epaLabel('Wood and wood residuals', 'Holz und Holzreste'),
    input: shortTons,
    lineageKey: 'epa-hub:t1/wood-and-wood-residuals:t',
    biogenic: 'epa-hub:t1/wood-and-wood-residuals:t:biogenic-co2',
  },
];

/** EPA fuels for Scope 1 stationary combustion, with the DESNZ well-to-tank proxy as upstream. */
export function buildEpaStationaryOptions(prefix: string): FormOption[] {
  return STATIONARY.map((fuel) =>
    epaFuelOption(`${prefix}-${fuel.key}`, fuel.label, fuel.input, fuel.lineageKey, {
      help: PROXY_NOTE,
      ...(fuel.biogenic ? { biogenic: fuel.biogenic } : {}),
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Scope 2, purchased steam and heat (table 7).

/** DESNZ upstream of purchased heat (well-to-tank, distribution losses, well-to-tank of the losses). */
const HEAT_UPSTREAM_PROXIES = ['desnz:16_919_4003_5_1', 'desnz:13_403_4004_5_1', 'desnz:16_920_4004_5_1'];

export function buildEpaSteamOption(id: string): FormOption {
  return libraryOption(
    id,
    epaLabel('Steam and heat', 'Dampf und Wärme'),
    [heatBought],
    'epa-hub:t7/steam-and-heat:kwh',
    {
      proxyUpstream: HEAT_UPSTREAM_PROXIES,
      impactCategory: 'energy',
      help: text(
        'EPA average for purchased steam and heat (natural gas boiler, 80 % efficiency). EPA publishes no upstream: well-to-tank and distribution losses (Scope 3 category 3) use the DESNZ district heat factors as a proxy, labelled as such.',
        'EPA-Durchschnitt für eingekauften Dampf und Wärme (Erdgaskessel, 80 % Wirkungsgrad). Die EPA veröffentlicht keine Vorkette: Vorkette und Verteilverluste (Scope 3, Kategorie 3) nutzen ersatzweise die DESNZ-Fernwärmefaktoren und sind so gekennzeichnet.',
      ),
    },
  );
}

// ---------------------------------------------------------------------------------------------------
// Scope 3: freight (table 8), business travel and commuting (table 10), waste (table 9).

const FREIGHT: readonly { key: string; label: LocalizedText; lineageKey: string; input: ActivityInput }[] = [
  {
    key: 'truck',
    label: epaLabel(
      'Medium- and heavy-duty truck, per short ton-mile',
      'Lkw, mittel und schwer, pro Short-Ton-Meile',
    ),
    lineageKey: 'epa-hub:t8/medium-and-heavy-duty-truck/short-ton-mile',
    input: shortTonMiles,
  },
  {
    key: 'rail',
    label: epaLabel('Rail, per short ton-mile', 'Bahn, pro Short-Ton-Meile'),
    lineageKey: 'epa-hub:t8/rail/short-ton-mile',
    input: shortTonMiles,
  },
  {
    key: 'waterborne',
    label: epaLabel('Waterborne craft, per short ton-mile', 'Schiff, pro Short-Ton-Meile'),
    lineageKey: 'epa-hub:t8/waterborne-craft/short-ton-mile',
    input: shortTonMiles,
  },
  {
    key: 'air',
    label: epaLabel('Aircraft, per short ton-mile', 'Flugzeug, pro Short-Ton-Meile'),
    lineageKey: 'epa-hub:t8/aircraft/short-ton-mile',
    input: shortTonMiles,
  },
  {
    key: 'truck-vehicle-mile',
    label: epaLabel(
      'Medium- and heavy-duty truck, per vehicle-mile',
      'Lkw, mittel und schwer, pro Fahrzeugmeile',
    ),
    lineageKey: 'epa-hub:t8/medium-and-heavy-duty-truck/vehicle-mile',
    input: vehicleMiles,
  },
  {
    key: 'light-truck-vehicle-mile',
    label: epaLabel('Light-duty truck, per vehicle-mile', 'Leicht-Lkw, pro Fahrzeugmeile'),
    lineageKey: 'epa-hub:t8/light-duty-truck/vehicle-mile',
    input: vehicleMiles,
  },
  {
    key: 'car-vehicle-mile',
    label: epaLabel('Passenger car, per vehicle-mile', 'Pkw, pro Fahrzeugmeile'),
    lineageKey: 'epa-hub:t8/passenger-car/vehicle-mile',
    input: vehicleMiles,
  },
];

/** EPA freight (category 4 or 9), in short ton-miles or vehicle-miles. */
export function buildEpaFreightOptions(prefix: string): FormOption[] {
  return FREIGHT.map((row) => libraryOption(`${prefix}-${row.key}`, row.label, [row.input], row.lineageKey));
}

type TravelRow = { key: string; label: LocalizedText; lineageKey: string; isVehicle: boolean };

const TRAVEL: readonly TravelRow[] = [
  {
    key: 'air-short',
    label: epaLabel('Flight, short haul (under 300 miles)', 'Flug, Kurzstrecke (unter 300 Meilen)'),
    lineageKey: 'epa-hub:t10/air-travel-short-haul-300-miles/passenger-mile',
    isVehicle: false,
  },
  {
    key: 'air-medium',
    label: epaLabel('Flight, medium haul (300 to 2,300 miles)', 'Flug, Mittelstrecke (300 bis 2.300 Meilen)'),
    lineageKey: 'epa-hub:t10/air-travel-medium-haul-300-miles-2300-miles/passenger-mile',
    isVehicle: false,
  },
  {
    key: 'air-long',
    label: epaLabel('Flight, long haul (2,300 miles or more)', 'Flug, Langstrecke (ab 2.300 Meilen)'),
    lineageKey: 'epa-hub:t10/air-travel-long-haul-2300-miles/passenger-mile',
    isVehicle: false,
  },
  {
    key: 'intercity-rail',
    label: epaLabel('Intercity rail, national average', 'Fernbahn, nationaler Durchschnitt'),
    lineageKey: 'epa-hub:t10/intercity-rail-national-average/passenger-mile',
    isVehicle: false,
  },
  {
    key: 'intercity-rail-northeast',
    label: epaLabel('Intercity rail, Northeast Corridor', 'Fernbahn, Nordost-Korridor'),
    lineageKey: 'epa-hub:t10/intercity-rail-northeast-corridor/passenger-mile',
    isVehicle: false,
  },
  {
    key: 'intercity-rail-other',
    label: epaLabel('Intercity rail, other routes', 'Fernbahn, andere Strecken'),
    lineageKey: 'epa-hub:t10/intercity-rail-other-routes/passenger-mile',
    isVehicle: false,
  },
  {
    key: 'commuter-rail',
    label: epaLabel('Commuter rail', 'Pendlerbahn'),
    lineageKey: 'epa-hub:t10/commuter-rail/passenger-mile',
    isVehicle: false,
  },
  {
    key: 'transit-rail',
    label: epaLabel('Transit rail (subway, tram)', 'Stadtbahn (U-Bahn, Straßenbahn)'),
    lineageKey: 'epa-hub:t10/transit-rail-i.e.-subway-tram/passenger-mile',
    isVehicle: false,
  },
  {
    key: 'bus',
    label: epaLabel('Bus', 'Bus'),
    lineageKey: 'epa-hub:t10/bus/passenger-mile',
    isVehicle: false,
  },
  {
    key: 'car',
    label: epaLabel('Passenger car, per vehicle-mile', 'Pkw, pro Fahrzeugmeile'),
    lineageKey: 'epa-hub:t10/passenger-car/vehicle-mile',
    isVehicle: true,
  },
  {
    key: 'light-truck',
    label: epaLabel('Light-duty truck, per vehicle-mile', 'Leicht-Lkw, pro Fahrzeugmeile'),
    lineageKey: 'epa-hub:t10/light-duty-truck/vehicle-mile',
    isVehicle: true,
  },
  {
    key: 'motorcycle',
    label: epaLabel('Motorcycle, per vehicle-mile', 'Motorrad, pro Fahrzeugmeile'),
    lineageKey: 'epa-hub:t10/motorcycle/vehicle-mile',
    isVehicle: true,
  },
];

const COMMUTE_KEYS = [
  'car',
  'light-truck',
  'motorcycle',
  'intercity-rail',
  'commuter-rail',
  'transit-rail',
  'bus',
];

const commuteMiles = quantityInput(
  'distance',
  'distance',
  'mi',
  text('Miles per employee in the period', 'Meilen pro Person im Zeitraum'),
);
const commutePassengerMiles = quantityInput(
  'passengerDistance',
  'personDistance',
  'p.mi',
  text('Miles per employee in the period', 'Meilen pro Person im Zeitraum'),
);

/** EPA business travel (category 6): flights by haul, rail, bus in passenger-miles; cars in vehicle-miles. */
export function buildEpaTravelOptions(prefix: string): FormOption[] {
  return TRAVEL.map((row) =>
    libraryOption(
      `${prefix}-${row.key}`,
      row.label,
      [row.isVehicle ? vehicleMiles : passengerMiles],
      row.lineageKey,
    ),
  );
}

/** EPA commuting (category 7): miles per employee times the employees who commute that way. */
export function buildEpaCommutingOptions(prefix: string): FormOption[] {
  return TRAVEL.filter((row) => COMMUTE_KEYS.includes(row.key)).map((row) =>
    libraryOption(
      `${prefix}-${row.key}`,
      row.label,
      [row.isVehicle ? commuteMiles : commutePassengerMiles, INPUTS.employees],
      row.lineageKey,
    ),
  );
}

const WASTE_TREATMENTS: Readonly<Record<string, LocalizedText>> = {
  recycled: text('recycled', 'recycelt'),
  landfilled: text('landfilled', 'deponiert'),
  combusted: text('combusted', 'verbrannt'),
  composted: text('composted', 'kompostiert'),
  'anaerobically-digested-dry': text(
    'anaerobically digested (dry digestate)',
    'vergoren (trockenes Gärprodukt)',
  ),
  'anaerobically-digested-wet': text(
    'anaerobically digested (wet digestate)',
    'vergoren (nasses Gärprodukt)',
  ),
};

/** EPA waste by material and treatment, in short tons (category 5 or 12). */
export function buildEpaWasteOptions(prefix: string): FormOption[] {
  return EPA_WASTE_MATERIALS.flatMap((material) =>
    material.treatments.map((treatment) =>
      libraryOption(
        `${prefix}-${material.key}-${treatment}`,
        joinText(
          joinText(material.label, WASTE_TREATMENTS[treatment] ?? text(treatment, treatment)),
          EPA,
          '',
        ),
        [shortTons],
        `epa-hub:t9/${material.key}:${treatment}`,
      ),
    ),
  );
}
