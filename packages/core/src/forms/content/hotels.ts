import type { FormOption } from '../form-definition.ts';
import { INPUTS, libraryOption, text } from './builders.ts';

/**
 * DESNZ "Hotel stay" (kg CO2e per room night, Scope 3 category 6), row code per country. Countries whose
 * cells are blank in both editions (AR, AT, CZ, FI, FJ, GR, IE, IL, KZ, MO, NZ, PA, PE, PL, RO, TW) are
 * left out: the user enters the hotel's own figure instead.
 */
const HOTEL_COUNTRIES: readonly [key: string, code: number, en: string, de: string][] = [
  ['gb', 4000, 'United Kingdom (outside London)', 'Vereinigtes Königreich (außerhalb Londons)'],
  ['gb-london', 4001, 'London', 'London'],
  ['au', 4003, 'Australia', 'Australien'],
  ['be', 4005, 'Belgium', 'Belgien'],
  ['br', 4006, 'Brazil', 'Brasilien'],
  ['ca', 4007, 'Canada', 'Kanada'],
  ['cl', 4008, 'Chile', 'Chile'],
  ['cn', 4009, 'China', 'China'],
  ['co', 4010, 'Colombia', 'Kolumbien'],
  ['cr', 4011, 'Costa Rica', 'Costa Rica'],
  ['eg', 4013, 'Egypt', 'Ägypten'],
  ['fr', 4016, 'France', 'Frankreich'],
  ['de', 4017, 'Germany', 'Deutschland'],
  ['hk', 4019, 'Hong Kong', 'Hongkong'],
  ['in', 4020, 'India', 'Indien'],
  ['id', 4021, 'Indonesia', 'Indonesien'],
  ['it', 4024, 'Italy', 'Italien'],
  ['jp', 4025, 'Japan', 'Japan'],
  ['jo', 4026, 'Jordan', 'Jordanien'],
  ['kr', 4028, 'South Korea', 'Südkorea'],
  ['my', 4030, 'Malaysia', 'Malaysia'],
  ['mv', 4031, 'Maldives', 'Malediven'],
  ['mx', 4032, 'Mexico', 'Mexiko'],
  ['nl', 4033, 'Netherlands', 'Niederlande'],
  ['om', 4035, 'Oman', 'Oman'],
  ['ph', 4038, 'Philippines', 'Philippinen'],
  ['pt', 4040, 'Portugal', 'Portugal'],
  ['qa', 4041, 'Qatar', 'Katar'],
  ['ru', 4043, 'Russia', 'Russland'],
  ['sa', 4044, 'Saudi Arabia', 'Saudi-Arabien'],
  ['sg', 4045, 'Singapore', 'Singapur'],
  ['za', 4046, 'South Africa', 'Südafrika'],
  ['es', 4047, 'Spain', 'Spanien'],
  ['ch', 4048, 'Switzerland', 'Schweiz'],
  ['th', 4050, 'Thailand', 'Thailand'],
  ['tr', 4051, 'Turkey', 'Türkei'],
  ['ae', 4052, 'United Arab Emirates', 'Vereinigte Arabische Emirate'],
  ['us', 4053, 'United States', 'Vereinigte Staaten'],
  ['vn', 4054, 'Vietnam', 'Vietnam'],
];

const HOTEL_HELP = text(
  "DESNZ average per room and night for hotels in this country. For a country not listed, enter the hotel's own figure.",
  'DESNZ-Durchschnitt pro Zimmer und Nacht für Hotels in diesem Land. Für ein nicht aufgeführtes Land den Wert des Hotels eingeben.',
);

/** One option per country with a DESNZ hotel factor. */
export function buildHotelOptions(prefix: string): FormOption[] {
  return HOTEL_COUNTRIES.map(([key, code, en, de]) =>
    libraryOption(
      `${prefix}-${key}`,
      text(`Hotel: ${en}`, `Hotel: ${de}`),
      [INPUTS.nights],
      `desnz:29_600_${code}_13_1`,
      {
        help: HOTEL_HELP,
      },
    ),
  );
}
