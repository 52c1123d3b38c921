import { describe, expect, it } from 'vitest';
import { listOptionsOfSource, offersBothSources } from './option-sources.ts';

type Option = { id: string; factorSource?: 'DESNZ' | 'EPA' };
const desnz: Option = { id: 'desnz', factorSource: 'DESNZ' };
const epa: Option = { id: 'epa', factorSource: 'EPA' };
const neutral: Option = { id: 'grid' };

describe('options of a factor source', () => {
  it('offers a choice only where a group has both sources', () => {
    expect(offersBothSources([desnz, epa])).toBe(true);
    expect(offersBothSources([desnz, neutral])).toBe(false);
    expect(offersBothSources([epa])).toBe(false);
  });

  it('lists the chosen source and the options without one, in their order', () => {
    expect(listOptionsOfSource([desnz, neutral, epa], 'EPA').map((option) => option.id)).toEqual([
      'grid',
      'epa',
    ]);
    expect(listOptionsOfSource([desnz, neutral, epa], 'DESNZ').map((option) => option.id)).toEqual([
      'desnz',
      'grid',
    ]);
  });

  it('keeps every option of a group with one source, whatever the chosen source', () => {
    expect(listOptionsOfSource([desnz, neutral], 'EPA').map((option) => option.id)).toEqual([
      'desnz',
      'grid',
    ]);
  });
});
