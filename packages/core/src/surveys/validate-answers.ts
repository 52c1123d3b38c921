import type { SurveyAnswer, SurveyAnswers } from '../contracts/forms.ts';
import type { ValidationMessageKey } from '../validation/message-keys.ts';
import { listQuestions, type Question, type QuestionSet } from './question-set.ts';
import { isQuestionShown } from './visibility.ts';

/** `draft`: what is there must fit, missing answers are fine; `submit`: every shown required one is there. */
export type AnswerValidationMode = 'draft' | 'submit';

/** One message key per question id with a problem; empty when the answers may be stored. */
export type AnswerIssues = Record<string, ValidationMessageKey>;

const SHARE_TOLERANCE = 0.001;

/**
 * Checks answers against their question set, the same in the browser and on the server. Answers to
 * hidden questions are not checked (they are pruned before storing, see `pruneAnswers`).
 */
export function validateAnswers(
  set: QuestionSet,
  answers: SurveyAnswers,
  options: { mode: AnswerValidationMode },
): AnswerIssues {
  const issues: AnswerIssues = {};
  const questions = listQuestions(set);
  const known = new Set(questions.map((question) => question.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) issues[id] = 'validation.survey.unknownQuestion';
  for (const question of questions) {
    if (!isQuestionShown(question, answers)) continue;
    const answer = answers[question.id];
    const issue = answer
      ? checkAnswer(question, answer)
      : options.mode === 'submit' && question.isRequired
        ? 'validation.required'
        : undefined;
    if (issue) issues[question.id] = issue;
  }
  for (const limit of set.sumLimits ?? []) {
    const last = limit.questionIds.at(-1);
    if (!last || limit.questionIds.some((id) => issues[id])) continue;
    const total = limit.questionIds.reduce((sum, id) => sum + (readNumber(answers[id]) ?? 0), 0);
    if (total > limit.max + SHARE_TOLERANCE) issues[last] = 'validation.survey.sumTooLarge';
  }
  return issues;
}

/** Whether the answers may be submitted as they are. */
export function isSubmittable(set: QuestionSet, answers: SurveyAnswers): boolean {
  return Object.keys(validateAnswers(set, answers, { mode: 'submit' })).length === 0;
}

/** The number an answer gives (number or days), or undefined. */
export function readNumber(answer: SurveyAnswer | undefined): number | undefined {
  if (answer?.type === 'number') return answer.value;
  if (answer?.type === 'days-per-week') return answer.days;
  return undefined;
}

function checkAnswer(question: Question, answer: SurveyAnswer): ValidationMessageKey | undefined {
  if (answer.type === 'declined')
    return question.isDeclinable ? undefined : 'validation.survey.notDeclinable';
  if (answer.type !== question.type) return 'validation.invalid';
  switch (question.type) {
    case 'choice':
      return answer.type === 'choice' && !question.options.some((option) => option.id === answer.choice)
        ? 'validation.survey.option'
        : undefined;
    case 'multi-choice':
      return answer.type === 'multi-choice' ? checkChoices(question, answer.choices) : undefined;
    case 'number':
      return answer.type === 'number' ? checkNumber(question, answer.value) : undefined;
    case 'days-per-week':
      return answer.type === 'days-per-week'
        ? checkDays(question.allowsHalfDays ?? false, answer.days)
        : undefined;
    case 'text':
      return answer.type === 'text' && answer.text.length > (question.maxLength ?? Number.POSITIVE_INFINITY)
        ? 'validation.tooLong'
        : answer.type === 'text' && question.isRequired && answer.text.trim() === ''
          ? 'validation.required'
          : undefined;
    case 'yes-no':
    case 'file':
      return undefined;
  }
}

function checkChoices(
  question: Extract<Question, { type: 'multi-choice' }>,
  choices: readonly { id: string; share?: number | undefined }[],
): ValidationMessageKey | undefined {
  const ids = choices.map((choice) => choice.id);
  if (
    ids.some((id) => !question.options.some((option) => option.id === id)) ||
    new Set(ids).size !== ids.length
  )
    return 'validation.survey.option';
  if (choices.length === 0) return question.isRequired ? 'validation.required' : undefined;
  if (
    choices.length < (question.minChoices ?? 1) ||
    choices.length > (question.maxChoices ?? Number.POSITIVE_INFINITY)
  )
    return 'validation.survey.choiceCount';
  if (question.hasShares) {
    if (choices.some((choice) => choice.share === undefined || choice.share <= 0 || choice.share > 100))
      return 'validation.survey.shares';
    const total = choices.reduce((sum, choice) => sum + (choice.share ?? 0), 0);
    if (Math.abs(total - 100) > SHARE_TOLERANCE) return 'validation.survey.shares';
  } else if (choices.some((choice) => choice.share !== undefined)) return 'validation.invalid';
  return undefined;
}

function checkNumber(
  question: Extract<Question, { type: 'number' }>,
  value: number,
): ValidationMessageKey | undefined {
  if (question.isInteger && !Number.isInteger(value)) return 'validation.survey.integer';
  if (question.min !== undefined && value < question.min) return 'validation.survey.belowMin';
  if (question.max !== undefined && value > question.max) return 'validation.survey.aboveMax';
  return undefined;
}

function checkDays(allowsHalfDays: boolean, days: number): ValidationMessageKey | undefined {
  if (days < 0) return 'validation.survey.belowMin';
  if (days > 7) return 'validation.survey.aboveMax';
  if (allowsHalfDays ? !Number.isInteger(days * 2) : !Number.isInteger(days))
    return allowsHalfDays ? 'validation.survey.halfDays' : 'validation.survey.integer';
  return undefined;
}
