import { describe, expect, it } from 'vitest';
import { pickEditionForYear } from './pick-edition.ts';

const DESNZ = [
  { edition: '2024 v1.1', year: 2024 },
  { edition: '2025', year: 2025 },
];

describe('pickEditionForYear', () => {
  it.each([
    [2025, '2025'],
    [2024, '2024 v1.1'],
    [2026, '2025'],
    [2023, '2025'],
    [1990, '2025'],
  ])('picks for %i the edition %s', (year, edition) => {
    expect(pickEditionForYear(DESNZ, year)?.edition).toBe(edition);
  });

  it('prefers the later edition of the same year', () => {
    const editions = [
      { edition: '2024 v1.1', year: 2024 },
      { edition: '2024', year: 2024 },
      { edition: '2024 v1.10', year: 2024 },
      { edition: '2024 v1.2', year: 2024 },
    ];
    expect(pickEditionForYear(editions, 2024)?.edition).toBe('2024 v1.10');
  });

  it("gives nothing without editions and keeps the caller's object", () => {
    expect(pickEditionForYear([], 2025)).toBeUndefined();
    const only = { edition: 'AR5', year: 2013, value: 1924 };
    expect(pickEditionForYear([only], 2025)).toBe(only);
  });
});
