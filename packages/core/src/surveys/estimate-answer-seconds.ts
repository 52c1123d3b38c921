import type { QuestionType } from './question-set.ts';
import { listQuestions, type QuestionSet } from './question-set.ts';

/**
 * Seconds a respondent takes per question of each type, on a phone: a tap for a choice, typing a short
 * number, a few taps for shares. Rough figures that keep the default commute questionnaire honest about
 * the "under a minute" a web survey needs to reach most employees.
 */
export const SECONDS_PER_QUESTION: Record<QuestionType, number> = {
  choice: 5,
  'multi-choice': 8,
  number: 7,
  'days-per-week': 4,
  'yes-no': 3,
  text: 30,
  file: 40,
};
/** Several choices with shares: each share is typed too. */
export const EXTRA_SECONDS_FOR_SHARES = 12;
/** Reading the first page. */
export const SECONDS_TO_START = 5;

/**
 * The expected time to answer the set, in whole seconds: questions shown only for some answers count
 * half, since only some respondents see them.
 */
export function estimateAnswerSeconds(set: QuestionSet): number {
  const total = listQuestions(set).reduce((sum, question) => {
    const seconds =
      SECONDS_PER_QUESTION[question.type] +
      (question.type === 'multi-choice' && question.hasShares ? EXTRA_SECONDS_FOR_SHARES : 0);
    return sum + (question.showIf ? seconds / 2 : seconds);
  }, SECONDS_TO_START);
  return Math.ceil(total);
}
