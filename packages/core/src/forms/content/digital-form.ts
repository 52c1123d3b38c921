import type { FormDefinition, FormOption, FormSection } from '../form-definition.ts';
import {
  dynamicGroup,
  INPUTS,
  libraryOption,
  quantityInput,
  spendOption,
  text,
  userDefinedOption,
} from './builders.ts';
import { buildPurchasedElectricityOptions, buildRegionalElectricityOption } from './energy.ts';
import { buildHotelOptions } from './hotels.ts';
import { buildSpendOptions } from './spend.ts';
import { buildFlightOptions, buildPublicTransportOptions } from './travel.ts';
import { buildCarOptions } from './vehicles.ts';

const dataInput = quantityInput('data', 'data', 'GB', text('Data transferred', 'Übertragene Datenmenge'));
const deviceHours = quantityInput('hours', 'time', 'hour', text('Device hours', 'Gerätestunden'));

/** Cloud providers publish per-customer reports, not open factors: three ways to enter a cloud account. */
function buildCloudOptions(provider: 'aws' | 'azure', tool: string): FormOption[] {
  return [
    buildRegionalElectricityOption(`${provider}-energy`, [INPUTS.energy], 'userSelected', {
      help: text(
        `Energy of your ${provider === 'aws' ? 'AWS' : 'Azure'} usage where known or estimated, with the data centre's grid region.`,
        `Energieverbrauch Ihrer ${provider === 'aws' ? 'AWS' : 'Azure'}-Nutzung, soweit bekannt oder geschätzt, mit der Netzregion des Rechenzentrums.`,
      ),
    }),
    userDefinedOption(
      `${provider}-reported`,
      text(`Emissions reported by the ${tool}`, `Vom ${tool} gemeldete Emissionen`),
      [INPUTS.share],
      text(
        `Share of the account used by this product, times the kg CO2e reported by the ${tool}, entered as the factor (state the report period and method).`,
        `Anteil des Kontos, den dieses Produkt nutzt, mal die kg CO2e laut ${tool}, als Faktor eingegeben (Berichtszeitraum und Methode angeben).`,
      ),
    ),
    spendOption(
      `${provider}-spend`,
      { naics: '518210', nace: 'J62_63' },
      text('Cloud bill (NAICS 518210)', 'Cloud-Rechnung (NAICS 518210)'),
      text(
        'Spend-based fallback (USEEIO data processing and hosting).',
        'Ausgabenbasierte Ersatzlösung (USEEIO Datenverarbeitung und Hosting).',
      ),
    ),
  ];
}

const SERVERS: FormSection = {
  id: 'servers',
  label: text('Servers and hosting', 'Server und Hosting'),
  icon: 'servers',
  sections: [
    {
      id: 'aws',
      label: text('Amazon Web Services', 'Amazon Web Services'),
      icon: 'aws',
      optionGroups: [
        dynamicGroup(
          'aws-usage',
          text('AWS usage', 'AWS-Nutzung'),
          buildCloudOptions('aws', 'AWS Customer Carbon Footprint Tool'),
        ),
      ],
    },
    {
      id: 'azure',
      label: text('Microsoft Azure', 'Microsoft Azure'),
      icon: 'azure',
      optionGroups: [
        dynamicGroup(
          'azure-usage',
          text('Azure usage', 'Azure-Nutzung'),
          buildCloudOptions('azure', 'Microsoft Emissions Impact Dashboard'),
        ),
      ],
    },
    {
      id: 'on-premise',
      label: text('On-premise servers', 'Eigene Server'),
      icon: 'onPremise',
      optionGroups: [
        dynamicGroup(
          'on-premise-electricity',
          text('Server electricity', 'Serverstrom'),
          buildPurchasedElectricityOptions('on-premise-electricity'),
        ),
        dynamicGroup('on-premise-hardware', text('Server hardware', 'Serverhardware'), [
          spendOption(
            'on-premise-hardware-spend',
            { naics: '334111', nace: 'C26' },
            text('Servers bought (NAICS 334111)', 'Gekaufte Server (NAICS 334111)'),
          ),
          libraryOption(
            'on-premise-hardware-weight',
            text('IT equipment by weight', 'IT-Geräte nach Gewicht'),
            [INPUTS.kilograms],
            'desnz:19_503_5084_15_1',
          ),
        ]),
      ],
    },
  ],
};

const DATA_TRANSFER_HELP = text(
  'The factor library has no open factor for network data transfer, and published kWh-per-GB estimates differ by more than ten times. Enter a kg CO2e per GB figure with its source, or the network energy in kWh.',
  'Die Faktorbibliothek enthält keinen offenen Faktor für Datenübertragung, und veröffentlichte Schätzungen in kWh pro GB unterscheiden sich um mehr als das Zehnfache. Einen Wert in kg CO2e pro GB mit Quelle oder die Netzenergie in kWh eingeben.',
);

/**
 * The Digital Product form ('digital'): development, hosting (AWS, Azure, on-premise), users' devices,
 * data transfer and media production. Only electricity, travel and hardware have open factors; everything
 * else is user-defined with the reason in its help text.
 */
export const DIGITAL_FORM: FormDefinition = {
  type: 'digital',
  version: '2025.1',
  sections: [
    {
      id: 'development',
      label: text('Development', 'Entwicklung'),
      icon: 'development',
      optionGroups: [
        dynamicGroup(
          'development-office',
          text('Office electricity', 'Bürostrom'),
          buildPurchasedElectricityOptions('development-electricity'),
        ),
        dynamicGroup('development-remote', text('Remote work', 'Homeoffice'), [
          libraryOption(
            'development-homeworking',
            text('Working from home', 'Arbeit im Homeoffice'),
            [quantityInput('hours', 'time', 'hour', text('Working hours', 'Arbeitsstunden'))],
            'desnz:32_603_9999_12_1',
          ),
        ]),
        dynamicGroup('development-tools', text('Tools and equipment', 'Werkzeuge und Ausstattung'), [
          ...buildSpendOptions('development', [
            ['software', '511210', 'J58', 'Software licences', 'Softwarelizenzen'],
            ['it-services', '541511', 'J62_63', 'Contracted programming', 'Beauftragte Programmierung'],
            ['computers', '334111', 'C26', 'Computers', 'Computer'],
          ]),
        ]),
      ],
    },
    SERVERS,
    {
      id: 'user-devices',
      label: text('User devices', 'Endgeräte der Nutzer'),
      icon: 'userDevices',
      optionGroups: [
        dynamicGroup('device-use', text('Device use', 'Gerätenutzung'), [
          buildRegionalElectricityOption('device-electricity', [INPUTS.energy], 'userSelected', {
            help: text(
              "Estimated electricity of users' devices while using the product (device power × hours of use).",
              'Geschätzter Strom der Endgeräte während der Nutzung (Geräteleistung × Nutzungsstunden).',
            ),
          }),
          userDefinedOption(
            'device-hours',
            text('Device hours with a per-hour factor', 'Gerätestunden mit Faktor pro Stunde'),
            [deviceHours],
            text(
              'kg CO2e per device hour from a study, with its source.',
              'kg CO2e pro Gerätestunde aus einer Studie, mit Quelle.',
            ),
          ),
        ]),
      ],
    },
    {
      id: 'data-transfer',
      label: text('Data transfer', 'Datenübertragung'),
      icon: 'servers',
      optionGroups: [
        dynamicGroup('network', text('Network', 'Netzwerk'), [
          userDefinedOption(
            'data-transfer-per-gb',
            text('Data transferred', 'Übertragene Daten'),
            [dataInput],
            DATA_TRANSFER_HELP,
          ),
          buildRegionalElectricityOption('data-transfer-energy', [INPUTS.energy], 'userSelected', {
            help: DATA_TRANSFER_HELP,
          }),
        ]),
      ],
    },
    {
      id: 'media-production',
      label: text('Media production', 'Medienproduktion'),
      icon: 'mediaProduction',
      optionGroups: [
        dynamicGroup(
          'media-studio',
          text('Studio and equipment', 'Studio und Technik'),
          buildPurchasedElectricityOptions('media-electricity'),
        ),
        dynamicGroup('media-travel', text('Crew travel', 'Reisen der Crew'), [
          ...buildFlightOptions('media-flight', true).filter(
            (option) => option.id.endsWith('-economy') || option.id.endsWith('domestic-average'),
          ),
          ...buildPublicTransportOptions(
            'media',
            [INPUTS.passengerDistance],
            ['rail-national', 'rail-international', 'coach'],
          ),
          ...buildCarOptions('media-car', 'businessTravel', [INPUTS.distance], ['average']),
          ...buildHotelOptions('media-hotel').filter((option) =>
            ['media-hotel-de', 'media-hotel-gb', 'media-hotel-us', 'media-hotel-fr'].includes(option.id),
          ),
        ]),
      ],
    },
  ],
};
