import type { SurveyAnswers } from '../contracts/forms.ts';
import { listQuestions, type Question, type QuestionSet } from './question-set.ts';

/** Whether the question is shown, given the answers so far (`showIf` on an earlier choice). */
export function isQuestionShown(question: Question, answers: SurveyAnswers): boolean {
  if (!question.showIf) return true;
  const answer = answers[question.showIf.questionId];
  const { anyOf } = question.showIf;
  if (answer?.type === 'choice') return anyOf.includes(answer.choice);
  if (answer?.type === 'multi-choice') return answer.choices.some((choice) => anyOf.includes(choice.id));
  return false;
}

/** The questions shown for these answers, in order. */
export function listShownQuestions(set: QuestionSet, answers: SurveyAnswers): Question[] {
  return listQuestions(set).filter((question) => isQuestionShown(question, answers));
}

/**
 * The answers without those to hidden or unknown questions: a respondent who changes the main mode from
 * car sharing to bus leaves an answer to "how many share the car" that no longer applies. What is stored
 * is what the respondent saw.
 */
export function pruneAnswers(set: QuestionSet, answers: SurveyAnswers): SurveyAnswers {
  const pruned: SurveyAnswers = {};
  for (const question of listShownQuestions(set, answers)) {
    const answer = answers[question.id];
    if (answer) pruned[question.id] = answer;
  }
  return pruned;
}

/** The answers with each number question's default filled in where nothing was answered yet. */
export function applyDefaultAnswers(set: QuestionSet, answers: SurveyAnswers): SurveyAnswers {
  const filled: SurveyAnswers = { ...answers };
  for (const question of listQuestions(set))
    if (question.type === 'number' && question.defaultValue !== undefined && !filled[question.id])
      filled[question.id] = { type: 'number', value: question.defaultValue };
  return filled;
}
