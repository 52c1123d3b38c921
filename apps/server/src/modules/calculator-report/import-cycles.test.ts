import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = dirname(fileURLToPath(import.meta.url));

/** The module's own files each file imports (type imports included: they tie the files together too). */
function readImportGraph(): Map<string, string[]> {
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const graph = new Map<string, string[]>();
  for (const name of files) {
    const text = readFileSync(join(folder, name), 'utf8');
    const targets = [...text.matchAll(/from '(\.\/[^']+)'/g)]
      .map((match) => resolve(folder, match[1] ?? ''))
      .filter((path) => dirname(path) === folder)
      .map((path) => path.slice(folder.length + 1));
    graph.set(name, targets);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the files along it. */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const walk = (name: string, path: string[]) => {
    const seenAt = path.indexOf(name);
    if (seenAt >= 0) {
      cycles.push([...path.slice(seenAt), name]);
      return;
    }
    if (done.has(name)) return;
    for (const target of graph.get(name) ?? []) walk(target, [...path, name]);
    done.add(name);
  };
  for (const name of graph.keys()) walk(name, []);
  return cycles;
}

describe('calculator-report imports', () => {
  it('has no import cycle among its files: the chapters read their data type from report-data.ts', () => {
    expect(findCycles(readImportGraph())).toEqual([]);
  });
});
