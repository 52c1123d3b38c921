import type { FormSection } from '../form-definition.ts';
import {
  dynamicGroup,
  INPUTS,
  libraryOption,
  quantityInput,
  staticGroup,
  text,
  userDefinedOption,
} from './builders.ts';
import { buildRegionalElectricityOption } from './energy.ts';
import { buildEpaCommutingOptions, buildEpaTravelOptions } from './epa.ts';
import { buildFuelOptions, STATIONARY_FUELS, selectFuels } from './fuels.ts';
import { buildHotelOptions } from './hotels.ts';
import { buildSpendOptions, LEASED_ASSET_SECTORS, TRAVEL_SECTORS } from './spend.ts';
import { buildFlightOptions, buildPublicTransportOptions, buildTaxiOptions } from './travel.ts';
import { buildCarOptions, buildMotorbikeOption, buildVanOptions } from './vehicles.ts';

const GREY_FLEET_HELP = text(
  "Rental cars and employees' own cars used for business trips (DESNZ business travel factors).",
  'Mietwagen und Privatwagen von Mitarbeitenden auf Dienstreisen (DESNZ-Faktoren für Geschäftsreisen).',
);

/** Shared with category 13: a building benchmark when the energy use of a leased building is unknown. */
export const FLOOR_AREA_HELP = text(
  'Only when the energy use is unknown: a benchmark in kg CO2e per m² and year for the building type and country, with its source.',
  'Nur wenn der Energieverbrauch unbekannt ist: ein Richtwert in kg CO2e pro m² und Jahr für Gebäudeart und Land, mit Quelle.',
);

const commuteDistance = quantityInput(
  'distance',
  'distance',
  'km',
  text('Distance per employee in the period', 'Strecke pro Person im Zeitraum'),
);
const commutePassengerDistance = quantityInput(
  'passengerDistance',
  'personDistance',
  'p.km',
  text('Distance per employee in the period', 'Strecke pro Person im Zeitraum'),
);
const homeworkingHours = quantityInput(
  'hours',
  'time',
  'hour',
  text('Hours worked from home per employee', 'Im Homeoffice gearbeitete Stunden pro Person'),
);

/** Category 6: business travel in vehicles the company does not own. */
export const BUSINESS_TRAVEL: FormSection = {
  id: 'business-travel',
  label: text('6. Business travel', '6. Geschäftsreisen'),
  icon: 'travel',
  ghg: { scope: 3, scope3Category: 6 },
  optionGroups: [
    dynamicGroup(
      'flights',
      text('Flights', 'Flüge'),
      buildFlightOptions('flight', true),
      text(
        'DESNZ factors with radiative forcing, per passenger-km; choose the cabin class where known. Flights that neither start nor end in the UK use the "International flight" options.',
        'DESNZ-Faktoren mit Strahlungsantrieb, pro Personenkilometer; Reiseklasse wählen, wo bekannt. Flüge ohne Start oder Ziel im UK nutzen die Optionen „Internationaler Flug“.',
      ),
    ),
    dynamicGroup(
      'flights-without-rf',
      text('Flights without radiative forcing', 'Flüge ohne Strahlungsantrieb'),
      buildFlightOptions('flight', false),
    ),
    dynamicGroup(
      'rail-bus-ferry',
      text('Rail, bus and ferry', 'Bahn, Bus und Fähre'),
      buildPublicTransportOptions('travel', [INPUTS.passengerDistance]),
    ),
    dynamicGroup(
      'travel-cars',
      text('Cars and taxis', 'Autos und Taxis'),
      [
        ...buildCarOptions('travel-car', 'businessTravel', [INPUTS.distance]),
        buildMotorbikeOption('travel', 'businessTravel', [INPUTS.distance]),
        ...buildTaxiOptions('travel'),
      ],
      GREY_FLEET_HELP,
    ),
    dynamicGroup(
      'travel-epa',
      text('Flights, rail, bus and cars (US EPA)', 'Flüge, Bahn, Bus und Autos (US EPA)'),
      buildEpaTravelOptions('travel-epa'),
      text(
        'US EPA factors per passenger-mile (flights by haul, rail, bus) or vehicle-mile (cars). EPA flight factors contain no radiative forcing.',
        'Faktoren der US EPA pro Personenmeile (Flüge nach Entfernung, Bahn, Bus) oder Fahrzeugmeile (Autos). Die EPA-Flugfaktoren enthalten keinen Strahlungsantrieb.',
      ),
    ),
    dynamicGroup('hotels', text('Hotel nights', 'Hotelübernachtungen'), [
      ...buildHotelOptions('hotel'),
      userDefinedOption(
        'hotel-own-factor',
        text('Hotel with its own factor', 'Hotel mit eigenem Faktor'),
        [INPUTS.nights],
        text(
          "The hotel's reported kg CO2e per room night, with its source.",
          'Die vom Hotel angegebenen kg CO2e pro Zimmernacht, mit Quelle.',
        ),
      ),
    ]),
    dynamicGroup(
      'travel-by-spend',
      text('Travel by spend', 'Reisen nach Ausgaben'),
      buildSpendOptions('travel', TRAVEL_SECTORS),
    ),
  ],
};

/** Category 7: employees travelling between home and work, and working from home. */
export const EMPLOYEE_COMMUTING: FormSection = {
  id: 'employee-commuting',
  label: text('7. Employee commuting', '7. Pendeln der Mitarbeitenden'),
  description: text(
    'Per mode: the distance one employee travels in the period, times the employees who commute that way (e.g. from a commuting survey).',
    'Je Verkehrsmittel: die Strecke, die eine Person im Zeitraum zurücklegt, mal die Zahl der Mitarbeitenden, die so pendeln (z. B. aus einer Pendlerumfrage).',
  ),
  icon: 'mobility',
  ghg: { scope: 3, scope3Category: 7 },
  optionGroups: [
    dynamicGroup('commute-cars', text('Car and motorbike', 'Auto und Motorrad'), [
      ...buildCarOptions('commute-car', 'businessTravel', [commuteDistance, INPUTS.employees], ['average']),
      buildMotorbikeOption('commute', 'businessTravel', [commuteDistance, INPUTS.employees]),
    ]),
    dynamicGroup(
      'commute-public-transport',
      text('Public transport', 'Öffentlicher Verkehr'),
      buildPublicTransportOptions(
        'commute',
        [commutePassengerDistance, INPUTS.employees],
        ['rail-national', 'tram', 'underground', 'bus', 'coach', 'ferry-foot'],
      ),
    ),
    dynamicGroup(
      'commute-epa',
      text(
        'Car, motorbike and public transport (US EPA)',
        'Auto, Motorrad und öffentlicher Verkehr (US EPA)',
      ),
      buildEpaCommutingOptions('commute-epa'),
    ),
    staticGroup('homeworking', text('Working from home', 'Homeoffice'), [
      libraryOption(
        'homeworking',
        text('Working from home (equipment and heating)', 'Homeoffice (Geräte und Heizung)'),
        [homeworkingHours, INPUTS.employees],
        'desnz:32_603_9999_12_1',
        {
          help: text(
            'DESNZ homeworking factor per full-time-equivalent working hour (UK homes, office equipment plus heating).',
            'DESNZ-Homeoffice-Faktor pro Vollzeit-Arbeitsstunde (britische Haushalte, Bürogeräte plus Heizung).',
          ),
        },
      ),
    ]),
  ],
};

/** Category 8: assets the company leases and that are not in its Scope 1 and 2. */
export const UPSTREAM_LEASED_ASSETS: FormSection = {
  id: 'upstream-leased-assets',
  label: text('8. Upstream leased assets', '8. Vorgelagerte geleaste Wirtschaftsgüter'),
  description: text(
    'Only for leased assets left out of your Scope 1 and 2 (operational control not with you).',
    'Nur für geleaste Wirtschaftsgüter, die nicht in Ihrem Scope 1 und 2 enthalten sind (keine operative Kontrolle).',
  ),
  icon: 'facility',
  isVoluntary: true,
  ghg: { scope: 3, scope3Category: 8 },
  optionGroups: [
    dynamicGroup('leased-energy', text('Energy of leased buildings', 'Energie geleaster Gebäude'), [
      buildRegionalElectricityOption('leased-electricity', [INPUTS.energy], 'instance', {
        isScope3Reuse: true,
      }),
      ...buildFuelOptions('leased', selectFuels(STATIONARY_FUELS, ['natural-gas-kwh', 'gas-oil']), {
        reusesFactorOfScope: 1,
      }),
    ]),
    dynamicGroup('leased-vehicles', text('Leased vehicles', 'Geleaste Fahrzeuge'), [
      ...buildCarOptions('leased-car', 'managed', [INPUTS.distance], ['average']),
      ...buildVanOptions('leased', 'managed', [INPUTS.distance]),
    ]),
    dynamicGroup(
      'leased-by-spend',
      text('Leases by spend', 'Leasing nach Ausgaben'),
      buildSpendOptions('leased', LEASED_ASSET_SECTORS),
    ),
    dynamicGroup('leased-benchmarks', text('Benchmarks', 'Richtwerte'), [
      userDefinedOption(
        'leased-floor-area',
        text('Leased floor area', 'Geleaste Fläche'),
        [INPUTS.area],
        FLOOR_AREA_HELP,
      ),
    ]),
  ],
};
