import type { ValidationMessageKey } from '../validation/message-keys.ts';
import {
  defaultFactorSources,
  type FactorSources,
  factorSourcesSchema,
  isFigaroCountry,
} from './factor-sources.ts';

/** A year's factor sources as the instance answers them: in force, and whether they follow the region. */
export type YearFactorSources = { sources: FactorSources; hasRegionDefaults: boolean };

/**
 * The sources in force for a year: the ones stored for it, or, where none are stored (null), the
 * defaults of its region, which then follow a change of region. A stored value that no longer reads as
 * sources is treated like none rather than half-read.
 */
export function resolveYearFactorSources(stored: unknown, region: string): YearFactorSources {
  const parsed = stored === null || stored === undefined ? undefined : factorSourcesSchema.safeParse(stored);
  if (parsed?.success) return { sources: parsed.data, hasRegionDefaults: false };
  return { sources: defaultFactorSources(region), hasRegionDefaults: true };
}

/** A source a region cannot compute with: the kind it is chosen for and the message to show. */
export type FactorSourceConflict = { kind: keyof FactorSources; message: ValidationMessageKey };

const isUsRegion = (code: string) => code === 'US' || code.startsWith('US-');

/**
 * The choices that cannot compute for a region: DESNZ publishes grid factors for the UK only, eGRID for
 * US regions only, FIGARO spend factors for its 31 countries only. Fuels, travel and waste factors of
 * either source apply anywhere (the user already picks them per row).
 */
export function findFactorSourceConflicts(sources: FactorSources, region: string): FactorSourceConflict[] {
  const code = region.trim().toUpperCase();
  const conflicts: FactorSourceConflict[] = [];
  if (sources.grid === 'DESNZ' && code !== 'GB') {
    conflicts.push({ kind: 'grid', message: 'validation.factorSource.gridDesnzOutsideUk' });
  }
  if (sources.grid === 'EPA_EGRID' && !isUsRegion(code)) {
    conflicts.push({ kind: 'grid', message: 'validation.factorSource.gridEgridOutsideUs' });
  }
  if (sources.spend === 'FIGARO' && !isFigaroCountry(code)) {
    conflicts.push({ kind: 'spend', message: 'validation.factorSource.spendFigaroOutsideEurope' });
  }
  return conflicts;
}
