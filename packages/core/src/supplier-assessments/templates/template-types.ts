import type { Question, QuestionSet } from '../../surveys/question-set.ts';

type Text = { en: string; de: string };

/**
 * A supplier questionnaire template: a question set of the survey engine, with the VSME datapoints each
 * question asks for (what the send check reads) and the questions that carry the supplier's reported
 * emissions. Versions are kept: a sent questionnaire keeps the question set it was sent with.
 */
export type SupplierTemplate = {
  readonly id: string;
  readonly title: Text;
  readonly questionSet: QuestionSet;
  /** VSME taxonomy concepts per question id; a question without an entry asks for none. */
  readonly datapoints: Readonly<Record<string, readonly string[]>>;
};

/** The questions whose answers become the supplier's reported emissions (t CO2e, revenue in EUR). */
export const REPORTED_EMISSION_QUESTIONS = {
  scope1Tonnes: 'scope1-tonnes',
  scope2Tonnes: 'scope2-tonnes',
  scope3Tonnes: 'scope3-tonnes',
  revenue: 'revenue-eur',
} as const;

export const text = (en: string, de: string): Text => ({ en, de });

/** What a supplier is told on a question beyond the value-chain cap (see `fitToValueChainCap`). */
export const BEYOND_CAP_HELP = text(
  'Optional: this goes beyond what may be required of a company with up to 1,000 employees. You may decline it.',
  'Optional: Das geht über das hinaus, was von einem Unternehmen mit bis zu 1.000 Beschäftigten verlangt werden darf. Du kannst die Antwort ablehnen.',
);

/** A number question in tonnes of CO2e, scored for being answered at all (a figure was reported). */
export function tonnesQuestion(id: string, label: Text, isRequired: boolean, help?: Text): Question {
  return {
    id,
    type: 'number',
    unit: 't CO2e',
    min: 0,
    label,
    ...(help ? { help } : {}),
    isRequired,
    scoring: { kind: 'bands', bands: [{ points: 2 }] },
  };
}
