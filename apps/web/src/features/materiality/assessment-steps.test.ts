import type { Assessment } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { stepsDone } from './AssessmentPage.tsx';

const iro = (status: 'proposed' | 'accepted', impactScore: number | null) =>
  ({ status, impactScore, financialScore: null }) as Assessment['iros'][number];
const assessment = (partial: Partial<Assessment>): Assessment =>
  ({
    state: 'draft',
    context: {
      businessModel: '',
      upstream: '',
      ownOperations: '',
      downstream: '',
      geographies: [],
      stakeholders: [],
    },
    iros: [],
    ...partial,
  }) as Assessment;

describe('the progress by step', () => {
  it.each<{ name: string; given: Partial<Assessment>; done: Record<string, boolean> }>([
    {
      name: 'a new assessment',
      given: {},
      done: { context: false, iros: false, thresholds: false, outcome: false },
    },
    {
      name: 'a described context with a stakeholder',
      given: {
        context: {
          businessModel: 'Metal parts',
          upstream: '',
          ownOperations: '',
          downstream: '',
          geographies: [],
          stakeholders: [{ name: 'Works council', type: 'employees', proxy: '' }],
        },
      },
      done: { context: true, iros: false, thresholds: false, outcome: false },
    },
    {
      name: 'an open proposal keeps the IRO step open',
      given: { iros: [iro('accepted', 3), iro('proposed', null)] },
      done: { context: false, iros: false, thresholds: true, outcome: false },
    },
    {
      name: 'an unscored IRO keeps the thresholds step open',
      given: { iros: [iro('accepted', 3), iro('accepted', null)] },
      done: { context: false, iros: true, thresholds: false, outcome: false },
    },
    {
      name: 'approval completes the outcome',
      given: { state: 'approved', iros: [iro('accepted', 4)] },
      done: { context: false, iros: true, thresholds: true, outcome: true },
    },
  ])('$name', ({ given, done }) => {
    expect(stepsDone(assessment(given))).toEqual(done);
  });
});
