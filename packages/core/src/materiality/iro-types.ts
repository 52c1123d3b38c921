/**
 * What an IRO is (ESRS 1 chapter 3): an impact of the company on people or the environment, actual or
 * potential, negative or positive; or a risk or an opportunity, a financial effect on the company.
 */
export const IRO_TYPES = [
  'actual-negative-impact',
  'potential-negative-impact',
  'actual-positive-impact',
  'potential-positive-impact',
  'risk',
  'opportunity',
] as const;
export type IroType = (typeof IRO_TYPES)[number];

export const VALUE_CHAIN_LOCATIONS = ['upstream', 'own-operations', 'downstream'] as const;
export type ValueChainLocation = (typeof VALUE_CHAIN_LOCATIONS)[number];

/** ESRS 1 6.4: short term is the reporting period, medium term up to five years, long term beyond. */
export const TIME_HORIZONS = ['short', 'medium', 'long'] as const;
export type TimeHorizon = (typeof TIME_HORIZONS)[number];

/** A score of the §3 score list: 1 very low, 2 low, 3 medium, 4 high, 5 very high. */
export const SCORE_VALUES = [1, 2, 3, 4, 5] as const;
export type Score = (typeof SCORE_VALUES)[number];

/** The assessor's scores of one IRO, gross (before mitigation). Unset scores are `null`. */
export type IroScores = {
  /** How grave the impact is. */
  scale: Score | null;
  /** How widespread it is. */
  scope: Score | null;
  /** How hard it is to put right (negative impacts only). */
  irremediability: Score | null;
  /** How likely a potential impact is to happen. */
  likelihood: Score | null;
  /** Risks and opportunities: magnitude and likelihood of the financial effect, per time horizon. */
  financial: Partial<Record<TimeHorizon, { magnitude: Score | null; likelihood: Score | null }>>;
};

export const EMPTY_IRO_SCORES: IroScores = {
  scale: null,
  scope: null,
  irremediability: null,
  likelihood: null,
  financial: {},
};

export const isImpact = (type: IroType) => type.endsWith('-impact');
export const isNegativeImpact = (type: IroType) => type.endsWith('negative-impact');
export const isPotentialImpact = (type: IroType) => type.startsWith('potential-');
export const isFinancial = (type: IroType) => type === 'risk' || type === 'opportunity';
