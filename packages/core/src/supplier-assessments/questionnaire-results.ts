import type { SurveyAnswers } from '../contracts/forms.ts';
import { listQuestions, type QuestionSet } from '../surveys/question-set.ts';
import { scoreAnswers } from '../surveys/score-answers.ts';
import { isQuestionShown } from '../surveys/visibility.ts';

export type QuestionnaireResult = { completion: number; score: number; maxScore: number };

/**
 * A supplier's completion and score: the share of shown questions answered or declined (0 to 1), and
 * the engine's score. No answers yet: nothing complete, nothing scored of the whole maximum.
 */
export function summarizeQuestionnaire(set: QuestionSet, answers: SurveyAnswers | null): QuestionnaireResult {
  const given = answers ?? {};
  const shown = listQuestions(set).filter((question) => isQuestionShown(question, given));
  const answered = shown.filter((question) => given[question.id] !== undefined).length;
  const { score, maxScore } = scoreAnswers(set, given);
  return { completion: shown.length === 0 ? 0 : answered / shown.length, score, maxScore };
}

/**
 * The ranking of suppliers by score, highest share of the maximum first; equal shares by completion,
 * then by name. Questionnaires with nothing to score rank last.
 */
export function rankBySupplierScore<T extends QuestionnaireResult & { supplier: { name: string } }>(
  results: readonly T[],
): T[] {
  const share = (result: T) => (result.maxScore > 0 ? result.score / result.maxScore : -1);
  return [...results].sort(
    (a, b) =>
      share(b) - share(a) || b.completion - a.completion || a.supplier.name.localeCompare(b.supplier.name),
  );
}
