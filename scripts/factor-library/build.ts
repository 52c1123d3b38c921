import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFactorLibrary } from './build-library.ts';

/**
 * Builds reference-data/factors from the shared raw emission-factor files.
 *
 *   npx tsx scripts/factor-library/build.ts [--source <emission-factors dir>] [--countries <csv>] [--out <dir>]
 *
 * Defaults: ../shared/data/emission-factors relative to the repository root (or FACTOR_SOURCE_DIR),
 * <source>/../countries/country-codes.csv (or FACTOR_COUNTRY_CODES), reference-data/factors (or FACTOR_OUT_DIR).
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function readOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const sourceDir = resolve(
  repoRoot,
  readOption('source') ?? process.env.FACTOR_SOURCE_DIR ?? '../shared/data/emission-factors',
);
const countryCodesPath = resolve(
  repoRoot,
  readOption('countries') ??
    process.env.FACTOR_COUNTRY_CODES ??
    resolve(sourceDir, '../countries/country-codes.csv'),
);
const outDir = resolve(repoRoot, readOption('out') ?? process.env.FACTOR_OUT_DIR ?? 'reference-data/factors');

const manifest = buildFactorLibrary({ sourceDir, countryCodesPath, outDir });
for (const file of manifest.files) {
  console.log(
    `${file.file.padEnd(28)} ${String(file.rows).padStart(6)} rows ${String(file.bytes).padStart(9)} bytes`,
  );
}
console.log(`written to ${outDir}`);
