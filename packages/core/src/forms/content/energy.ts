import { GRID_REGION_INPUT_ID } from '../factor-ref.ts';
import type { ActivityInput, FormOption, GenericInput } from '../form-definition.ts';
import { INPUTS, libraryOption, refOption, text, userDefinedOption } from './builders.ts';

const GRID_HELP = text(
  "Location-based: the grid average of the instance's region. UK: DESNZ (generation only; well-to-tank and grid losses go to Scope 3 category 3). US: eGRID subregion total output rate; grid losses (from the subregion's grid gross loss) go to Scope 3 category 3. Other countries: Ember's intensity of the year, split into generation (Scope 2) and upstream (Scope 3 category 3) by the country's generation mix; grid losses are added to category 3 at the loss percentage entered for the year. Without a green tariff or supplier factor the market-based figure uses the same factor, as no residual mix is available; disclose this.",
  'Standortbasiert: der Netzdurchschnitt der Region der Instanz. Vereinigtes Königreich: DESNZ (nur Erzeugung; Vorkette und Netzverluste fallen in Scope 3, Kategorie 3). USA: Gesamterzeugungsrate der eGRID-Subregion; Netzverluste (aus dem Bruttonetzverlust der Subregion) fallen in Scope 3, Kategorie 3. Andere Länder: die Intensität von Ember für das Jahr, nach dem Erzeugungsmix des Landes aufgeteilt in Erzeugung (Scope 2) und Vorkette (Scope 3, Kategorie 3); Netzverluste fallen mit dem für das Jahr eingetragenen Verlustanteil in Kategorie 3. Ohne Ökostromtarif oder Versorgerfaktor nutzt der marktbasierte Wert denselben Faktor, da kein Residualmix verfügbar ist; bitte offenlegen.',
);

const CERTIFICATE_HELP = text(
  'Electricity covered by energy attribute certificates cancelled for you (guarantees of origin, REGOs, RECs, I-RECs): 0 kg CO2e/kWh market-based. Enter the certificate type and the registry or cancellation reference. The location-based figure still uses the grid factor.',
  'Strom, für den Herkunftsnachweise auf Ihren Namen entwertet wurden (HKN, REGO, REC, I-REC): marktbasiert 0 kg CO2e/kWh. Art des Nachweises und Register- bzw. Entwertungsnummer angeben. Der standortbasierte Wert nutzt weiterhin den Netzfaktor.',
);

const SUPPLIER_HELP = text(
  "Your supplier's disclosed emission factor for your tariff (kg CO2e/kWh, e.g. from the fuel mix disclosure), with its source. Location-based uses the grid factor.",
  'Der vom Versorger ausgewiesene Emissionsfaktor Ihres Tarifs (kg CO2e/kWh, z. B. aus der Stromkennzeichnung), mit Quelle. Standortbasiert gilt der Netzfaktor.',
);

const electricityInput: ActivityInput = {
  ...INPUTS.energy,
  label: text('Electricity consumed', 'Stromverbrauch'),
};

function stringInput(id: string, en: string, de: string): GenericInput {
  return { id, type: 'string', label: text(en, de) };
}

export const REGION_INPUT: GenericInput = {
  id: GRID_REGION_INPUT_ID,
  type: 'string',
  label: text(
    'Grid region (country code, or US-<eGRID subregion>)',
    'Netzregion (Ländercode oder US-<eGRID-Subregion>)',
  ),
  help: text(
    'Where the electricity is used, e.g. DE, GB, US-CAMX.',
    'Wo der Strom verbraucht wird, z. B. DE, GB, US-CAMX.',
  ),
};

/** Purchased electricity: grid mix (location-based) and the two contractual instruments (market-based). */
export function buildPurchasedElectricityOptions(prefix: string): FormOption[] {
  const grid = { kind: 'gridElectricity', basis: 'location' } as const;
  const upstream = [{ kind: 'gridElectricityUpstream' } as const];
  return [
    refOption(`${prefix}-grid`, text('Electricity, grid mix', 'Strom, Netzmix'), [electricityInput], grid, {
      help: GRID_HELP,
      upstream,
      impactCategory: 'electricity',
    }),
    refOption(
      `${prefix}-certificates`,
      text('Green electricity with certificates', 'Ökostrom mit Herkunftsnachweisen'),
      [electricityInput],
      { kind: 'marketElectricity', instrument: 'energyAttributeCertificate' },
      {
        help: CERTIFICATE_HELP,
        locationBasedFactor: grid,
        upstream,
        impactCategory: 'electricity',
        genericInputs: [
          stringInput(
            'certificateType',
            'Certificate type (GO, REGO, REC, I-REC)',
            'Art des Nachweises (HKN, REGO, REC, I-REC)',
          ),
          stringInput(
            'certificateReference',
            'Registry or cancellation reference',
            'Register- oder Entwertungsnummer',
          ),
        ],
      },
    ),
    refOption(
      `${prefix}-supplier`,
      text('Electricity with a supplier-specific factor', 'Strom mit Versorgerfaktor'),
      [electricityInput],
      { kind: 'marketElectricity', instrument: 'supplierSpecific' },
      {
        help: SUPPLIER_HELP,
        locationBasedFactor: grid,
        upstream,
        impactCategory: 'electricity',
        genericInputs: [
          {
            id: 'supplierEmissionFactor',
            type: 'number',
            label: text(
              'Supplier emission factor (kg CO2e/kWh)',
              'Emissionsfaktor des Versorgers (kg CO2e/kWh)',
            ),
          },
          stringInput('supplierFactorSource', 'Source of the supplier factor', 'Quelle des Versorgerfaktors'),
        ],
      },
    ),
  ];
}

/**
 * Grid electricity for the instance's or a chosen region (a data centre, the market where sold products
 * are used). In a Scope 3 section it reuses a Scope 2 factor for someone else's consumption: pass
 * `isScope3Reuse` so the result is reported in the section's category.
 */
export function buildRegionalElectricityOption(
  id: string,
  inputs: readonly ActivityInput[],
  region: 'instance' | 'userSelected',
  options: { help?: FormOption['help']; isScope3Reuse?: boolean } = {},
): FormOption {
  return refOption(
    id,
    text('Electricity (grid mix)', 'Strom (Netzmix)'),
    inputs,
    { kind: 'gridElectricity', basis: 'location', region },
    {
      ...(options.help ? { help: options.help } : {}),
      ...(options.isScope3Reuse ? { reusesFactorOfScope: 2 as const } : {}),
      impactCategory: 'electricity',
      ...(region === 'userSelected' ? { genericInputs: [REGION_INPUT] } : {}),
    },
  );
}

/** Heat and steam bought (DESNZ, Scope 2) with well-to-tank and, for district heat, network losses. */
export function buildHeatOptions(prefix: string): FormOption[] {
  const input = { ...INPUTS.energy, label: text('Heat consumed', 'Wärmeverbrauch') };
  return [
    libraryOption(
      `${prefix}-district`,
      text('District heating and steam', 'Fernwärme und Dampf'),
      [input],
      'desnz:10_401_4003_5_1',
      {
        upstream: ['desnz:16_919_4003_5_1', 'desnz:13_403_4004_5_1', 'desnz:16_920_4004_5_1'],
        impactCategory: 'energy',
        help: text(
          "DESNZ UK average for purchased heat and steam; distribution losses (5%) and well-to-tank go to Scope 3 category 3. Prefer your network's own factor where published.",
          'DESNZ-Durchschnitt für eingekaufte Wärme und Dampf im Vereinigten Königreich; Verteilverluste (5 %) und Vorkette fallen in Scope 3, Kategorie 3. Wo veröffentlicht, den Faktor Ihres Netzbetreibers bevorzugen.',
        ),
      },
    ),
    libraryOption(
      `${prefix}-onsite`,
      text(
        'Heat and steam from a third-party plant on site',
        'Wärme und Dampf aus einer Fremdanlage am Standort',
      ),
      [input],
      'desnz:10_401_4002_5_1',
      { upstream: ['desnz:16_919_4002_5_1'], impactCategory: 'energy' },
    ),
    userDefinedOption(
      `${prefix}-supplier`,
      text("Heat with the supplier's factor", 'Wärme mit Faktor des Versorgers'),
      [input],
      text(
        "Enter the heat network's published factor (kg CO2e/kWh) and its source.",
        'Den veröffentlichten Faktor des Wärmenetzes (kg CO2e/kWh) und seine Quelle eingeben.',
      ),
      { impactCategory: 'energy' },
    ),
  ];
}
