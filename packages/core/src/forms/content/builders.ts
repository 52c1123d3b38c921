import type { NaceA64Code } from '../../spend-factors/nace-a64.ts';
import type { FactorRef, FormUnitCategory } from '../factor-ref.ts';
import type { ActivityInput, FormOption, LocalizedText, OptionGroup } from '../form-definition.ts';
import { NACE_INDUSTRY_INPUT, SPEND_GENERIC_INPUTS } from './spend-inputs.ts';

/** Shorthand for a label in both locales. */
export function text(en: string, de: string): LocalizedText {
  return { en, de };
}

/** The amount an option's factor applies to. */
export function quantityInput(
  fieldId: string,
  unitCategory: FormUnitCategory,
  defaultUnit: string,
  label: LocalizedText,
): ActivityInput {
  return { fieldId, label, unitCategory, defaultUnit, role: 'quantity' };
}

/** A count the quantity is multiplied by (employees, units sold). */
export function multiplierInput(
  fieldId: string,
  unitCategory: FormUnitCategory,
  defaultUnit: string,
  label: LocalizedText,
): ActivityInput {
  return { fieldId, label, unitCategory, defaultUnit, role: 'multiplier' };
}

export const INPUTS = {
  energy: quantityInput('energy', 'energy', 'kWh', text('Energy consumed', 'Energieverbrauch')),
  litres: quantityInput('volume', 'volume', 'l', text('Quantity used', 'Verbrauchte Menge')),
  cubicMetres: quantityInput('volume', 'volume', 'm3', text('Quantity used', 'Verbrauchte Menge')),
  kilograms: quantityInput('weight', 'weight', 'kg', text('Quantity', 'Menge')),
  tonnes: quantityInput('weight', 'weight', 't', text('Quantity', 'Menge')),
  distance: quantityInput('distance', 'distance', 'km', text('Distance driven', 'Gefahrene Strecke')),
  passengerDistance: quantityInput(
    'passengerDistance',
    'personDistance',
    'p.km',
    text('Passenger kilometres (distance × travellers)', 'Personenkilometer (Strecke × Reisende)'),
  ),
  freight: quantityInput(
    'freight',
    'weightDistance',
    't.km',
    text('Tonne-kilometres (weight × distance)', 'Tonnenkilometer (Gewicht × Strecke)'),
  ),
  nights: quantityInput('nights', 'piece', 'nights', text('Room nights', 'Zimmernächte')),
  area: quantityInput('area', 'area', 'm2', text('Floor area', 'Fläche')),
  hours: quantityInput('hours', 'time', 'hour', text('Working hours', 'Arbeitsstunden')),
  spend: quantityInput('spend', 'currency', 'EUR', text('Amount spent (net)', 'Ausgaben (netto)')),
  share: quantityInput('share', 'percent', '%', text('Attributable share', 'Zurechenbarer Anteil')),
  employees: multiplierInput('employees', 'employee', 'employee', text('Employees', 'Mitarbeitende')),
  unitsSold: multiplierInput('unitsSold', 'piece', 'piece', text('Units sold', 'Verkaufte Einheiten')),
} as const satisfies Record<string, ActivityInput>;

export { SPEND_YEAR_INPUT } from './spend-inputs.ts';

type OptionExtras = Partial<
  Pick<
    FormOption,
    | 'help'
    | 'genericInputs'
    | 'impactCategory'
    | 'reusesFactorOfScope'
    | 'biogenicCo2'
    | 'locationBasedFactor'
  >
>;

/** An option whose factor is a fixed library factor, with optional upstream (WTT, T&D) factors. */
export function libraryOption(
  id: string,
  label: LocalizedText,
  inputs: readonly ActivityInput[],
  lineageKey: string,
  extras: OptionExtras & {
    upstream?: readonly string[];
    /** Upstream factors of another source standing in for unpublished ones (labelled as proxies). */
    proxyUpstream?: readonly string[];
    biogenic?: string;
  } = {},
): FormOption {
  const { upstream, proxyUpstream, biogenic, ...rest } = extras;
  const upstreamRefs = [
    ...(upstream ?? []).map((key) => ({ kind: 'library' as const, lineageKey: key })),
    ...(proxyUpstream ?? []).map((key) => ({ kind: 'proxy' as const, lineageKey: key })),
  ];
  return {
    id,
    label,
    activityInputs: [...inputs],
    factor: { kind: 'library', lineageKey },
    ...(upstreamRefs.length > 0 ? { upstream: upstreamRefs } : {}),
    ...(biogenic ? { biogenicCo2: { kind: 'library' as const, lineageKey: biogenic } } : {}),
    ...rest,
  };
}

/** An option with any other factor reference. */
export function refOption(
  id: string,
  label: LocalizedText,
  inputs: readonly ActivityInput[],
  factor: FactorRef,
  extras: OptionExtras & Pick<FormOption, 'upstream'> = {},
): FormOption {
  return { id, label, activityInputs: [...inputs], factor, ...extras };
}

/**
 * A spend option for one NAICS code (USEEIO) and the NACE A64 industry that fits it best (FIGARO); the
 * amount is entered with currency and year, and the row may choose its source and supplier country.
 */
export function spendOption(
  id: string,
  codes: { naics: string; nace: NaceA64Code },
  label: LocalizedText,
  help?: LocalizedText,
): FormOption {
  return {
    id,
    label,
    ...(help ? { help } : {}),
    activityInputs: [INPUTS.spend],
    factor: { kind: 'spend', lineageKey: `epa-useeio:${codes.naics}`, nace: codes.nace },
    genericInputs: [...SPEND_GENERIC_INPUTS],
  };
}

/** A FIGARO-only spend option whose NACE A64 industry the row chooses (generic input `naceIndustry`). */
export function naceSpendOption(id: string, help: LocalizedText): FormOption {
  return {
    id,
    label: text('Other purchase by NACE industry', 'Anderer Einkauf nach NACE-Wirtschaftszweig'),
    help,
    activityInputs: [INPUTS.spend],
    factor: { kind: 'spend', nace: 'userSelected' },
    genericInputs: [NACE_INDUSTRY_INPUT, ...SPEND_GENERIC_INPUTS],
  };
}

/** A factor the user types with its source, per base unit of the quantity's category. */
export function userDefinedOption(
  id: string,
  label: LocalizedText,
  inputs: readonly ActivityInput[],
  help: LocalizedText,
  extras: OptionExtras = {},
): FormOption {
  const quantity = inputs.find((input) => input.role === 'quantity');
  return {
    id,
    label,
    help,
    activityInputs: [...inputs],
    factor: { kind: 'userDefined', unitCategory: quantity?.unitCategory ?? 'piece' },
    ...extras,
  };
}

/** A group whose options are fixed rows. */
export function staticGroup(id: string, label: LocalizedText, options: FormOption[]): OptionGroup {
  return { id, label, isStatic: true, options };
}

/** A group where the user adds rows, each choosing one of the options. */
export function dynamicGroup(
  id: string,
  label: LocalizedText,
  options: FormOption[],
  description?: LocalizedText,
): OptionGroup {
  return { id, label, isStatic: false, options, ...(description ? { description } : {}) };
}

/** Joins two labels with a separator in both locales ("Medium car, diesel"). */
export function joinText(first: LocalizedText, second: LocalizedText, separator = ', '): LocalizedText {
  return { en: `${first.en}${separator}${second.en}`, de: `${first.de}${separator}${second.de}` };
}
