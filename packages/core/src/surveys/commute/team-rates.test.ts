import { describe, expect, it } from 'vitest';
import { buildTeamRates } from './team-rates.ts';

describe('buildTeamRates', () => {
  it('shows a team nobody answered as 0 of its links, beside the teams with answers', () => {
    const rates = buildTeamRates(
      { sales: 8, lab: 6, finance: 3 },
      new Map([
        ['sales', 6],
        ['lab', 5],
      ]),
    );
    expect(rates).toEqual([
      { key: 'sales', invited: 8, responses: 6, rate: 6 / 8 },
      { key: 'lab', invited: 6, responses: 5, rate: 5 / 6 },
      { key: 'finance', invited: 3, responses: 0, rate: 0 },
    ]);
  });

  it('still merges teams with one to four answers into "other"', () => {
    const rates = buildTeamRates(
      { sales: 5, lab: 2, finance: 4 },
      new Map([
        ['sales', 5],
        ['lab', 1],
      ]),
    );
    // Lab's single answer joins Sales in "other"; Finance answered nothing and shows so.
    expect(rates).toEqual([
      { key: 'other', invited: 7, responses: 6, rate: 6 / 7 },
      { key: 'finance', invited: 4, responses: 0, rate: 0 },
    ]);
  });

  it('breaks nothing down below five answers in all', () => {
    expect(buildTeamRates({ sales: 5, lab: 2 }, new Map([['sales', 4]]))).toEqual([]);
  });
});
