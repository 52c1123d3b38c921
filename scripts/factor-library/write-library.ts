import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  type FactorLibraryFile,
  type FactorLibraryManifest,
  factorLibraryManifestSchema,
} from '../../packages/core/src/factors/factor-library-schema.ts';
import type { NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';

/** One output file before it is written: its text and what the manifest says about it. */
export type LibraryOutput = Omit<FactorLibraryFile, 'rows' | 'bytes' | 'sha256' | 'inputs'> & {
  text: string;
  rows: number;
  /** Absolute paths of the raw files it was built from. */
  inputPaths: string[];
};

export const MANIFEST_FILE = 'manifest.json';

/** Hex sha256 of a file's bytes or a text's UTF-8 bytes. */
export function hashSha256(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * One factor per line, no spaces, a final line break. Key order comes from createFactor, so the same
 * input always gives the same bytes.
 */
export function serializeNdjson(factors: readonly NormalizedFactor[]): string {
  return factors
    .map((factor) => JSON.stringify(factor))
    .join('\n')
    .concat('\n');
}

/** Pretty JSON with a final line break, for the small files people read (gwp, blends, manifest). */
export function serializeJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * Writes every output and the manifest (file, sources, edition, licence, attribution, rows, bytes,
 * sha256 of the file and of each raw input). The manifest holds no date, so a rebuild from the same
 * inputs is byte-identical.
 */
export function writeLibrary(
  outDir: string,
  sourceDir: string,
  outputs: readonly LibraryOutput[],
): FactorLibraryManifest {
  mkdirSync(outDir, { recursive: true });
  const files = outputs.map((output): FactorLibraryFile => {
    writeFileSync(join(outDir, output.file), output.text);
    return {
      file: output.file,
      format: output.format,
      contents: output.contents,
      sources: output.sources,
      edition: output.edition,
      licence: output.licence,
      attribution: output.attribution,
      rows: output.rows,
      bytes: Buffer.byteLength(output.text),
      sha256: hashSha256(output.text),
      inputs: output.inputPaths.map((path) => ({
        path: relative(sourceDir, path).split('\\').join('/'),
        sha256: hashSha256(readFileSync(path)),
      })),
    };
  });
  const manifest = factorLibraryManifestSchema.parse({
    schemaVersion: 1,
    generator: 'scripts/factor-library/build.ts',
    files,
  });
  writeFileSync(join(outDir, MANIFEST_FILE), serializeJson(manifest));
  return manifest;
}
