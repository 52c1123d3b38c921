import type { Instance } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { isImpactHiddenFor } from './impact-visibility.ts';

const instance = (impact: boolean) =>
  ({
    formGroup: {
      _id: 'company',
      isStatic: false,
      type: 'company',
      hiddenUI: { analyze: false, impact, engage: false },
    },
  }) as Instance;

describe('isImpactHiddenFor', () => {
  it.each([
    { name: 'not loaded yet', instances: undefined, expected: false },
    { name: 'no instances', instances: [], expected: false },
    { name: 'one form group hides it', instances: [instance(true)], expected: true },
    { name: 'only some hide it (a group)', instances: [instance(true), instance(false)], expected: false },
    { name: 'all hide it', instances: [instance(true), instance(true)], expected: true },
  ])('answers $expected when $name', ({ instances, expected }) => {
    expect(isImpactHiddenFor(instances)).toBe(expected);
  });
});
