import { describe, expect, it } from 'vitest';
import { EMPTY_IRO_SCORES, type IroScores, type IroType } from './iro-types.ts';
import { financialScore, impactScore, impactSeverity, isIroScored } from './scoring.ts';

const scores = (partial: Partial<IroScores>): IroScores => ({ ...EMPTY_IRO_SCORES, ...partial });

describe('impact materiality (gross, 1–5)', () => {
  it.each<{
    name: string;
    type: IroType;
    humanRights?: boolean;
    given: Partial<IroScores>;
    severity: number | null;
    score: number | null;
  }>([
    {
      name: 'actual negative: mean of scale, scope, irremediability',
      type: 'actual-negative-impact',
      given: { scale: 4, scope: 3, irremediability: 5 },
      severity: 4,
      score: 4,
    },
    {
      name: 'actual positive: irremediability does not count',
      type: 'actual-positive-impact',
      given: { scale: 4, scope: 2, irremediability: 5 },
      severity: 3,
      score: 3,
    },
    {
      name: 'potential negative: √(severity × likelihood)',
      type: 'potential-negative-impact',
      given: { scale: 4, scope: 4, irremediability: 4, likelihood: 1 },
      severity: 4,
      score: 2,
    },
    {
      name: 'potential positive with likelihood',
      type: 'potential-positive-impact',
      given: { scale: 5, scope: 5, likelihood: 5 },
      severity: 5,
      score: 5,
    },
    {
      name: 'human rights: severity takes precedence over a low likelihood',
      type: 'potential-negative-impact',
      humanRights: true,
      given: { scale: 4, scope: 4, irremediability: 4, likelihood: 1 },
      severity: 4,
      score: 4,
    },
    {
      name: 'human rights: a high likelihood still raises the score',
      type: 'potential-negative-impact',
      humanRights: true,
      given: { scale: 2, scope: 2, irremediability: 2, likelihood: 5 },
      severity: 2,
      score: 3.16,
    },
    {
      name: 'human rights does not change a positive impact',
      type: 'potential-positive-impact',
      humanRights: true,
      given: { scale: 4, scope: 4, likelihood: 1 },
      severity: 4,
      score: 2,
    },
    {
      name: 'unscored irremediability of a negative impact',
      type: 'actual-negative-impact',
      given: { scale: 4, scope: 3 },
      severity: null,
      score: null,
    },
    {
      name: 'potential impact without likelihood',
      type: 'potential-negative-impact',
      given: { scale: 3, scope: 3, irremediability: 3 },
      severity: 3,
      score: null,
    },
    {
      name: 'a risk has no impact score',
      type: 'risk',
      given: { scale: 5, scope: 5, irremediability: 5 },
      severity: 5,
      score: null,
    },
  ])('$name', ({ type, humanRights = false, given, severity, score }) => {
    const input = { type, humanRights, scores: scores(given) };
    if (type !== 'risk') expect(impactSeverity(input)).toBe(severity);
    expect(impactScore(input)).toBe(score);
  });
});

describe('financial materiality per time horizon', () => {
  it.each<{ name: string; type: IroType; financial: IroScores['financial']; score: number | null }>([
    {
      name: 'one horizon: √(magnitude × likelihood)',
      type: 'risk',
      financial: { short: { magnitude: 4, likelihood: 1 } },
      score: 2,
    },
    {
      name: 'the highest horizon counts',
      type: 'opportunity',
      financial: { short: { magnitude: 2, likelihood: 2 }, long: { magnitude: 5, likelihood: 4 } },
      score: 4.47,
    },
    {
      name: 'a horizon missing a score is left out',
      type: 'risk',
      financial: { short: { magnitude: 5, likelihood: null }, medium: { magnitude: 3, likelihood: 3 } },
      score: 3,
    },
    {
      name: 'no horizon scored',
      type: 'risk',
      financial: { short: { magnitude: null, likelihood: 4 } },
      score: null,
    },
    {
      name: 'an impact has no financial score',
      type: 'actual-negative-impact',
      financial: { short: { magnitude: 5, likelihood: 5 } },
      score: null,
    },
  ])('$name', ({ type, financial, score }) => {
    expect(financialScore({ type, humanRights: false, scores: scores({ financial }) })).toBe(score);
  });

  it('tells whether an IRO has every score its type needs', () => {
    expect(isIroScored({ type: 'risk', humanRights: false, scores: scores({ scale: 5, scope: 5 }) })).toBe(
      false,
    );
    expect(
      isIroScored({
        type: 'risk',
        humanRights: false,
        scores: scores({ financial: { long: { magnitude: 1, likelihood: 1 } } }),
      }),
    ).toBe(true);
  });
});
