import { withoutFloatNoise } from '../../numbers/format-stored-number.ts';
import type { DatapointValue } from '../datapoints/datapoint-values.ts';
import type { EsgDatapoint } from '../datapoints/types.ts';
import { VSME_NAMESPACES } from '../datapoints/vsme-taxonomy.generated.ts';

/** `prefix:local` → `namespace#local`, the form enumeration facts are written in (Extensible Enumerations 2.0). */
export function expandMemberName(qualifiedName: string): string {
  const [prefix = '', local = ''] = qualifiedName.split(':');
  const namespace = VSME_NAMESPACES[prefix];
  if (!namespace || !local) throw new Error(`unknown member ${qualifiedName}`);
  return `${namespace}#${local}`;
}

/** A chosen id as its taxonomy member: countries are stored by ISO code, the rest by member name. */
function toMemberName(datapoint: EsgDatapoint, id: string): string {
  const choices = datapoint.choices;
  return choices?.kind === 'reference' && choices.listId === 'country' ? `country:${id}` : id;
}

/**
 * The decimals attribute of a number: the digits after the point it was given with (at most 10),
 * so `12.5` says it is exact to a tenth and `1200` to a unit, without claiming more.
 */
export function decimalsOf(value: number): string {
  const text = String(value);
  if (/e/i.test(text)) {
    const [mantissa = '', exponent = '0'] = text.toLowerCase().split('e');
    const fraction = mantissa.split('.')[1]?.length ?? 0;
    return String(Math.min(10, Math.max(-20, fraction - Number(exponent))));
  }
  return String(Math.min(10, text.split('.')[1]?.length ?? 0));
}

/** A number without an exponent, as XBRL's decimal lexical space asks (`1.5e-7` → `0.00000015`). */
export function toDecimalText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const digits = Number(decimalsOf(value));
  return value.toFixed(Math.max(0, Math.min(20, digits)));
}

/** Significant digits a computed figure keeps: emission factors are published with at most 5 (DESNZ 0.18296). */
const COMPUTED_SIGNIFICANT_DIGITS = 5;

/**
 * A figure the app computed (the calculator's sums of activity data times emission factors), rounded
 * to what its inputs support: 5 significant digits, the most the emission factors carry
 * (2516.21748887589 → 2516.2, 0.0000415123 → 0.000041512). `decimals` says that precision (1 and 9
 * there; negative for figures of 100,000 and more), so the report claims no more than its inputs.
 */
export function roundComputedFigure(value: number): { value: number; decimals: number } {
  if (value === 0 || !Number.isFinite(value)) return { value: 0, decimals: 0 };
  const decimals = COMPUTED_SIGNIFICANT_DIGITS - 1 - Math.floor(Math.log10(Math.abs(value)));
  return { value: Number(value.toPrecision(COMPUTED_SIGNIFICANT_DIGITS)), decimals };
}

/**
 * The text content of a fact for an answer, and for numbers its unit and decimals. A computed figure
 * (`isComputed`) is rounded first (`roundComputedFigure`); a typed one keeps the digits it was given.
 */
export function toFactContent(
  datapoint: EsgDatapoint,
  answer: DatapointValue,
  isComputed = false,
): { text: string; unit?: string; decimals?: string } {
  switch (answer.kind) {
    case 'number': {
      if (isComputed) {
        const rounded = roundComputedFigure(answer.value);
        const fixed = rounded.value.toFixed(Math.max(0, Math.min(20, rounded.decimals)));
        const text = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
        return { text, unit: answer.unit, decimals: String(rounded.decimals) };
      }
      const value = withoutFloatNoise(answer.value);
      return { text: toDecimalText(value), unit: answer.unit, decimals: decimalsOf(value) };
    }
    case 'percentage': {
      // The taxonomy's percentItemType is a ratio: 40 % is written 0.4.
      const ratio = withoutFloatNoise(answer.value / 100);
      return { text: toDecimalText(ratio), unit: 'xbrli:pure', decimals: decimalsOf(ratio) };
    }
    case 'yesNo':
      return { text: answer.value ? 'true' : 'false' };
    case 'choice':
      return { text: answer.value.map((id) => expandMemberName(toMemberName(datapoint, id))).join(' ') };
    case 'date':
    case 'text':
      return { text: answer.value };
  }
}
