import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { factorLibraryManifestSchema } from '../../packages/core/src/factors/factor-library-schema.ts';
import { normalizedFactorSchema } from '../../packages/core/src/factors/factor-schema.ts';
import { getUnit, type UnitCategoryId } from '../../packages/core/src/units/index.ts';
import { buildFactorLibrary } from './build-library.ts';
import {
  COUNTRY_CODES_PATH,
  hasSources,
  LIBRARY_DIR,
  readLibraryFactors,
  SOURCE_DIR,
} from './library-fixtures.ts';
import { hashSha256 } from './write-library.ts';

const manifest = factorLibraryManifestSchema.parse(
  JSON.parse(readFileSync(`${LIBRARY_DIR}manifest.json`, 'utf8')),
);
const ndjsonFiles = manifest.files.filter((file) => file.format === 'ndjson').map((file) => file.file);

describe('the committed factor library', () => {
  it('lists every file of the directory in the manifest, with a sha256 and size that match', () => {
    // Markdown files are licence notes for people (FIGARO-LICENCE.md), not data the server loads.
    const onDisk = readdirSync(LIBRARY_DIR).filter(
      (file) => file !== 'manifest.json' && !file.startsWith('.') && !file.endsWith('.md'),
    );
    expect(manifest.files.map((file) => file.file).sort()).toEqual(onDisk.sort());
    for (const file of manifest.files) {
      const bytes = readFileSync(`${LIBRARY_DIR}${file.file}`);
      expect(hashSha256(bytes), file.file).toBe(file.sha256);
      expect(bytes.length, file.file).toBe(file.bytes);
    }
  });

  it.each(ndjsonFiles)('%s: every line is a valid factor and the row count matches the manifest', (file) => {
    const lines = readFileSync(`${LIBRARY_DIR}${file}`, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(manifest.files.find((entry) => entry.file === file)?.rows ?? -1);
    for (const line of lines) {
      const result = normalizedFactorSchema.safeParse(JSON.parse(line));
      expect(result.success, result.success ? '' : `${line.slice(0, 80)}: ${result.error.message}`).toBe(
        true,
      );
    }
  });

  it('uses only units of the core unit catalogue (currency spend aside), in their category', () => {
    const pairs = new Set(
      ndjsonFiles.flatMap((file) =>
        readLibraryFactors(file).map((f) => `${f.unitCategory}/${f.activityUnit}`),
      ),
    );
    for (const pair of pairs) {
      const [category, unit] = pair.split('/') as [string, string];
      // Spend: 2022 US dollars (USEEIO) or 1000 euros of the factor's year (FIGARO), as published.
      if (category === 'currency') expect(['USD2022', 'kEUR']).toContain(unit);
      else expect(getUnit(unit, category as UnitCategoryId), pair).toBeDefined();
    }
  });

  it('gives every factor a unique id across all files', () => {
    const ids = ndjsonFiles.flatMap((file) => readLibraryFactors(file).map((factor) => factor.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carries licence and attribution on every factor, matching its file', () => {
    for (const file of manifest.files.filter(
      (entry) => entry.format === 'ndjson' && entry.sources.length === 1,
    )) {
      for (const factor of readLibraryFactors(file.file)) {
        expect([factor.licence, factor.attribution]).toEqual([file.licence, file.attribution]);
      }
    }
  });
});

describe.skipIf(!hasSources)('rebuilding from the sources', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'factor-library-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('gives byte-identical files, so the committed library is up to date and deterministic', () => {
    const rebuilt = buildFactorLibrary({
      sourceDir: SOURCE_DIR,
      countryCodesPath: COUNTRY_CODES_PATH,
      outDir,
    });
    expect(rebuilt).toEqual(manifest);
    for (const file of [...rebuilt.files.map((entry) => entry.file), 'manifest.json']) {
      expect(hashSha256(readFileSync(join(outDir, file))), file).toBe(
        hashSha256(readFileSync(`${LIBRARY_DIR}${file}`)),
      );
    }
  });
});
