import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LIBRARY_DIR = fileURLToPath(new URL('../../reference-data/factors/', import.meta.url));

type LibraryFactor = { id: string; lineageKey: string; edition: string; year: number; value: number | null };

let byLineage: Map<string, LibraryFactor[]> | undefined;

function loadLibrary(): Map<string, LibraryFactor[]> {
  if (byLineage) return byLineage;
  byLineage = new Map();
  for (const file of readdirSync(LIBRARY_DIR).filter((name) => name.endsWith('.ndjson'))) {
    for (const line of readFileSync(`${LIBRARY_DIR}${file}`, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const factor = JSON.parse(line) as LibraryFactor;
      const editions = byLineage.get(factor.lineageKey) ?? [];
      editions.push(factor);
      byLineage.set(factor.lineageKey, editions);
    }
  }
  return byLineage;
}

/**
 * The value of a factor of the committed library for a reporting year, read straight from the ndjson files
 * (not through the app): the edition of that year if there is one, otherwise the newest edition.
 */
export function libraryFactorValue(lineageKey: string, year: number): number {
  const editions = (loadLibrary().get(lineageKey) ?? []).filter((factor) => factor.value !== null);
  const sameYear = editions.filter((factor) => factor.year === year);
  const candidates = sameYear.length > 0 ? sameYear : editions;
  const picked = [...candidates].sort(
    (a, b) => b.year - a.year || b.edition.localeCompare(a.edition, 'en', { numeric: true }),
  )[0];
  if (!picked || picked.value === null) throw new Error(`The library has no value for ${lineageKey}`);
  return picked.value;
}

/**
 * kg CO2e per kWh of a grid row priced with Ember's split, as the row's total counts it: the generation
 * part (Scope 2) plus the upstream part (Scope 3 category 3) of the country's data year.
 */
export function emberGridValue(country: string, year: number): number {
  return (
    libraryFactorValue(`ember-owid-generation:${country}`, year) +
    libraryFactorValue(`ember-owid-upstream:${country}`, year)
  );
}
