import { describe, expect, it } from 'vitest';
import { rankBySupplierScore, summarizeQuestionnaire } from './questionnaire-results.ts';
import { CLIMATE_BASICS_TEMPLATE } from './templates/climate-basics.ts';

const set = CLIMATE_BASICS_TEMPLATE.questionSet;

describe('questionnaire results', () => {
  it('counts answered and declined questions of those shown, and scores by the engine', () => {
    expect(summarizeQuestionnaire(set, null)).toEqual({ completion: 0, score: 0, maxScore: 17 });
    const answers = {
      'scope1-tonnes': { type: 'number' as const, value: 1 },
      'scope2-tonnes': { type: 'number' as const, value: 2 },
      'has-target': { type: 'yes-no' as const, isYes: true },
      certifications: { type: 'declined' as const },
    };
    // 4 of 10 questions; the declined one leaves the maximum (17 − 2).
    expect(summarizeQuestionnaire(set, answers)).toEqual({ completion: 0.4, score: 7, maxScore: 15 });
  });

  it('ranks by the share of the maximum, then completion, then name', () => {
    const row = (name: string, score: number, maxScore: number, completion = 1) => ({
      supplier: { name },
      score,
      maxScore,
      completion,
    });
    const ranked = rankBySupplierScore([
      row('Bolt', 5, 10),
      row('Acme', 9, 10),
      row('Nothing', 0, 0),
      row('Cog', 5, 10, 0.5),
      row('Axle', 5, 10),
    ]);
    expect(ranked.map((result) => result.supplier.name)).toEqual(['Acme', 'Axle', 'Bolt', 'Cog', 'Nothing']);
  });
});
