import { describe, expect, it } from 'vitest';
import { VSME_DATAPOINTS } from '../esg/datapoints/vsme-datapoints.generated.ts';
import {
  type CappedQuestion,
  checkValueChainRequest,
  fitToValueChainCap,
  isWithinValueChainCap,
} from './send-check.ts';
import {
  CURRENT_VALUE_CHAIN_CAP,
  findValueChainCap,
  VALUE_CHAIN_CAPS,
  VSME_BASIC_INTERIM_CAP,
} from './value-chain-cap.ts';

const SCOPE_1 = 'vsme:GrossScope1GreenhouseGasEmissions';
const TRANSITION_PLAN =
  'vsme:DescriptionOfATransitionPlanForClimateChangeMitigationIncludingAnExplanationOfHowItIsContributingToReduceGhgEmissions';

describe('the value-chain cap', () => {
  it('is, until the official list ships, exactly the VSME Basic Module datapoints, and says so', () => {
    const basic = VSME_DATAPOINTS.filter((datapoint) => datapoint.module !== 'comprehensive')
      .map((datapoint) => datapoint.code)
      .sort();
    expect([...VSME_BASIC_INTERIM_CAP.datapoints].sort()).toEqual(basic);
    expect(VSME_BASIC_INTERIM_CAP.status).toBe('interim');
    expect(VSME_BASIC_INTERIM_CAP.maxEmployees).toBe(1000);
    expect(VSME_BASIC_INTERIM_CAP.basis.en).toContain('VSME Basic Module');
    expect(VSME_BASIC_INTERIM_CAP.basis.de).toContain('VSME-Basismoduls');
  });

  it('keeps every version findable by the version a questionnaire recorded', () => {
    expect(CURRENT_VALUE_CHAIN_CAP).toBe(VALUE_CHAIN_CAPS.at(-1));
    expect(findValueChainCap('vsme-basic-2026-05-01')).toBe(VSME_BASIC_INTERIM_CAP);
    expect(findValueChainCap('unknown')).toBeUndefined();
    expect(new Set(VALUE_CHAIN_CAPS.map((cap) => cap.version)).size).toBe(VALUE_CHAIN_CAPS.length);
  });

  it.each([
    [[SCOPE_1], true],
    [[SCOPE_1, TRANSITION_PLAN], false],
    [[TRANSITION_PLAN], false],
    [[], false],
  ])('counts a question asking for %j as within the cap: %s', (datapoints, expected) => {
    expect(isWithinValueChainCap({ datapoints })).toBe(expected);
  });
});

describe('the send check', () => {
  const questions: Array<CappedQuestion & { isDeclinable?: boolean }> = [
    { id: 'scope1', isRequired: true, datapoints: [SCOPE_1] },
    { id: 'transition-plan', isRequired: true, datapoints: [TRANSITION_PLAN] },
    { id: 'free-text', isRequired: true, datapoints: [] },
    { id: 'optional-plan', isRequired: false, datapoints: [TRANSITION_PLAN] },
  ];

  it('refuses a questionnaire requiring more than the cap from a supplier with up to 1,000 employees', () => {
    for (const employees of [0, 999, 1000, null]) {
      expect(checkValueChainRequest(questions, { employees })).toEqual({
        isAllowed: false,
        capVersion: 'vsme-basic-2026-05-01',
        beyondCap: [
          { questionId: 'transition-plan', datapoints: [TRANSITION_PLAN] },
          { questionId: 'free-text', datapoints: [] },
        ],
      });
    }
  });

  it('lets the same questionnaire go to a supplier with more than 1,000 employees, no cap applying', () => {
    expect(checkValueChainRequest(questions, { employees: 1001 })).toEqual({
      isAllowed: true,
      capVersion: null,
    });
  });

  it('allows what the cap lists as required and anything beyond it as optional', () => {
    const fitted = fitToValueChainCap(questions);
    expect(fitted.map((question) => [question.id, question.isRequired, question.isDeclinable])).toEqual([
      ['scope1', true, undefined],
      ['transition-plan', false, true],
      ['free-text', false, true],
      ['optional-plan', false, true],
    ]);
    expect(checkValueChainRequest(fitted, { employees: 12 })).toEqual({
      isAllowed: true,
      capVersion: 'vsme-basic-2026-05-01',
    });
  });
});
