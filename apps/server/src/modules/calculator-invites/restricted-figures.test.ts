import type { ServedSection } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { addTotal, restrictSectionFigures } from './restricted-figures.ts';

const section = (id: string, sections: ServedSection[] = []): ServedSection => ({
  id,
  label: id,
  isVoluntary: false,
  isAutomatic: false,
  optionGroups: [],
  sections,
});

const figures = {
  'scope-2': { totalCo2: 30 },
  electricity: { totalCo2: 10 },
  heat: { totalCo2: 20 },
};

describe('restrictSectionFigures', () => {
  it('keeps granted sections and sums only them into the sections on their path', () => {
    const restricted = [section('scope-2', [section('electricity')])];
    expect(
      restrictSectionFigures(restricted, [{ kind: 'section', id: 'electricity' }], figures, addTotal),
    ).toEqual({
      'scope-2': { totalCo2: 10 },
      electricity: { totalCo2: 10 },
    });
  });

  it('keeps a whole granted section as stored', () => {
    const restricted = [section('scope-2', [section('electricity'), section('heat')])];
    expect(
      restrictSectionFigures(restricted, [{ kind: 'section', id: 'scope-2' }], figures, addTotal),
    ).toEqual(figures);
  });

  it('answers nothing for an option-group grant (its section holds other groups too)', () => {
    const restricted = [section('scope-2', [section('electricity')])];
    expect(
      restrictSectionFigures(restricted, [{ kind: 'optionGroup', id: 'grid' }], figures, addTotal),
    ).toEqual({});
  });
});
