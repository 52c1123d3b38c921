import { describe, expect, it } from 'vitest';
import { createImportKeyGenerator, hashText } from './import-key.ts';

describe('hashText', () => {
  it('gives 32 hex digits that depend on every character', () => {
    const hashes = ['', 'a', 'b', 'ab', 'ba', 'Heizöl'].map(hashText);
    expect(hashes.every((hash) => /^[0-9a-f]{32}$/.test(hash))).toBe(true);
    expect(new Set(hashes).size).toBe(6);
  });

  it.each([
    ['', '027ae52ecfc796215593990d4b41437c'],
    ['a', '5eb8e4e408dee1678f5f05b958089485'],
    ['Heizöl', 'c20f56929d4c4ea799e9bf910bc51ab4'],
  ])('is stable across runs and platforms: %j → %s', (text, hash) => {
    expect(hashText(text)).toBe(hash);
  });
});

describe('createImportKeyGenerator', () => {
  it('gives identical content different keys by occurrence, the same in every run', () => {
    const first = createImportKeyGenerator();
    const second = createImportKeyGenerator();
    const keys = ['a', 'b', 'a'].map(first);
    expect(['a', 'b', 'a'].map(second)).toEqual(keys);
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toBe(hashText('a\u00001'));
    expect(keys[2]).toBe(hashText('a\u00002'));
  });

  it('keys a row as the hash of its content, NUL and occurrence, for any text', () => {
    const content = JSON.stringify([{ name: 'Heizöl — Büro 🏭 CO₂', notes: 'x'.repeat(5000) }, []]);
    const generate = createImportKeyGenerator();
    expect([content, 'other', content].map(generate)).toEqual([
      hashText(`${content}\u00001`),
      hashText('other\u00001'),
      hashText(`${content}\u00002`),
    ]);
  });
});
