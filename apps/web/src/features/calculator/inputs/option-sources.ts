import type { RegionalFactorSource, ServedOption } from '@carbon-ledger/core';

/** Whether a group offers options of both regional sources (UK DESNZ and US EPA): then a row picks one. */
export function offersBothSources(options: readonly Pick<ServedOption, 'factorSource'>[]): boolean {
  return (
    options.some((option) => option.factorSource === 'DESNZ') &&
    options.some((option) => option.factorSource === 'EPA')
  );
}

/**
 * The options a new row may take: where the group offers both sources, those of the chosen source and
 * those without a regional source (grid, spend, typed or picked factors); otherwise all of them.
 */
export function listOptionsOfSource<T extends Pick<ServedOption, 'factorSource'>>(
  options: readonly T[],
  source: RegionalFactorSource,
): readonly T[] {
  if (!offersBothSources(options)) return options;
  return options.filter((option) => option.factorSource === undefined || option.factorSource === source);
}
