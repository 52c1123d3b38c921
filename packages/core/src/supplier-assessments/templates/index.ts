import type { SurveyAnswers } from '../../contracts/forms.ts';
import { listQuestions, type QuestionSet } from '../../surveys/question-set.ts';
import type { CappedQuestion } from '../send-check.ts';
import { CLIMATE_BASICS_TEMPLATE } from './climate-basics.ts';
import { REPORTED_EMISSION_QUESTIONS, type SupplierTemplate } from './template-types.ts';
import { VSME_VALUE_CHAIN_TEMPLATE } from './vsme-value-chain.ts';

export * from './climate-basics.ts';
export * from './template-types.ts';
export * from './vsme-value-chain.ts';

/** The templates that ship, by id: climate basics and the VSME-based questionnaire. */
export const SHIPPED_SUPPLIER_TEMPLATES: readonly SupplierTemplate[] = [
  CLIMATE_BASICS_TEMPLATE,
  VSME_VALUE_CHAIN_TEMPLATE,
];

/** The questions of a set as the send check reads them, with the datapoints each asks for. */
export function listCappedQuestions(
  questionSet: QuestionSet,
  datapoints: Readonly<Record<string, readonly string[]>>,
): CappedQuestion[] {
  return listQuestions(questionSet).map((question) => ({
    id: question.id,
    isRequired: question.isRequired,
    datapoints: datapoints[question.id] ?? [],
  }));
}

/**
 * The emissions a supplier reported in its answers, for `buildSupplierSpendFactor`: Scope 1, Scope 2 and
 * revenue answered (Scope 3 when answered, not declined); otherwise null, and nothing becomes a factor.
 */
export function readReportedEmissions(
  answers: SurveyAnswers,
): { scope1Tonnes: number; scope2Tonnes: number; scope3Tonnes: number | null; revenue: number } | null {
  const numberOf = (id: string) => {
    const answer = answers[id];
    return answer?.type === 'number' ? answer.value : undefined;
  };
  const scope1Tonnes = numberOf(REPORTED_EMISSION_QUESTIONS.scope1Tonnes);
  const scope2Tonnes = numberOf(REPORTED_EMISSION_QUESTIONS.scope2Tonnes);
  const revenue = numberOf(REPORTED_EMISSION_QUESTIONS.revenue);
  if (scope1Tonnes === undefined || scope2Tonnes === undefined || revenue === undefined || revenue <= 0)
    return null;
  return {
    scope1Tonnes,
    scope2Tonnes,
    scope3Tonnes: numberOf(REPORTED_EMISSION_QUESTIONS.scope3Tonnes) ?? null,
    revenue,
  };
}
