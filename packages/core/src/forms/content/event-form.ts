import type { FormDefinition } from '../form-definition.ts';
import {
  dynamicGroup,
  INPUTS,
  libraryOption,
  quantityInput,
  refOption,
  spendOption,
  text,
  userDefinedOption,
} from './builders.ts';
import { buildHeatOptions, buildPurchasedElectricityOptions } from './energy.ts';
import { buildFuelOptions, STATIONARY_FUELS, selectFuels } from './fuels.ts';
import { buildHotelOptions } from './hotels.ts';
import { buildMaterialOptions } from './materials.ts';
import { buildFlightOptions, buildPublicTransportOptions, buildTaxiOptions } from './travel.ts';
import { buildCarOptions } from './vehicles.ts';
import { buildWasteOptions } from './waste.ts';

const meals = quantityInput('meals', 'piece', 'meal', text('Meals served', 'Ausgegebene Mahlzeiten'));

/**
 * The Event form ('event'): travel of attendees and staff, accommodation, catering, venue energy, waste
 * and materials. Like product footprints, its sections carry no GHG scope.
 */
export const EVENT_FORM: FormDefinition = {
  type: 'event',
  version: '2025.1',
  sections: [
    {
      id: 'event-travel',
      label: text('Travel to the event', 'Anreise'),
      description: text(
        "Attendees' and staff travel, from a registration survey or estimates; passenger-km = distance × travellers.",
        'Anreise von Teilnehmenden und Personal, aus der Anmeldung oder geschätzt; Personenkilometer = Strecke × Reisende.',
      ),
      icon: 'travel',
      optionGroups: [
        dynamicGroup('event-flights', text('Flights', 'Flüge'), buildFlightOptions('event-flight', true)),
        dynamicGroup('event-ground-travel', text('Rail, bus and car', 'Bahn, Bus und Auto'), [
          ...buildPublicTransportOptions('event', [INPUTS.passengerDistance]),
          ...buildCarOptions('event-car', 'businessTravel', [INPUTS.distance], ['average']),
          ...buildTaxiOptions('event'),
        ]),
      ],
    },
    {
      id: 'event-accommodation',
      label: text('Accommodation', 'Unterkunft'),
      icon: 'facility',
      optionGroups: [
        dynamicGroup('event-hotels', text('Hotel nights', 'Hotelübernachtungen'), [
          ...buildHotelOptions('event-hotel'),
          userDefinedOption(
            'event-hotel-own-factor',
            text('Hotel with its own factor', 'Hotel mit eigenem Faktor'),
            [INPUTS.nights],
            text(
              "The hotel's reported kg CO2e per room night, with its source.",
              'Die vom Hotel angegebenen kg CO2e pro Zimmernacht, mit Quelle.',
            ),
          ),
        ]),
      ],
    },
    {
      id: 'event-catering',
      label: text('Food and drink', 'Verpflegung'),
      icon: 'food',
      optionGroups: [
        dynamicGroup('event-meals', text('Catering', 'Catering'), [
          userDefinedOption(
            'event-meal',
            text('Meals', 'Mahlzeiten'),
            [meals],
            text(
              "Neither DESNZ nor the US EPA Hub publishes a per-meal factor: enter the caterer's kg CO2e per meal (e.g. vegetarian or meat menu) with its source, or use food by weight.",
              'Weder DESNZ noch der US EPA Hub veröffentlicht einen Faktor pro Mahlzeit: die kg CO2e pro Mahlzeit des Caterers (z. B. vegetarisches oder Fleischmenü) mit Quelle eingeben oder Lebensmittel nach Gewicht erfassen.',
            ),
          ),
          libraryOption(
            'event-food-weight',
            text('Food and drink by weight', 'Lebensmittel und Getränke nach Gewicht'),
            [INPUTS.kilograms],
            'desnz:19_501_5064_15_1',
            {
              help: text(
                'DESNZ average for food and drink, per tonne bought.',
                'DESNZ-Durchschnitt für Lebensmittel und Getränke, pro eingekaufter Tonne.',
              ),
            },
          ),
          spendOption(
            'event-catering-spend',
            { naics: '722310', nace: 'I' },
            text('Catering by spend (NAICS 722310)', 'Catering nach Ausgaben (NAICS 722310)'),
          ),
          refOption(
            'event-food-other',
            text('Other food factor from the library', 'Anderer Lebensmittelfaktor aus der Bibliothek'),
            [INPUTS.kilograms],
            {
              kind: 'picker',
              filter: { source: 'DESNZ', level1: 'Material use', unitCategory: 'weight', scope: 3 },
            },
          ),
        ]),
      ],
    },
    {
      id: 'venue-energy',
      label: text('Venue energy', 'Energie am Veranstaltungsort'),
      icon: 'energy',
      optionGroups: [
        dynamicGroup(
          'venue-electricity',
          text('Electricity', 'Strom'),
          buildPurchasedElectricityOptions('venue-electricity'),
        ),
        dynamicGroup('venue-heat-and-fuels', text('Heating and generators', 'Heizung und Stromaggregate'), [
          ...buildFuelOptions(
            'venue',
            selectFuels(STATIONARY_FUELS, [
              'natural-gas-kwh',
              'gas-oil',
              'diesel-stationary',
              'propane-weight',
            ]),
          ),
          ...buildHeatOptions('venue-heat'),
        ]),
      ],
    },
    {
      id: 'event-waste',
      label: text('Waste', 'Abfall'),
      icon: 'waste',
      optionGroups: [
        dynamicGroup(
          'event-waste-materials',
          text('Waste by material and treatment', 'Abfall nach Material und Behandlung'),
          buildWasteOptions('event-waste', ['commercial', 'food', 'paper', 'plastics', 'glass', 'wood']),
        ),
      ],
    },
    {
      id: 'event-materials',
      label: text('Materials', 'Materialien'),
      description: text(
        'Printed matter, stands, banners and giveaways.',
        'Drucksachen, Messestände, Banner und Werbegeschenke.',
      ),
      icon: 'materials',
      optionGroups: [
        dynamicGroup(
          'event-material-weights',
          text('Materials by weight', 'Materialien nach Gewicht'),
          buildMaterialOptions('event-material', [
            'paper',
            'board',
            'plastics',
            'pvc',
            'textiles',
            'wood',
            'aluminium',
          ]),
        ),
      ],
    },
  ],
};
