import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';

/** The committed library: the golden tests read this, not the raw sources. */
export const LIBRARY_DIR = fileURLToPath(new URL('../../reference-data/factors/', import.meta.url));

/** The raw sources, for the few tests that compare against them; absent in a clone without ../shared. */
export const SOURCE_DIR = process.env.FACTOR_SOURCE_DIR
  ? process.env.FACTOR_SOURCE_DIR
  : fileURLToPath(new URL('../../../shared/data/emission-factors/', import.meta.url));
export const COUNTRY_CODES_PATH = resolve(SOURCE_DIR, '../countries/country-codes.csv');
export const hasSources = existsSync(SOURCE_DIR) && existsSync(COUNTRY_CODES_PATH);

/** Reads one committed ndjson file as factors (parsed as JSON; schema validation is its own test). */
export function readLibraryFactors(file: string): NormalizedFactor[] {
  return readFileSync(`${LIBRARY_DIR}${file}`, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as NormalizedFactor);
}

/** Finds the factor with an id, failing the test when it is missing. */
export function findFactor(factors: readonly NormalizedFactor[], id: string): NormalizedFactor {
  const factor = factors.find((candidate) => candidate.id === id);
  if (!factor) throw new Error(`no factor ${id}`);
  return factor;
}

/**
 * Expects two numbers to agree to 12 significant digits: the library rounds computed values to 15, and
 * a hand calculation may add in another order, so exact equality would test float arithmetic, not data.
 */
export function expectRelativelyClose(actual: number | null, expected: number): void {
  expect(actual).not.toBeNull();
  const scale = Math.max(Math.abs(expected), Number.MIN_VALUE);
  expect(Math.abs((actual as number) - expected) / scale).toBeLessThan(1e-12);
}
