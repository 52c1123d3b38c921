import { ESRS_STANDARDS, type EsrsStandard } from '../esg/esrs/esrs-catalogue.ts';
import type { IroType } from './iro-types.ts';
import type { MaterialityLabels } from './matter-types.ts';
import { type IroScoreInput, scoreIro } from './scoring.ts';

/** One threshold per axis, set per assessment, on the 1–5 scale. */
export type MaterialityThresholds = { impact: number; financial: number };
export const DEFAULT_MATERIALITY_THRESHOLDS: MaterialityThresholds = { impact: 3, financial: 3 };
export const MIN_MATERIALITY_THRESHOLD = 1;
export const MAX_MATERIALITY_THRESHOLD = 5;

/** An IRO as the decision reads it: only accepted IROs count (a proposal needs a person first). */
export type DecisionIro = IroScoreInput & { id: string; matterId: string; type: IroType };

export type MatterDecision = {
  matterId: string;
  /** The highest score of the matter's IROs on each axis (null: none scored). */
  impact: number | null;
  financial: number | null;
  isMaterial: boolean;
  /** The IROs that meet a threshold. */
  decidingIroIds: string[];
  reason: MaterialityLabels;
};

export type StandardDecision = {
  standard: EsrsStandard;
  isMaterial: boolean;
  materialMatterIds: string[];
  /** Why: the material matters, or for a topic found not material the assessor's explanation. */
  reason: MaterialityLabels;
};

const maxOf = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : Math.max(...known);
};

const number = (value: number, language: 'en' | 'de') =>
  language === 'de' ? String(value).replace('.', ',') : String(value);

function matterReason(
  impact: number | null,
  financial: number | null,
  thresholds: MaterialityThresholds,
  iroCount: number,
): MaterialityLabels {
  if (iroCount === 0)
    return {
      en: 'No impact, risk or opportunity was identified.',
      de: 'Es wurden keine Auswirkungen, Risiken oder Chancen festgestellt.',
    };
  const parts = (language: 'en' | 'de') => {
    const n = (value: number | null) => (value === null ? '–' : number(value, language));
    return language === 'en'
      ? `impact ${n(impact)} (threshold ${n(thresholds.impact)}), financial ${n(financial)} (threshold ${n(thresholds.financial)})`
      : `Auswirkung ${n(impact)} (Schwelle ${n(thresholds.impact)}), finanziell ${n(financial)} (Schwelle ${n(thresholds.financial)})`;
  };
  const meetsImpact = impact !== null && impact >= thresholds.impact;
  const meetsFinancial = financial !== null && financial >= thresholds.financial;
  if (meetsImpact && meetsFinancial)
    return {
      en: `Material from both perspectives: ${parts('en')}.`,
      de: `Wesentlich aus beiden Perspektiven: ${parts('de')}.`,
    };
  if (meetsImpact)
    return {
      en: `Material by its impact: ${parts('en')}.`,
      de: `Wesentlich durch ihre Auswirkung: ${parts('de')}.`,
    };
  if (meetsFinancial)
    return {
      en: `Material by its financial effect: ${parts('en')}.`,
      de: `Wesentlich durch ihre finanzielle Auswirkung: ${parts('de')}.`,
    };
  return {
    en: `Not material: no IRO meets a threshold, ${parts('en')}.`,
    de: `Nicht wesentlich: keine Auswirkung, kein Risiko und keine Chance erreicht eine Schwelle, ${parts('de')}.`,
  };
}

/**
 * Decides each matter: material when any of its IROs meets either threshold (ESRS 1 3.3: impact or
 * financial materiality, or both). Matters are given in the order to answer them in.
 */
export function decideMatters(
  matterIds: readonly string[],
  iros: readonly DecisionIro[],
  thresholds: MaterialityThresholds,
): MatterDecision[] {
  return matterIds.map((matterId) => {
    const own = iros.filter((iro) => iro.matterId === matterId);
    const scored = own.map((iro) => ({ id: iro.id, ...scoreIro(iro) }));
    const impact = maxOf(scored.map((score) => score.impact));
    const financial = maxOf(scored.map((score) => score.financial));
    const decidingIroIds = scored
      .filter(
        (score) =>
          (score.impact !== null && score.impact >= thresholds.impact) ||
          (score.financial !== null && score.financial >= thresholds.financial),
      )
      .map((score) => score.id);
    return {
      matterId,
      impact,
      financial,
      isMaterial: decidingIroIds.length > 0,
      decidingIroIds,
      reason: matterReason(impact, financial, thresholds, own.length),
    };
  });
}

/**
 * Decides each topical standard from its matters' decisions: material when one of its matters is. A
 * standard found not material carries the assessor's explanation (ESRS 1 AR 16 asks for one, and for
 * climate change a detailed one); without it the reason says that none of its matters is material.
 */
export function decideStandards(
  decisions: readonly MatterDecision[],
  standardOf: (matterId: string) => EsrsStandard | null,
  explanations: Partial<Record<EsrsStandard, string>>,
  matterName: (matterId: string, language: 'en' | 'de') => string,
): StandardDecision[] {
  return ESRS_STANDARDS.map((standard) => {
    const own = decisions.filter((decision) => standardOf(decision.matterId) === standard);
    const material = own.filter((decision) => decision.isMaterial);
    if (material.length > 0) {
      const names = (language: 'en' | 'de') =>
        material.map((decision) => matterName(decision.matterId, language)).join('; ');
      return {
        standard,
        isMaterial: true,
        materialMatterIds: material.map((decision) => decision.matterId),
        reason: { en: `Material matters: ${names('en')}.`, de: `Wesentliche Themen: ${names('de')}.` },
      };
    }
    const explanation = explanations[standard]?.trim() ?? '';
    const fallback = {
      en:
        own.length === 0
          ? 'No matter of this topic was assessed as material.'
          : 'None of its assessed matters meets a threshold.',
      de:
        own.length === 0
          ? 'Kein Thema dieses Standards wurde als wesentlich bewertet.'
          : 'Keines der bewerteten Themen erreicht eine Schwelle.',
    };
    return {
      standard,
      isMaterial: false,
      materialMatterIds: [],
      reason: explanation === '' ? fallback : { en: explanation, de: explanation },
    };
  });
}
