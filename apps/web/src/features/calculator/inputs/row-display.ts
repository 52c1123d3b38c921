import {
  describeFactorCredit,
  describeFactorNote,
  type FactorUsed,
  type Result,
  roundAmount,
} from '@carbon-ledger/core';
import type { TFunction } from 'i18next';
import type { Lang } from '../api/calculator-api.ts';

/** The kg of a saved row: market-based total, and the location-based one when it differs (Scope 2). */
export function getRowEmission(result: Pick<Result, 'figures'>): {
  total: number;
  locationBasedTotal?: number;
} {
  const { total, locationBasedTotal } = result.figures;
  return roundAmount(total) === roundAmount(locationBasedTotal) ? { total } : { total, locationBasedTotal };
}

export type FactorLine = {
  /** Unique within the list, for React keys. */
  id: string;
  part: FactorUsed['part'];
  source: string;
  edition: string;
  value: string;
  unit: string;
  /** The main factor a proxy stands in for (a source publishing no upstream factor). */
  proxyFor?: string;
  /** The credit the source's licence requires (FIGARO), saying "converted" where it was. */
  credit?: string;
};

const PART_ORDER: FactorUsed['part'][] = ['direct', 'directLocationBased', 'indirect', 'biogenic'];

/** 'kgCO2e/kWh' → 'kg CO2e/kWh', 'kgCO2e' → 'kg CO2e'. */
export function formatFactorUnit(unit: string): string {
  return unit.replace(/^kgCO2e/, 'kg CO2e');
}

/**
 * The factors a row was computed with, one line per part (direct first): source, edition, the value as
 * stored (up to 6 significant digits, the locale's decimal sign) and its unit. Upstream parts made of
 * several factors stay separate lines in the order stored.
 */
export function describeFactorsUsed(factors: readonly FactorUsed[], lang: Lang): FactorLine[] {
  const formatter = new Intl.NumberFormat(lang, { maximumSignificantDigits: 6 });
  return [...factors]
    .sort((a, b) => PART_ORDER.indexOf(a.part) - PART_ORDER.indexOf(b.part))
    .map((factor, index) => ({
      id: `${factor.part}:${factor.factorId ?? factor.source}:${index}`,
      part: factor.part,
      source: factor.source,
      edition: factor.edition ?? '',
      value: formatter.format(factor.value),
      unit: formatFactorUnit(factor.valueUnit),
      ...(factor.proxyFor ? { proxyFor: factor.proxyFor } : {}),
      ...withCredit(describeFactorCredit(factor, lang)),
    }));
}

const withCredit = (credit: string | undefined) => (credit ? { credit } : {});

/**
 * What the row's factors say beside their values (another year's data, losses or margins left out, a
 * converted factor), in
 * the page's language, each sentence once however many factors carry it.
 */
export function describeFactorNotes(factors: readonly FactorUsed[], lang: Lang): string[] {
  return [
    ...new Set(factors.flatMap((factor) => factor.notes ?? []).map((note) => describeFactorNote(note, lang))),
  ];
}

const KNOWN_ISSUES = [
  'missingAmount',
  'missingFactor',
  'noFigaroFactor',
  'noFactorForRegion',
  'missingRegion',
  'missingSpendYear',
  'unitMismatch',
  'noExchangeRate',
  'unknownOption',
] as const;

/** A calculation issue code in words; an unknown code is named in a general sentence. */
export function describeCalculationIssue(t: TFunction, issue: string | null | undefined): string | undefined {
  if (!issue) return undefined;
  const code = KNOWN_ISSUES.find(
    (known) => known.toLowerCase() === issue.replace(/[-_\s]/g, '').toLowerCase(),
  );
  return code ? t(`calculatorInputs.row.issue.${code}`) : t('calculatorInputs.row.issue.other', { issue });
}
