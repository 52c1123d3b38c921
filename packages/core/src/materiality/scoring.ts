import {
  type IroScores,
  type IroType,
  isFinancial,
  isNegativeImpact,
  isPotentialImpact,
  type Score,
  TIME_HORIZONS,
} from './iro-types.ts';
import type { MaterialityLabels } from './matter-types.ts';

/**
 * The version of the scoring formula below. An assessment stores it with its scores, so a later change
 * of the formula never changes what an approved assessment said. Change the version with the formula.
 */
export const MATERIALITY_FORMULA_VERSION = 'dma-score-1';

/** The formula in words, shown on screen and written into the exports with its version. */
export const MATERIALITY_FORMULA_TEXT: MaterialityLabels = {
  en:
    'Scores run from 1 (very low) to 5 (very high) and are gross, before mitigation. ' +
    'Severity is the mean of scale and scope, and for a negative impact of irremediability too. ' +
    'An actual impact scores its severity; a potential impact scores the geometric mean of severity and ' +
    'likelihood, √(severity × likelihood). For a potential negative impact on human rights severity ' +
    'takes precedence: the score is never below its severity. ' +
    'A risk or opportunity scores √(magnitude × likelihood) of its financial effect for each time ' +
    'horizon, and the highest of them counts. ' +
    'A matter is material when any of its IROs meets the impact threshold or the financial threshold.',
  de:
    'Bewertet wird von 1 (sehr gering) bis 5 (sehr hoch), brutto, also vor Gegenmaßnahmen. ' +
    'Der Schweregrad ist der Mittelwert aus Ausmaß und Umfang, bei negativen Auswirkungen auch aus der ' +
    'Unumkehrbarkeit. Eine tatsächliche Auswirkung zählt mit ihrem Schweregrad, eine potenzielle mit dem ' +
    'geometrischen Mittel aus Schweregrad und Wahrscheinlichkeit, √(Schweregrad × Wahrscheinlichkeit). ' +
    'Bei einer potenziellen negativen Auswirkung auf Menschenrechte hat der Schweregrad Vorrang: Der Wert ' +
    'liegt nie unter ihrem Schweregrad. ' +
    'Ein Risiko oder eine Chance zählt mit √(Ausmaß × Wahrscheinlichkeit) der finanziellen Auswirkung je ' +
    'Zeithorizont; der höchste Wert gilt. ' +
    'Ein Thema ist wesentlich, wenn eine seiner Auswirkungen, Risiken oder Chancen die Schwelle der ' +
    'Auswirkungen oder die finanzielle Schwelle erreicht.',
};

/** Two decimals: what is shown, stored and compared with the thresholds. */
const round = (value: number) => Math.round(value * 100) / 100;
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export type IroScoreInput = { type: IroType; humanRights: boolean; scores: IroScores };

/** Severity of an impact; `null` while a score it needs is unset. */
export function impactSeverity(input: IroScoreInput): number | null {
  const { scale, scope, irremediability } = input.scores;
  const parts: (Score | null)[] = isNegativeImpact(input.type)
    ? [scale, scope, irremediability]
    : [scale, scope];
  if (parts.some((part) => part === null)) return null;
  return round(mean(parts as number[]));
}

/** The impact materiality score of an impact IRO (null for a risk or opportunity, or while unscored). */
export function impactScore(input: IroScoreInput): number | null {
  if (isFinancial(input.type)) return null;
  const severity = impactSeverity(input);
  if (severity === null) return null;
  if (!isPotentialImpact(input.type)) return severity;
  const { likelihood } = input.scores;
  if (likelihood === null) return null;
  const weighted = round(Math.sqrt(severity * likelihood));
  const severityFirst = input.humanRights && isNegativeImpact(input.type);
  return severityFirst ? Math.max(severity, weighted) : weighted;
}

/**
 * The financial materiality score of a risk or opportunity: the highest over the time horizons scored
 * (null for an impact, or while no horizon has both scores).
 */
export function financialScore(input: IroScoreInput): number | null {
  if (!isFinancial(input.type)) return null;
  const perHorizon = TIME_HORIZONS.flatMap((horizon) => {
    const effect = input.scores.financial[horizon];
    if (!effect || effect.magnitude === null || effect.likelihood === null) return [];
    return [round(Math.sqrt(effect.magnitude * effect.likelihood))];
  });
  return perHorizon.length === 0 ? null : Math.max(...perHorizon);
}

/** Both scores of an IRO; an IRO counts on one axis only. */
export function scoreIro(input: IroScoreInput): { impact: number | null; financial: number | null } {
  return { impact: impactScore(input), financial: financialScore(input) };
}

/** Whether an IRO has every score its type needs. */
export const isIroScored = (input: IroScoreInput) => {
  const { impact, financial } = scoreIro(input);
  return isFinancial(input.type) ? financial !== null : impact !== null;
};
