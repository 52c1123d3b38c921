import { describe, expect, it } from 'vitest';
import { buildSection } from '../analyze/analyze-fixtures.ts';
import { listVoluntarySectionChoices, toggleVoluntarySection } from './voluntary-sections.ts';

const sections = [
  buildSection('scope-1', 'Scope 1', {
    sections: [
      buildSection('stationary', 'Stationary'),
      buildSection('process-emissions', 'Process', { isVoluntary: true }),
    ],
  }),
  buildSection('scope-3', 'Scope 3', {
    sections: [
      buildSection('upstream-leased-assets', '8. Upstream leased assets', { isVoluntary: true }),
      buildSection('downstream-leased-assets', '13. Downstream leased assets', { isVoluntary: true }),
    ],
  }),
];

describe('voluntary section choices', () => {
  it('lists the voluntary sections of the form in its order', () => {
    expect(listVoluntarySectionChoices(sections)).toEqual([
      { id: 'process-emissions', label: 'Process' },
      { id: 'upstream-leased-assets', label: '8. Upstream leased assets' },
      { id: 'downstream-leased-assets', label: '13. Downstream leased assets' },
    ]);
  });

  it('keeps the chosen ids in the form’s order and drops ids the form does not offer', () => {
    const choices = listVoluntarySectionChoices(sections);
    expect(
      toggleVoluntarySection(choices, ['downstream-leased-assets', 'gone'], 'process-emissions', true),
    ).toEqual(['process-emissions', 'downstream-leased-assets']);
    expect(toggleVoluntarySection(choices, ['process-emissions'], 'process-emissions', false)).toEqual([]);
  });
});
