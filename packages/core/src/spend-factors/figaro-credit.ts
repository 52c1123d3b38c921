import type { FactorUsed } from '../contracts/calculator.ts';

/** The release of the FIGARO factors the library ships (Ecodex, CITATION.cff). */
export const FIGARO_RELEASE = '2026.5';

/** The credit Ecodex requires wherever the factors are used, verbatim (DATA_LICENSE.md). */
export const FIGARO_CREDIT = `FIGARO monetary emission factors, Ecodex (https://getecodex.com), version ${FIGARO_RELEASE}, DOI 10.5281/zenodo.23157020, licence CC BY-SA 4.0. Computed from Eurostat data.`;

const CONVERTED = {
  en: 'Converted: a supply factor at basic prices restated at purchaser prices (rebasing ratio and margin term); not a factor published by Ecodex, and Ecodex does not endorse this use.',
  de: 'Umgerechnet: ein Angebotsfaktor zu Herstellungspreisen, in Anschaffungspreise umgerechnet (Umrechnungsverhältnis und Spannenterm); kein von Ecodex veröffentlichter Faktor, und Ecodex befürwortet diese Verwendung nicht.',
} as const;

/** The sentence said next to the credit where a FIGARO factor was converted, in English or German. */
export function describeConversionNotice(lang: string): string {
  return CONVERTED[lang === 'de' ? 'de' : 'en'];
}

/** Tells whether a cited factor was converted from a FIGARO factor rather than used as published. */
export function isConvertedFactor(used: Pick<FactorUsed, 'notes'>): boolean {
  return (used.notes ?? []).some((note) => note.code === 'convertedToPurchaserPrices');
}

/**
 * The credit a cited factor's source requires next to it, with "converted" said where it was
 * converted; undefined for sources whose licence asks for no credit beyond source and edition.
 */
export function describeFactorCredit(
  used: Pick<FactorUsed, 'source' | 'notes'>,
  lang: string,
): string | undefined {
  if (used.source !== 'FIGARO') return undefined;
  if (!isConvertedFactor(used)) return FIGARO_CREDIT;
  return `${FIGARO_CREDIT} ${describeConversionNotice(lang)}`;
}
