import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type NormalizedFactor, normalizedFactorSchema } from '../../factors/factor-schema.ts';

/** The committed factor library (reference-data/factors), for tests that tie forms to real factors. */
export const FACTOR_LIBRARY_DIR = fileURLToPath(
  new URL('../../../../../reference-data/factors/', import.meta.url),
);

export type FactorLibrary = {
  factors: readonly NormalizedFactor[];
  /** Every edition of a lineage, in file order. */
  byLineageKey: ReadonlyMap<string, readonly NormalizedFactor[]>;
};

let cached: FactorLibrary | undefined;

/** Reads and validates every ndjson file of the library once per test run. */
export function loadFactorLibrary(): FactorLibrary {
  if (cached) return cached;
  const factors: NormalizedFactor[] = [];
  for (const file of readdirSync(FACTOR_LIBRARY_DIR)
    .filter((name) => name.endsWith('.ndjson'))
    .sort()) {
    const lines = readFileSync(`${FACTOR_LIBRARY_DIR}${file}`, 'utf8').split('\n');
    for (const line of lines) {
      if (line.trim() !== '') factors.push(normalizedFactorSchema.parse(JSON.parse(line)));
    }
  }
  const byLineageKey = new Map<string, NormalizedFactor[]>();
  for (const factor of factors) {
    const editions = byLineageKey.get(factor.lineageKey) ?? [];
    editions.push(factor);
    byLineageKey.set(factor.lineageKey, editions);
  }
  cached = { factors, byLineageKey };
  return cached;
}
