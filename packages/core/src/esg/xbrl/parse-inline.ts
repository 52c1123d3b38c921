import { type ParsedFact, type ParsedInstance, readXbrlDocument } from './xbrl-document.ts';

/** The Inline XBRL 1.1 namespace. */
export const IX_NAMESPACE = 'http://www.xbrl.org/2013/inlineXBRL';
/** The Transformation Registry 4 namespace (`ixt:num-dot-decimal`, `ixt:fixed-true`, …). */
export const IXT_NAMESPACE = 'http://www.xbrl.org/inlineXBRL/transformation/2020-02-12';

/** Moves the decimal point of a plain decimal number `shift` places to the right (scale). */
function shiftDecimal(digits: string, shift: number): string {
  const [whole = '', fraction = ''] = digits.split('.');
  let all = whole + fraction;
  let point = whole.length + shift;
  if (point < 0) {
    all = '0'.repeat(-point) + all;
    point = 0;
  }
  if (point > all.length) all += '0'.repeat(point - all.length);
  const integer = all.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const decimals = all.slice(point).replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}

/**
 * A displayed value under its transformation (Transformation Registry 4), or undefined when the
 * text does not fit the format. Without a format the text is the value.
 */
export function applyInlineTransform(format: { namespace: string; local: string } | undefined, text: string) {
  if (!format) return text;
  if (format.namespace !== IXT_NAMESPACE) return undefined;
  const trimmed = text.trim();
  switch (format.local) {
    case 'num-dot-decimal': {
      if (!/^\d{1,3}([, \u00a0]?\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(trimmed)) return undefined;
      return trimmed.replace(/[, \u00a0]/g, '');
    }
    case 'num-comma-decimal': {
      if (!/^\d{1,3}([. \u00a0]?\d{3})*(,\d+)?$|^\d+(,\d+)?$/.test(trimmed)) return undefined;
      return trimmed.replace(/[. \u00a0]/g, '').replace(',', '.');
    }
    case 'fixed-zero':
      return '0';
    case 'fixed-true':
      return 'true';
    case 'fixed-false':
      return 'false';
    case 'fixed-empty':
      return '';
    default:
      return undefined;
  }
}

/**
 * Reads the facts of an Inline XBRL 1.1 document with the core's XML tokenizer, as the XBRL instance
 * they stand for: the schema references of `ix:references`, the contexts and units of `ix:resources`,
 * and each `ix:nonFraction` and `ix:nonNumeric` (shown or in `ix:hidden`) with its value worked out
 * from the displayed text: the format's transformation, then `scale` and `sign` for numbers
 * (`ix:exclude` text left out). A displayed value that does not fit its format keeps its text, which
 * the validation then reports.
 */
export function parseInlineXbrl(xhtml: string): ParsedInstance {
  return readXbrlDocument(
    xhtml,
    (element): ParsedFact | undefined => {
      if (element.namespace !== IX_NAMESPACE) return undefined;
      if (element.local !== 'nonFraction' && element.local !== 'nonNumeric') return undefined;
      const { attributes } = element;
      const concept = element.expand(attributes.name ?? '');
      const format = attributes.format ? element.expand(attributes.format) : undefined;
      const transformed = applyInlineTransform(format, element.text);
      let text = transformed ?? element.text;
      if (element.local === 'nonFraction' && transformed !== undefined) {
        const value = transformed.trim();
        if (/^\d+(\.\d+)?$/.test(value)) {
          const scaled = shiftDecimal(value, Number(attributes.scale ?? '0') || 0);
          text = attributes.sign === '-' && !/^0(\.0*)?$/.test(scaled) ? `-${scaled}` : scaled;
        }
      }
      return {
        namespace: concept.namespace,
        localName: concept.local,
        contextRef: attributes.contextRef,
        unitRef: attributes.unitRef,
        decimals: attributes.decimals,
        text,
      };
    },
    (namespace, local) => namespace === IX_NAMESPACE && local === 'exclude',
  );
}
