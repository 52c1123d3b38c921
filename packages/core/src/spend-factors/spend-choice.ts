import { isFigaroCountry, SPEND_FACTOR_SOURCES } from '../factors/factor-sources.ts';
import {
  NACE_INDUSTRY_INPUT_ID,
  SPEND_SOURCE_INPUT_ID,
  type SpendFactorRef,
  SUPPLIER_COUNTRY_INPUT_ID,
} from '../forms/factor-ref.ts';
import type { ValidationMessageKey } from '../validation/message-keys.ts';
import { isNaceA64Code } from './nace-a64.ts';

/** The supplier-country choice that means "not known" (the default). */
export const UNKNOWN_SUPPLIER_COUNTRY = 'unknown';

/** How a spend row is priced, once its inputs are read. */
export type SpendChoice =
  | { source: 'EPA_USEEIO'; lineageKey: string }
  | { source: 'FIGARO'; nace: string; buyerCountry: string; supplierCountry: string | undefined };

/** Why a spend row cannot be stored as sent: the generic input to mark and the message. */
export type SpendChoiceRefusal = { inputId: string; message: ValidationMessageKey };

const readText = (value: string | number | undefined) => (value === undefined ? '' : String(value).trim());

/**
 * Reads a spend row's factor source, supplier country and NACE industry (generic inputs
 * `spendSource`, `supplierCountry`, `naceIndustry`). The source defaults to the year's
 * (`yearSource`) where the option has a factor of it, else to the only one it has. FIGARO needs a
 * FIGARO country as buyer (the year's region) or as supplier. Values outside the lists are refused,
 * never mapped to a near one.
 */
export function resolveSpendChoice(
  ref: SpendFactorRef,
  inputs: Readonly<Record<string, string | number>>,
  year: { region: string; yearSource: (typeof SPEND_FACTOR_SOURCES)[number] },
): { choice: SpendChoice } | { refusal: SpendChoiceRefusal } {
  const refuse = (inputId: string, message: ValidationMessageKey = 'validation.invalid') => ({
    refusal: { inputId, message },
  });
  const sourceText = readText(inputs[SPEND_SOURCE_INPUT_ID]);
  const requested = SPEND_FACTOR_SOURCES.find((source) => source === sourceText);
  if (sourceText !== '' && !requested) return refuse(SPEND_SOURCE_INPUT_ID);
  const supplierText = readText(inputs[SUPPLIER_COUNTRY_INPUT_ID]);
  const hasSupplier = supplierText !== '' && supplierText !== UNKNOWN_SUPPLIER_COUNTRY;
  if (hasSupplier && (supplierText !== supplierText.toUpperCase() || !isFigaroCountry(supplierText))) {
    return refuse(SUPPLIER_COUNTRY_INPUT_ID);
  }
  const fallback =
    ref.lineageKey === undefined ? 'FIGARO' : ref.nace === undefined ? 'EPA_USEEIO' : year.yearSource;
  const source = requested ?? fallback;
  if (source === 'EPA_USEEIO') {
    return ref.lineageKey
      ? { choice: { source, lineageKey: ref.lineageKey } }
      : refuse(SPEND_SOURCE_INPUT_ID);
  }
  if (ref.nace === undefined) return refuse(SPEND_SOURCE_INPUT_ID);
  const nace = ref.nace === 'userSelected' ? readText(inputs[NACE_INDUSTRY_INPUT_ID]) : ref.nace;
  if (nace === '') return refuse(NACE_INDUSTRY_INPUT_ID, 'validation.required');
  if (!isNaceA64Code(nace)) return refuse(NACE_INDUSTRY_INPUT_ID);
  // The buyer is the year's country; a US subregion ('US-CAMX') is the United States.
  const buyerCountry = year.region.trim().toUpperCase().split('-')[0] ?? '';
  if (!isFigaroCountry(buyerCountry) && !hasSupplier) {
    return refuse(SUPPLIER_COUNTRY_INPUT_ID, 'validation.figaroNeedsEuropeanCountry');
  }
  return {
    choice: { source, nace, buyerCountry, supplierCountry: hasSupplier ? supplierText : undefined },
  };
}
