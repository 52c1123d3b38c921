import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the committed factor library is. The server runs from the repository checkout both from source
 * (`apps/server/src/modules/factors/`) and as the bundle (`apps/server/dist/main.js`), so the folder is
 * found relative to this module in either place.
 */
export function findReferenceDataDir(): string {
  const candidates = [
    new URL('../../../reference-data/factors', import.meta.url),
    new URL('../../../../../reference-data/factors', import.meta.url),
  ];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(join(path, 'manifest.json'))) return path;
  }
  throw new Error('The factor library (reference-data/factors/manifest.json) is missing from this checkout.');
}
