import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, '../..');

/** The relative imports of a file (static `import … from` and `export … from`), as absolute paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/g)];
  return found.map((match) => resolve(dirname(file), match[1] as string));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every cycle of imports among `files`, each named by its files relative to `src`. */
function findCycles(files: string[]): string[][] {
  const inSet = new Set(files);
  const graph = new Map(files.map((file) => [file, importsOf(file).filter((target) => inSet.has(target))]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        cycles.push(stack.slice(stack.indexOf(next)).map((path) => relative(src, path)));
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

describe('the billing module’s source', () => {
  it('has no import cycle', () => {
    expect(findCycles(sourceFiles(here))).toEqual([]);
  });

  it('holds no test double: the loopback Stripe double lives with the test support', () => {
    const product = sourceFiles(here).map((path) => relative(src, path));
    expect(product.filter((path) => /double/.test(path))).toEqual([]);
    for (const file of sourceFiles(here)) {
      expect(importsOf(file).filter((target) => target.startsWith(join(src, 'test')))).toEqual([]);
    }
  });
});
