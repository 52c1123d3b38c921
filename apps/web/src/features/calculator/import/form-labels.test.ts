import { getFormDefinition, presentForm } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { indexFormLabels } from './form-labels.ts';

describe('indexFormLabels', () => {
  it('finds sections at every depth and options in both languages', () => {
    const en = indexFormLabels(presentForm(getFormDefinition('company'), 'en'));
    const de = indexFormLabels(presentForm(getFormDefinition('company'), 'de'));
    expect(en.sections.get('scope-1')).toBeTruthy();
    expect(en.sections.get('stationary-combustion')).toBeTruthy();
    expect(en.options.get('stationary-natural-gas-kwh')).toBeTruthy();
    expect(de.options.get('stationary-natural-gas-kwh')).not.toBe(
      en.options.get('stationary-natural-gas-kwh'),
    );
  });
});
