import { describe, expect, it } from 'vitest';
import { VSME_DATAPOINTS } from '../../esg/datapoints/vsme-datapoints.generated.ts';
import { listQuestions, usableQuestionSetSchema } from '../../surveys/question-set.ts';
import { scoreAnswers } from '../../surveys/score-answers.ts';
import { validateAnswers } from '../../surveys/validate-answers.ts';
import { checkValueChainRequest } from '../send-check.ts';
import { VSME_BASIC_INTERIM_CAP } from '../value-chain-cap.ts';
import {
  BEYOND_CAP_HELP,
  CLIMATE_BASICS_TEMPLATE,
  listCappedQuestions,
  readReportedEmissions,
  SHIPPED_SUPPLIER_TEMPLATES,
  VSME_VALUE_CHAIN_TEMPLATE,
} from './index.ts';

const VSME_CODES = new Set(VSME_DATAPOINTS.map((datapoint) => datapoint.code));

describe('the shipped supplier questionnaire templates', () => {
  it.each(SHIPPED_SUPPLIER_TEMPLATES)(
    '$id is a usable engine question set naming VSME datapoints only',
    (template) => {
      expect(usableQuestionSetSchema.safeParse(template.questionSet).success).toBe(true);
      const ids = listQuestions(template.questionSet).map((question) => question.id);
      for (const [id, codes] of Object.entries(template.datapoints)) {
        expect(ids, id).toContain(id);
        for (const code of codes) expect(VSME_CODES.has(code), code).toBe(true);
      }
    },
  );

  it.each(SHIPPED_SUPPLIER_TEMPLATES)('$id may go to a supplier with up to 1,000 employees', (template) => {
    const questions = listCappedQuestions(template.questionSet, template.datapoints);
    expect(checkValueChainRequest(questions, { employees: 40 })).toEqual({
      isAllowed: true,
      capVersion: VSME_BASIC_INTERIM_CAP.version,
    });
  });

  it('asks the VSME questions beyond the Basic Module as optional, declinable, and tells the supplier so', () => {
    const questions = listQuestions(VSME_VALUE_CHAIN_TEMPLATE.questionSet);
    const beyond = questions.filter((question) => question.isDeclinable);
    expect(beyond.map((question) => question.id)).toEqual([
      'transition-plan',
      'climate-hazards',
      'code-of-conduct',
    ]);
    for (const question of beyond) {
      expect(question.isRequired).toBe(false);
      expect(question.help).toEqual(BEYOND_CAP_HELP);
    }
    expect(BEYOND_CAP_HELP.en).toContain('You may decline it');
    expect(BEYOND_CAP_HELP.de).toContain('Du kannst die Antwort ablehnen');
  });

  it('refuses the VSME questionnaire to a small supplier once a question beyond the cap is made required', () => {
    const set = structuredClone(VSME_VALUE_CHAIN_TEMPLATE.questionSet);
    const plan = set.sections.flatMap((section) => section.questions).find((q) => q.id === 'transition-plan');
    if (plan) plan.isRequired = true;
    const questions = listCappedQuestions(set, VSME_VALUE_CHAIN_TEMPLATE.datapoints);
    const result = checkValueChainRequest(questions, { employees: 250 });
    expect(result.isAllowed).toBe(false);
    expect(result.isAllowed ? [] : result.beyondCap.map((question) => question.questionId)).toEqual([
      'transition-plan',
    ]);
    expect(checkValueChainRequest(questions, { employees: 5000 }).isAllowed).toBe(true);
  });

  it('scores answers and reads the reported emissions of a submitted climate basics questionnaire', () => {
    const answers = {
      'scope1-tonnes': { type: 'number' as const, value: 120 },
      'scope2-tonnes': { type: 'number' as const, value: 30 },
      'revenue-eur': { type: 'number' as const, value: 1_500_000 },
      'has-target': { type: 'yes-no' as const, isYes: true },
      'target-year': { type: 'number' as const, value: 2030 },
      'climate-policy': { type: 'yes-no' as const, isYes: false },
    };
    const set = CLIMATE_BASICS_TEMPLATE.questionSet;
    expect(validateAnswers(set, answers, { mode: 'submit' })).toEqual({});
    const score = scoreAnswers(set, answers);
    // scope 1 (2) + scope 2 (2) + target (3) + target year by 2035 (2) + no policy (0) = 9, of
    // 2 + 2 + 2 (scope 3) + 3 + 2 + 2 (certifications) + 1 (certificate) + 2 + 1 (public policy) = 17
    expect([score.score, score.maxScore]).toEqual([9, 17]);
    expect(readReportedEmissions(answers)).toEqual({
      scope1Tonnes: 120,
      scope2Tonnes: 30,
      scope3Tonnes: null,
      revenue: 1_500_000,
    });
    expect(readReportedEmissions({ 'scope1-tonnes': { type: 'number', value: 1 } })).toBeNull();
  });
});
