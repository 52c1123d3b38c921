import { findCountry } from '../../countries/index.ts';
import { COUNTRY_LABELS_DE } from '../../esg/reference-lists/country-labels-de.generated.ts';
import { FIGARO_COUNTRIES } from '../../factors/factor-sources.ts';
import { NACE_A64_INDUSTRIES } from '../../spend-factors/nace-a64.ts';
import { UNKNOWN_SUPPLIER_COUNTRY } from '../../spend-factors/spend-choice.ts';
import {
  NACE_INDUSTRY_INPUT_ID,
  SPEND_SOURCE_INPUT_ID,
  SPEND_YEAR_INPUT_ID,
  SUPPLIER_COUNTRY_INPUT_ID,
} from '../factor-ref.ts';
import type { GenericInput, LocalizedText } from '../form-definition.ts';

const text = (en: string, de: string): LocalizedText => ({ en, de });

export const SPEND_YEAR_INPUT: GenericInput = {
  id: SPEND_YEAR_INPUT_ID,
  type: 'number',
  label: text('Year of the spend', 'Jahr der Ausgabe'),
  help: text(
    'Defaults to the reporting year; sets the exchange rate (and, for USEEIO, the inflation adjustment to 2022 USD) and the year of the FIGARO factor.',
    'Standard ist das Berichtsjahr; bestimmt den Wechselkurs (bei USEEIO auch die Inflationsbereinigung auf US-Dollar von 2022) und das Jahr des FIGARO-Faktors.',
  ),
};

export const SPEND_SOURCE_INPUT: GenericInput = {
  id: SPEND_SOURCE_INPUT_ID,
  type: 'select',
  label: text('Spend factors', 'Ausgabenfaktoren'),
  help: text(
    "Empty: the year's default (FIGARO for a European company, USEEIO for a US or UK one).",
    'Leer: die Vorgabe des Jahres (FIGARO für ein europäisches Unternehmen, USEEIO für ein US- oder britisches).',
  ),
  choices: [
    {
      value: 'FIGARO',
      label: text('FIGARO (European supply chains, EUR)', 'FIGARO (europäische Lieferketten, EUR)'),
    },
    { value: 'EPA_USEEIO', label: text('USEEIO (US supply chains, USD)', 'USEEIO (US-Lieferketten, USD)') },
  ],
};

export const SUPPLIER_COUNTRY_INPUT: GenericInput = {
  id: SUPPLIER_COUNTRY_INPUT_ID,
  type: 'select',
  label: text("Supplier's country (FIGARO)", 'Land des Lieferanten (FIGARO)'),
  help: text(
    "Known: the supplier country's factor converted to your country's purchaser prices. Unknown: your country's purchaser-price factor.",
    'Bekannt: der Faktor des Lieferlandes, in die Anschaffungspreise deines Landes umgerechnet. Unbekannt: der Anschaffungspreisfaktor deines Landes.',
  ),
  choices: [
    { value: UNKNOWN_SUPPLIER_COUNTRY, label: text('Unknown', 'Unbekannt') },
    ...FIGARO_COUNTRIES.map((code) => ({
      value: code,
      label: text(findCountry(code)?.name ?? code, COUNTRY_LABELS_DE[code] ?? code),
    })),
  ],
};

export const NACE_INDUSTRY_INPUT: GenericInput = {
  id: NACE_INDUSTRY_INPUT_ID,
  type: 'select',
  label: text('Industry (NACE)', 'Wirtschaftszweig (NACE)'),
  choices: NACE_A64_INDUSTRIES.map((industry) => ({
    value: industry.code,
    label: text(`${industry.code} ${industry.en}`, `${industry.code} ${industry.de}`),
  })),
};

/** The generic inputs of every spend option, in the order the row shows them. */
export const SPEND_GENERIC_INPUTS: readonly GenericInput[] = [
  SPEND_YEAR_INPUT,
  SPEND_SOURCE_INPUT,
  SUPPLIER_COUNTRY_INPUT,
];
