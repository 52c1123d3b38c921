import { ASSURANCE_LEVELS, type AssuranceLevel, type YearAssurance } from '@carbon-ledger/core';

/** A year's assurance from its columns; an unknown stored level reads as none. */
export function presentYearAssurance(row: {
  assuranceLevel: string;
  assuranceProvider: string;
  assuranceDate: string | null;
}): YearAssurance {
  const level = (ASSURANCE_LEVELS as readonly string[]).includes(row.assuranceLevel)
    ? (row.assuranceLevel as AssuranceLevel)
    : 'none';
  return level === 'none'
    ? { level, provider: '', date: null }
    : { level, provider: row.assuranceProvider, date: row.assuranceDate };
}
