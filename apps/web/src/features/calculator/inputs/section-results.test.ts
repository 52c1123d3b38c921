import { describe, expect, it } from 'vitest';
import { buildResult } from './inputs-fixtures.ts';
import { listSectionReviewResults } from './section-results.ts';

// The rows of one c1 section as the Inputs page loads them: every sub-section of Scope 1 or Scope 3.
const boiler = buildResult({ _id: 'boiler', c1: 'scope-1', c2: 'stationary', name: 'Boiler' });
const fleet = buildResult({ _id: 'fleet', c1: 'scope-1', c2: 'mobile', name: 'Fleet gasoline' });
const sedans = buildResult({ _id: 'sedans', c1: 'scope-1', c2: 'mobile', c3: 'cars', name: 'Sales sedans' });
const flights = buildResult({ _id: 'flights', c1: 'scope-3', c2: 'business-travel', name: 'Flights' });
const hotel = buildResult({
  _id: 'hotel-night',
  parent: 'flights',
  c1: 'scope-3',
  c2: 'business-travel',
  name: 'Hotel',
});
const paper = buildResult({ _id: 'paper', c1: 'scope-3', c2: 'purchased-goods', name: 'Paper' });
const scope1 = [boiler, fleet, sedans];
const scope3 = [flights, hotel, paper];

describe('listSectionReviewResults', () => {
  it.each([
    ['a sub-section: its own rows only', scope1, ['scope-1', 'stationary'], ['boiler']],
    [
      'a sub-section with a sub-sub-section: its rows and those below',
      scope1,
      ['scope-1', 'mobile'],
      ['fleet', 'sedans'],
    ],
    ['a sub-sub-section: its own rows only', scope1, ['scope-1', 'mobile', 'cars'], ['sedans']],
    ['a top section: every row of it', scope1, ['scope-1'], ['boiler', 'fleet', 'sedans']],
    [
      'another scope: top-level rows of the sub-section, no sub-rows',
      scope3,
      ['scope-3', 'business-travel'],
      ['flights'],
    ],
    ['a sub-section without saved rows: none', scope3, ['scope-3', 'commuting'], []],
    ['no section: none', scope3, [], []],
  ])('lists the rows of %s', (_case, saved, sectionIds, expected) => {
    expect(listSectionReviewResults(saved, sectionIds).map((result) => result._id)).toEqual(expected);
  });
});
