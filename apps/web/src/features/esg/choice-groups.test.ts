import { presentReferenceList } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { groupChoiceOptions } from './choice-groups.ts';

describe('groupChoiceOptions', () => {
  it('keeps ungrouped options as they are', () => {
    const groups = groupChoiceOptions(presentReferenceList('ghg-category', 'en').items);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.label).toBeUndefined();
    expect(groups[0]?.options).toHaveLength(7);
  });

  it('puts Scope 1 and Scope 2 kinds and the Scope 3 categories under their scope, in list order', () => {
    const groups = groupChoiceOptions(presentReferenceList('scope-category', 'de').items);
    expect(groups.map((group) => [group.label, group.options.length])).toEqual([
      ['Scope 1', 5],
      ['Scope 2', 2],
      ['Scope 3', 15],
    ]);
    expect(groups[2]?.options[0]?.label).toBe('Kategorie 1: Eingekaufte Waren und Dienstleistungen');
  });
});
