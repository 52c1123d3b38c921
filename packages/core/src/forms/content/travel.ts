import type { ActivityInput, FormOption, LocalizedText } from '../form-definition.ts';
import { INPUTS, joinText, libraryOption, text } from './builders.ts';

const HAULS = [
  {
    key: 'domestic',
    label: text('Domestic flight (UK)', 'Inlandsflug (UK)'),
    classes: { average: 3160 },
  },
  {
    key: 'short-haul',
    label: text(
      'Short-haul flight to/from the UK (up to 3,700 km)',
      'Kurzstreckenflug von/nach UK (bis 3.700 km)',
    ),
    classes: { average: 3162, economy: 3164, business: 3166 },
  },
  {
    key: 'long-haul',
    label: text(
      'Long-haul flight to/from the UK (over 3,700 km)',
      'Langstreckenflug von/nach UK (über 3.700 km)',
    ),
    classes: { average: 3168, economy: 3170, 'premium-economy': 3172, business: 3174, first: 3176 },
  },
  {
    key: 'international',
    label: text(
      'International flight (not to or from the UK)',
      'Internationaler Flug (nicht von oder nach UK)',
    ),
    classes: { average: 3178, economy: 3180, 'premium-economy': 3182, business: 3184, first: 3186 },
  },
] as const;

const CABIN_LABELS: Record<string, LocalizedText> = {
  average: text('average passenger', 'Durchschnitt aller Klassen'),
  economy: text('economy', 'Economy'),
  'premium-economy': text('premium economy', 'Premium Economy'),
  business: text('business', 'Business'),
  first: text('first', 'First'),
};

const RF_HELP = text(
  'DESNZ factor including radiative forcing (non-CO2 effects at altitude): the recommended default. Enter passenger-km, i.e. the flight distance times the number of travellers.',
  'DESNZ-Faktor mit Strahlungsantrieb (Nicht-CO2-Effekte in Reiseflughöhe): die empfohlene Standardwahl. Personenkilometer eingeben, also Flugstrecke mal Anzahl Reisende.',
);

const NO_RF_HELP = text(
  'Without radiative forcing: only if your reporting policy excludes non-CO2 effects; disclose that choice.',
  'Ohne Strahlungsantrieb: nur wenn Ihre Berichtsregeln Nicht-CO2-Effekte ausschließen; diese Wahl offenlegen.',
);

/**
 * Flights per passenger-km by haul and cabin class (DESNZ "Business travel- air"). With RF the DESNZ row
 * code is even, without RF the next one; well-to-tank rows (22_912) share the code.
 */
export function buildFlightOptions(prefix: string, withRadiativeForcing: boolean): FormOption[] {
  const options: FormOption[] = [];
  for (const haul of HAULS) {
    for (const [cabin, code] of Object.entries(haul.classes)) {
      const rowCode = withRadiativeForcing ? code : code + 1;
      const cabinLabel = CABIN_LABELS[cabin] ?? text(cabin, cabin);
      options.push(
        libraryOption(
          `${prefix}-${haul.key}-${cabin}${withRadiativeForcing ? '' : '-no-rf'}`,
          joinText(haul.label, cabinLabel),
          [INPUTS.passengerDistance],
          `desnz:21_316_${rowCode}_11_1`,
          { upstream: [`desnz:22_912_${rowCode}_11_1`], help: withRadiativeForcing ? RF_HELP : NO_RF_HELP },
        ),
      );
    }
  }
  return options;
}

type PublicTransportRow = { key: string; label: LocalizedText; lineageKey: string; wtt: string };

const PUBLIC_TRANSPORT: readonly PublicTransportRow[] = [
  row('rail-national', text('National rail', 'Bahn (national)'), '25_315_3147_11_1', '26_911_3147_11_1'),
  row(
    'rail-international',
    text('International rail', 'Bahn (international)'),
    '25_315_3148_11_1',
    '26_911_3148_11_1',
  ),
  row(
    'tram',
    text('Light rail and tram', 'Stadtbahn und Straßenbahn'),
    '25_315_3149_11_1',
    '26_911_3149_11_1',
  ),
  row('underground', text('Underground / metro', 'U-Bahn'), '25_315_3150_11_1', '26_911_3150_11_1'),
  row('bus', text('Local bus', 'Linienbus'), '25_314_3145_11_1', '26_910_3145_11_1'),
  row('coach', text('Coach', 'Fernbus / Reisebus'), '25_314_3146_11_1', '26_910_3146_11_1'),
  row(
    'ferry-foot',
    text('Ferry, foot passenger', 'Fähre, Fußpassagier'),
    '23_318_3188_11_1',
    '24_914_3188_11_1',
  ),
  row(
    'ferry-car',
    text('Ferry, car passenger', 'Fähre, Passagier mit Auto'),
    '23_318_3189_11_1',
    '24_914_3189_11_1',
  ),
];

function row(key: string, label: LocalizedText, factor: string, wtt: string): PublicTransportRow {
  return { key, label, lineageKey: `desnz:${factor}`, wtt: `desnz:${wtt}` };
}

/** Rail, bus, coach and ferry per passenger-km (DESNZ Scope 3 category 6 rows). */
export function buildPublicTransportOptions(
  prefix: string,
  inputs: readonly ActivityInput[],
  keys?: readonly string[],
): FormOption[] {
  return PUBLIC_TRANSPORT.filter((entry) => !keys || keys.includes(entry.key)).map((entry) =>
    libraryOption(`${prefix}-${entry.key}`, entry.label, inputs, entry.lineageKey, { upstream: [entry.wtt] }),
  );
}

/** Taxis per vehicle-km (the distance on the receipt). */
export function buildTaxiOptions(prefix: string): FormOption[] {
  const distance = { ...INPUTS.distance, label: text('Distance travelled', 'Gefahrene Strecke') };
  return [
    libraryOption(`${prefix}-taxi`, text('Taxi', 'Taxi'), [distance], 'desnz:25_313_3141_4_1', {
      upstream: ['desnz:26_909_3141_4_1'],
    }),
    libraryOption(
      `${prefix}-taxi-black-cab`,
      text('London black cab', 'Londoner Black Cab'),
      [distance],
      'desnz:25_313_3142_4_1',
      {
        upstream: ['desnz:26_909_3142_4_1'],
      },
    ),
  ];
}
