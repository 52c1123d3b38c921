import type { SurveyAnswer, SurveyAnswers } from '../contracts/forms.ts';
import type { Question, QuestionSet, ScoringRule } from './question-set.ts';
import { readNumber } from './validate-answers.ts';
import { isQuestionShown } from './visibility.ts';

export type SectionScore = { sectionId: string; score: number; maxScore: number };
export type AnswersScore = {
  score: number;
  maxScore: number;
  sections: SectionScore[];
  /** Points per scored question that was answered (not declined). */
  questions: Record<string, number>;
};

/**
 * Scores answers by the questions' scoring rules, per section and in total. Only shown, scored
 * questions count. A declined question counts neither in the score nor in the maximum (declining is the
 * respondent's right, not a failure); an unanswered one scores 0 of its maximum.
 */
export function scoreAnswers(set: QuestionSet, answers: SurveyAnswers): AnswersScore {
  const questions: Record<string, number> = {};
  const sections = set.sections.map((section) => {
    let score = 0;
    let maxScore = 0;
    for (const question of section.questions) {
      if (!question.scoring || !isQuestionShown(question, answers)) continue;
      const answer = answers[question.id];
      if (answer?.type === 'declined') continue;
      maxScore += findMaxPoints(question, question.scoring);
      const points = answer ? scoreAnswer(question, question.scoring, answer) : 0;
      if (answer) questions[question.id] = points;
      score += points;
    }
    return { sectionId: section.id, score, maxScore };
  });
  return {
    score: sections.reduce((sum, section) => sum + section.score, 0),
    maxScore: sections.reduce((sum, section) => sum + section.maxScore, 0),
    sections,
    questions,
  };
}

function scoreAnswer(question: Question, rule: ScoringRule, answer: SurveyAnswer): number {
  switch (rule.kind) {
    case 'options':
      if (answer.type === 'choice') return rule.points[answer.choice] ?? 0;
      if (answer.type === 'multi-choice') {
        const hasShares = question.type === 'multi-choice' && question.hasShares === true;
        return answer.choices.reduce(
          (sum, choice) => sum + (rule.points[choice.id] ?? 0) * (hasShares ? (choice.share ?? 0) / 100 : 1),
          0,
        );
      }
      return 0;
    case 'yes-no':
      return answer.type === 'yes-no' ? (answer.isYes ? rule.yes : rule.no) : 0;
    case 'bands': {
      const value = readNumber(answer);
      if (value === undefined) return 0;
      const band = rule.bands.find((candidate) => candidate.upTo === undefined || value <= candidate.upTo);
      return band?.points ?? 0;
    }
    case 'answered':
      return (answer.type === 'text' && answer.text.trim() !== '') || answer.type === 'file'
        ? rule.points
        : 0;
  }
}

function findMaxPoints(question: Question, rule: ScoringRule): number {
  switch (rule.kind) {
    case 'options': {
      const points = Object.values(rule.points);
      // Several choices without shares add up: the best is every option with points above zero.
      if (question.type === 'multi-choice' && !question.hasShares)
        return points.filter((value) => value > 0).reduce((sum, value) => sum + value, 0);
      return Math.max(0, ...points);
    }
    case 'yes-no':
      return Math.max(rule.yes, rule.no, 0);
    case 'bands':
      return Math.max(0, ...rule.bands.map((band) => band.points));
    case 'answered':
      return Math.max(rule.points, 0);
  }
}
