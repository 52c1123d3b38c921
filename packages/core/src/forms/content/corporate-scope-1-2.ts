import type { FormSection } from '../form-definition.ts';
import { dynamicGroup, INPUTS, libraryOption, refOption, text, userDefinedOption } from './builders.ts';
import { buildHeatOptions, buildPurchasedElectricityOptions } from './energy.ts';
import { buildEpaStationaryOptions, buildEpaSteamOption, buildEpaVehicleOptions } from './epa.ts';
import { buildFuelOptions, MOBILE_FUELS, STATIONARY_FUELS } from './fuels.ts';
import { buildRefrigerantOptions } from './refrigerants.ts';
import { buildCarOptions, buildHgvKmOptions, buildMotorbikeOption, buildVanOptions } from './vehicles.ts';

const otherFuelHelp = text(
  'Any other Scope 1 fuel of the factor library (DESNZ or US EPA Hub) burnt in fixed equipment. Vehicle fuels belong under mobile combustion.',
  'Jeder andere Scope-1-Brennstoff der Faktorbibliothek (DESNZ oder US EPA Hub), der in ortsfesten Anlagen verbrannt wird. Kraftstoffe von Fahrzeugen gehören zur mobilen Verbrennung.',
);

/** EPA Hub sections of vehicle fuels: mobile combustion, never offered by the stationary pickers. */
const MOBILE_LEVEL1 = ['Mobile combustion CO2', 'Mobile combustion CH4 and N2O'];

const processGasInput = {
  ...INPUTS.kilograms,
  label: text('Gas released (measured)', 'Freigesetztes Gas (gemessen)'),
};

/** Scope 1: direct emissions from owned or controlled sources. */
export const CORPORATE_SCOPE_1: FormSection = {
  id: 'scope-1',
  label: text('Scope 1: direct emissions', 'Scope 1: Direkte Emissionen'),
  icon: 'environment',
  ghg: { scope: 1 },
  sections: [
    {
      id: 'stationary-combustion',
      label: text('Stationary combustion', 'Stationäre Verbrennung'),
      description: text(
        'Fuels burnt in your boilers, furnaces and generators.',
        'In eigenen Heizkesseln, Öfen und Stromaggregaten verbrannte Brennstoffe.',
      ),
      icon: 'energy',
      optionGroups: [
        dynamicGroup('stationary-fuels', text('Fuels', 'Brennstoffe'), [
          ...buildFuelOptions('stationary', STATIONARY_FUELS),
          ...buildEpaStationaryOptions('stationary-epa'),
          refOption(
            'stationary-other-fuel',
            text(
              'Other fuel from the factor library (energy)',
              'Anderer Brennstoff aus der Faktorbibliothek (Energie)',
            ),
            [INPUTS.energy],
            { kind: 'picker', filter: { scope: 1, unitCategory: 'energy', excludeLevel1: MOBILE_LEVEL1 } },
            { help: otherFuelHelp, impactCategory: 'energy' },
          ),
          refOption(
            'stationary-other-fuel-volume',
            text(
              'Other fuel from the factor library (volume)',
              'Anderer Brennstoff aus der Faktorbibliothek (Volumen)',
            ),
            [INPUTS.litres],
            { kind: 'picker', filter: { scope: 1, unitCategory: 'volume', excludeLevel1: MOBILE_LEVEL1 } },
            { help: otherFuelHelp, impactCategory: 'energy' },
          ),
        ]),
      ],
    },
    {
      id: 'mobile-combustion',
      label: text('Mobile combustion', 'Mobile Verbrennung'),
      description: text(
        'Company-owned or leased vehicles you control: by fuel bought (most accurate) or by distance.',
        'Firmeneigene oder von Ihnen geleaste und kontrollierte Fahrzeuge: nach getankter Menge (am genauesten) oder nach Strecke.',
      ),
      icon: 'mobility',
      optionGroups: [
        dynamicGroup('vehicle-fuels', text('Fuel bought', 'Getankter Kraftstoff'), [
          ...buildFuelOptions('vehicle', MOBILE_FUELS),
          ...buildEpaVehicleOptions('fleet-epa'),
        ]),
        dynamicGroup(
          'vehicle-distances',
          text('Distance driven', 'Gefahrene Strecke'),
          [
            ...buildCarOptions('fleet', 'scope1', [INPUTS.distance]),
            buildMotorbikeOption('fleet', 'scope1', [INPUTS.distance]),
            ...buildVanOptions('fleet', 'scope1', [INPUTS.distance]),
            ...buildHgvKmOptions('fleet', [INPUTS.distance]),
          ],
          text(
            'Use only for vehicles whose fuel is not entered above, so nothing is counted twice.',
            'Nur für Fahrzeuge, deren Kraftstoff nicht oben erfasst ist, damit nichts doppelt zählt.',
          ),
        ),
      ],
    },
    {
      id: 'fugitive-emissions',
      label: text('Refrigerants and other fugitive gases', 'Kältemittel und andere flüchtige Gase'),
      icon: 'refrigerants',
      optionGroups: [
        dynamicGroup(
          'refrigerant-top-ups',
          text('Refills of gases', 'Nachgefüllte Gase'),
          buildRefrigerantOptions('refrigerant'),
        ),
      ],
    },
    {
      id: 'process-emissions',
      label: text('Process emissions', 'Prozessemissionen'),
      description: text(
        'Greenhouse gases released by chemical or physical processes other than combustion.',
        'Treibhausgase aus chemischen oder physikalischen Prozessen außer der Verbrennung.',
      ),
      icon: 'production',
      isVoluntary: true,
      optionGroups: [
        dynamicGroup('process-gases', text('Process emissions', 'Prozessemissionen'), [
          libraryOption(
            'process-co2',
            text('CO2 released', 'Freigesetztes CO2'),
            [processGasInput],
            'refrigerants:gas/CO2:AR5',
          ),
          libraryOption(
            'process-ch4',
            text('Methane released', 'Freigesetztes Methan'),
            [processGasInput],
            'refrigerants:gas/CH4:AR5',
          ),
          libraryOption(
            'process-n2o',
            text('Nitrous oxide released', 'Freigesetztes Lachgas'),
            [processGasInput],
            'refrigerants:gas/N2O:AR5',
          ),
          userDefinedOption(
            'process-per-output',
            text('Process emissions per tonne of output', 'Prozessemissionen pro Tonne Produkt'),
            [{ ...INPUTS.tonnes, label: text('Output produced', 'Produzierte Menge') }],
            text(
              'No open factor fits every process (cement, lime, glass, chemicals): enter your process factor (kg CO2e per tonne) from a measurement or an industry method, with its source.',
              'Kein offener Faktor passt für jeden Prozess (Zement, Kalk, Glas, Chemie): Ihren Prozessfaktor (kg CO2e pro Tonne) aus Messung oder Branchenmethode mit Quelle eingeben.',
            ),
          ),
        ]),
      ],
    },
  ],
};

/** Scope 2: purchased electricity, heat, steam and cooling. */
export const CORPORATE_SCOPE_2: FormSection = {
  id: 'scope-2',
  label: text('Scope 2: purchased energy', 'Scope 2: Eingekaufte Energie'),
  icon: 'energy',
  ghg: { scope: 2 },
  sections: [
    {
      id: 'purchased-electricity',
      label: text('Purchased electricity', 'Eingekaufter Strom'),
      description: text(
        'One row per meter or contract. Each row gives both the location-based and the market-based figure.',
        'Eine Zeile pro Zähler oder Vertrag. Jede Zeile liefert den standortbasierten und den marktbasierten Wert.',
      ),
      icon: 'energy',
      optionGroups: [
        dynamicGroup(
          'electricity',
          text('Electricity', 'Strom'),
          buildPurchasedElectricityOptions('electricity'),
        ),
        dynamicGroup(
          'ev-charging',
          text('Company electric vehicles charged elsewhere', 'Firmen-E-Fahrzeuge, anderswo geladen'),
          [
            libraryOption(
              'ev-car-bev',
              text('Electric car, per km', 'Elektroauto, pro km'),
              [INPUTS.distance],
              'desnz:8_301_3076_4_1',
              {
                upstream: ['desnz:14_301_3076_4_1'],
              },
            ),
            libraryOption(
              'ev-car-phev',
              text('Plug-in hybrid car, per km', 'Plug-in-Hybrid, pro km'),
              [INPUTS.distance],
              'desnz:8_301_3075_4_1',
              {
                upstream: ['desnz:14_301_3075_4_1'],
              },
            ),
            libraryOption(
              'ev-van-bev',
              text('Electric van, per km', 'Elektrotransporter, pro km'),
              [INPUTS.distance],
              'desnz:8_303_3108_4_1',
              {
                upstream: ['desnz:14_303_3108_4_1'],
              },
            ),
          ],
          text(
            'Charging paid by the company outside its own meters, on the UK grid average (DESNZ). Electricity from your own meters belongs above.',
            'Vom Unternehmen bezahltes Laden außerhalb eigener Zähler, mit dem britischen Netzdurchschnitt (DESNZ). Strom über eigene Zähler gehört oben hin.',
          ),
        ),
      ],
    },
    {
      id: 'purchased-heat',
      label: text('Purchased heat, steam and cooling', 'Eingekaufte Wärme, Dampf und Kälte'),
      icon: 'facility',
      optionGroups: [
        dynamicGroup('heat', text('Heat and steam', 'Wärme und Dampf'), [
          ...buildHeatOptions('heat'),
          buildEpaSteamOption('heat-epa-steam'),
        ]),
        dynamicGroup('cooling', text('District cooling', 'Fernkälte'), [
          userDefinedOption(
            'cooling-district',
            text('District cooling', 'Fernkälte'),
            [{ ...INPUTS.energy, label: text('Cooling consumed', 'Kälteverbrauch') }],
            text(
              "The factor library has no open district cooling factor: enter your provider's factor (kg CO2e/kWh of cooling) and its source.",
              'Die Faktorbibliothek enthält keinen offenen Fernkältefaktor: den Faktor Ihres Anbieters (kg CO2e/kWh Kälte) mit Quelle eingeben.',
            ),
            { impactCategory: 'energy' },
          ),
        ]),
      ],
    },
  ],
};
