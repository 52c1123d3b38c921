import type { SurveyAnswers } from '../contracts/forms.ts';
import { listQuestions, type QuestionSet } from './question-set.ts';
import { readNumber } from './validate-answers.ts';

/** What many respondents answered to one question, without any one respondent's answers. */
export type QuestionAggregate = {
  questionId: string;
  answered: number;
  declined: number;
  /** Choice and multi-choice: respondents per option; yes-no: `yes` and `no`. */
  counts: Record<string, number>;
  /** Number and days: the count, sum, smallest and largest value. */
  numbers?: { count: number; sum: number; min: number; max: number };
};

/**
 * Counts per option and sums per number over many respondents' answers. The caller decides whether a
 * group is large enough to be shown (the commute survey hides groups under five answers).
 */
export function aggregateAnswers(set: QuestionSet, responses: readonly SurveyAnswers[]): QuestionAggregate[] {
  return listQuestions(set).map((question) => {
    const aggregate: QuestionAggregate = { questionId: question.id, answered: 0, declined: 0, counts: {} };
    const bump = (key: string) => {
      aggregate.counts[key] = (aggregate.counts[key] ?? 0) + 1;
    };
    for (const answers of responses) {
      const answer = answers[question.id];
      if (!answer) continue;
      if (answer.type === 'declined') {
        aggregate.declined += 1;
        continue;
      }
      aggregate.answered += 1;
      if (answer.type === 'choice') bump(answer.choice);
      else if (answer.type === 'multi-choice') for (const choice of answer.choices) bump(choice.id);
      else if (answer.type === 'yes-no') bump(answer.isYes ? 'yes' : 'no');
      const value = readNumber(answer);
      if (value !== undefined) {
        const numbers = aggregate.numbers;
        aggregate.numbers = numbers
          ? {
              count: numbers.count + 1,
              sum: numbers.sum + value,
              min: Math.min(numbers.min, value),
              max: Math.max(numbers.max, value),
            }
          : { count: 1, sum: value, min: value, max: value };
      }
    }
    return aggregate;
  });
}
