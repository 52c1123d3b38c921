import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { firstLoadDe } from './first-load.de.ts';
import { firstLoadEn } from './first-load.en.ts';
import { pagesDe } from './pages.de.ts';
import { pagesEn } from './pages.en.ts';

const SOURCE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

/** The files of the first script: main.tsx and what it imports statically (not `import()`). */
function firstLoadFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const statics = source.matchAll(
      /^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    );
    for (const [, typeOnly, specifier] of statics) {
      const target = typeOnly ? undefined : resolveImport(file, specifier ?? '');
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  visit(join(SOURCE_ROOT, 'main.tsx'));
  return [...seen];
}

function lookUp(catalogue: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
}

/** Text keys a file names: `t('a.b')`, `labelKey: 'a.b'`, and the fixed start of `t(\`a.${code}\`)`. */
function keysNamedIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const literals = [...code.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)\.?(?:\$\{)?/g)].map(
    ([, key]) => key ?? '',
  );
  return literals.filter((key) => lookUp(en, key) !== undefined);
}

describe('the first-load texts', () => {
  it('hold every text the first script names', () => {
    const missing = firstLoadFiles().flatMap((file) =>
      keysNamedIn(readFileSync(file, 'utf8'))
        .filter((key) => lookUp(firstLoadEn, key) === undefined)
        .map((key) => `${relative(SOURCE_ROOT, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('see the sign-in page among the first script (the walk is not empty)', () => {
    const files = firstLoadFiles().map((file) => relative(SOURCE_ROOT, file));
    expect(files).toContain('features/auth/LoginPage.tsx');
    expect(files).not.toContain('features/insights/InsightsPage.tsx');
  });

  it.each([
    ['en', firstLoadEn, pagesEn],
    ['de', firstLoadDe, pagesDe],
  ])(
    '%s: first-load and page texts share no top-level key, so merging them loses nothing',
    (_l, first, pages) => {
      const shared = Object.keys(first).filter((key) => key in pages);
      expect(shared).toEqual([]);
    },
  );
});
