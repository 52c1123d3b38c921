import type { FormDefinition } from '../form-definition.ts';
import { dynamicGroup, INPUTS, quantityInput, refOption, text, userDefinedOption } from './builders.ts';
import {
  buildHeatOptions,
  buildPurchasedElectricityOptions,
  buildRegionalElectricityOption,
} from './energy.ts';
import { buildFreightOptions } from './freight.ts';
import { buildFuelOptions, MOBILE_FUELS, STATIONARY_FUELS, selectFuels } from './fuels.ts';
import { buildMaterialOptions } from './materials.ts';
import { buildWasteOptions } from './waste.ts';

const lifetimeEnergy = quantityInput(
  'energy',
  'energy',
  'kWh',
  text('Energy use over the lifetime', 'Energieverbrauch über die Lebensdauer'),
);
const lifetimeFuel = quantityInput(
  'volume',
  'volume',
  'l',
  text('Fuel use over the lifetime', 'Kraftstoffverbrauch über die Lebensdauer'),
);

const SUPPLIER_PCF_HELP = text(
  "The supplier's product carbon footprint (cradle to gate) with its source: better than an average.",
  'Der Product Carbon Footprint des Lieferanten (Cradle-to-Gate) mit Quelle: besser als ein Durchschnittswert.',
);

/**
 * The Physical Product form ('product'): a cradle-to-grave footprint of the declared unit (enter all
 * amounts per unit or per batch). Its sections carry no GHG scope: a product footprint is not an inventory.
 */
export const PRODUCT_FORM: FormDefinition = {
  type: 'product',
  version: '2025.1',
  sections: [
    {
      id: 'materials',
      label: text('Materials', 'Materialien'),
      icon: 'materials',
      optionGroups: [
        dynamicGroup(
          'product-materials',
          text('Materials by weight', 'Materialien nach Gewicht'),
          buildMaterialOptions('product-material'),
        ),
        dynamicGroup('product-components', text('Purchased components', 'Zugekaufte Komponenten'), [
          userDefinedOption(
            'product-component-per-unit',
            text('Component, per unit', 'Komponente, pro Stück'),
            [quantityInput('pieces', 'piece', 'piece', text('Number of units', 'Anzahl Einheiten'))],
            SUPPLIER_PCF_HELP,
          ),
          userDefinedOption(
            'product-component-per-kg',
            text('Component, per kilogram', 'Komponente, pro Kilogramm'),
            [INPUTS.kilograms],
            SUPPLIER_PCF_HELP,
          ),
          refOption(
            'product-material-other',
            text('Other material from the factor library', 'Anderes Material aus der Faktorbibliothek'),
            [INPUTS.tonnes],
            {
              kind: 'picker',
              filter: { source: 'DESNZ', level1: 'Material use', unitCategory: 'weight', scope: 3 },
            },
          ),
        ]),
      ],
    },
    {
      id: 'production',
      label: text('Production', 'Produktion'),
      description: text(
        'Energy, process inputs and waste of your own production, allocated to the declared unit.',
        'Energie, Betriebsstoffe und Abfälle der eigenen Produktion, dem deklarierten Produkt zugeordnet.',
      ),
      icon: 'production',
      optionGroups: [
        dynamicGroup(
          'production-electricity',
          text('Electricity', 'Strom'),
          buildPurchasedElectricityOptions('production-electricity'),
        ),
        dynamicGroup('production-fuels', text('Fuels and heat', 'Brennstoffe und Wärme'), [
          ...buildFuelOptions(
            'production',
            selectFuels(STATIONARY_FUELS, [
              'natural-gas-kwh',
              'natural-gas-m3',
              'gas-oil',
              'lpg-weight',
              'propane-weight',
              'wood-pellets',
            ]),
          ),
          ...buildHeatOptions('production-heat'),
        ]),
        dynamicGroup(
          'production-waste',
          text('Production waste', 'Produktionsabfälle'),
          buildWasteOptions('production-waste', ['commercial', 'paper', 'plastics', 'scrap-metal', 'wood']),
        ),
      ],
    },
    {
      id: 'distribution',
      label: text('Distribution', 'Distribution'),
      icon: 'distribution',
      optionGroups: [
        dynamicGroup('distribution-freight', text('Transport to the customer', 'Transport zum Kunden'), [
          ...buildFreightOptions('distribution'),
          userDefinedOption(
            'distribution-carrier-factor',
            text("Shipment with the carrier's factor", 'Sendung mit Faktor des Spediteurs'),
            [INPUTS.freight],
            text(
              "The carrier's factor per tonne-km, with its source.",
              'Der Faktor des Spediteurs pro Tonnenkilometer, mit Quelle.',
            ),
          ),
        ]),
      ],
    },
    {
      id: 'product-use',
      label: text('Product use', 'Produktnutzung'),
      description: text(
        'What one product consumes over its expected lifetime, where it is used.',
        'Was ein Produkt über seine erwartete Lebensdauer verbraucht, dort wo es genutzt wird.',
      ),
      icon: 'productUse',
      optionGroups: [
        dynamicGroup('use-phase', text('Use phase', 'Nutzungsphase'), [
          buildRegionalElectricityOption('product-use-electricity', [lifetimeEnergy], 'userSelected'),
          ...buildFuelOptions('product-use', selectFuels(MOBILE_FUELS, ['petrol', 'diesel'])).map(
            (option) => ({
              ...option,
              activityInputs: [lifetimeFuel],
            }),
          ),
          userDefinedOption(
            'product-use-other',
            text('Other use-phase emissions', 'Sonstige Emissionen der Nutzungsphase'),
            [quantityInput('units', 'piece', 'piece', text('Units', 'Einheiten'))],
            text(
              'kg CO2e per unit from a study or measurement, with its source.',
              'kg CO2e pro Einheit aus Studie oder Messung, mit Quelle.',
            ),
          ),
        ]),
      ],
    },
    {
      id: 'end-of-life',
      label: text('End of life', 'Lebensende'),
      icon: 'endOfLife',
      optionGroups: [
        dynamicGroup(
          'product-end-of-life',
          text('Materials by treatment', 'Materialien nach Behandlung'),
          buildWasteOptions('product-end-of-life'),
        ),
      ],
    },
  ],
};
