/** Reference lists of reduction ideas (spec sections 3, 4 and 9), lowest to highest where ordered. */
export const IDEA_CATEGORIES = [
  'general',
  'facility',
  'mobility',
  'purchases-and-assets',
  'logistics',
  'customers',
] as const;
export type IdeaCategory = (typeof IDEA_CATEGORIES)[number];

export const INVESTMENT_LEVELS = [
  'very-high-invest',
  'high-invest',
  'medium-invest',
  'low-invest',
  'no-invest',
] as const;
export type InvestmentLevel = (typeof INVESTMENT_LEVELS)[number];

export const COST_LEVELS = ['high-costs', 'low-costs', 'neutral', 'low-savings', 'high-savings'] as const;
export type CostLevel = (typeof COST_LEVELS)[number];

export const EFFORT_LEVELS = [
  'not-feasible',
  'high-effort',
  'medium-effort',
  'low-effort',
  'no-effort',
] as const;
export type EffortLevel = (typeof EFFORT_LEVELS)[number];

export const IMPACT_LEVELS = [
  'negative',
  'neutral',
  'positive',
  'very-positive',
  'extremely-positive',
] as const;
export type ImpactLevel = (typeof IMPACT_LEVELS)[number];

/** Status of an idea in a plan; any status may follow any other (spec section 4). */
export const IDEA_STATUSES = ['idea', 'prioritized', 'in-progress', 'done'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

/** The scopes a target can cover. */
export const TARGET_SCOPES = ['1', '2', '3', 'total'] as const;
export type TargetScope = (typeof TARGET_SCOPES)[number];

/** The four levels of an idea, as a catalogue entry and a custom idea both carry them. */
export type IdeaLevels = {
  investment: InvestmentLevel;
  cost: CostLevel;
  effort: EffortLevel;
  impact: ImpactLevel;
};
