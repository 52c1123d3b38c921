import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import {
  CHAIN_START_HASH,
  CHANGE_LOG_HASH_VERSION,
  type ChainedEntry,
  chainChangeLogEntry,
  hashChangeLogEntry,
  verifyChangeLogChain,
} from './change-log-chain.ts';

const change = (index: number) => ({
  companyId: 'c1',
  instanceId: index % 2 === 0 ? 'year-2025' : null,
  actorId: 'u1',
  at: `2026-11-24T10:00:0${index}.000Z`,
  subject: 'result',
  subjectId: `r${index}`,
  action: 'update',
  before: { amount: 100 + index, unit: 'kWh' },
  after: { amount: 200 + index, unit: 'kWh', note: 'meter reading' },
});

function buildChain(length: number): ChainedEntry[] {
  const entries: ChainedEntry[] = [];
  for (let index = 0; index < length; index += 1)
    entries.push(chainChangeLogEntry(entries.at(-1) ?? null, change(index)));
  return entries;
}

describe('canonicalJson', () => {
  it('writes the same text whatever the key order, without undefined members', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: undefined, d: { z: 1, y: 2 } })).toBe(
      '{"a":[true,null,"x"],"b":1,"d":{"y":2,"z":1}}',
    );
    expect(canonicalJson({ d: { y: 2, z: 1 }, b: 1, a: [true, null, 'x'] })).toBe(
      canonicalJson({ b: 1, a: [true, null, 'x'], d: { z: 1, y: 2 } }),
    );
    expect(canonicalJson(new Date('2026-01-02T03:04:05Z'))).toBe('"2026-01-02T03:04:05.000Z"');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 10n, () => 1])('refuses %s', (value) => {
    expect(() => canonicalJson({ value })).toThrow(TypeError);
  });
});

describe('the change-log chain', () => {
  it('links the first entry to the start hash and numbers entries from 1', () => {
    const [first, second] = buildChain(2);
    expect(first).toMatchObject({ sequence: 1, previousHash: CHAIN_START_HASH });
    expect(second).toMatchObject({ sequence: 2, previousHash: first?.hash });
    expect(first?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes the previous hash, a line break and the canonical JSON with SHA-256', () => {
    const content = { ...change(0), sequence: 1, hashVersion: 2 };
    const expected = createHash('sha256')
      .update(`${CHAIN_START_HASH}\n${canonicalJson(content)}`)
      .digest('hex');
    expect(hashChangeLogEntry(CHAIN_START_HASH, content)).toBe(expected);
    // Key order does not matter: the stored JSON may come back with its keys in any order.
    expect(
      hashChangeLogEntry(
        CHAIN_START_HASH,
        JSON.parse(JSON.stringify({ hashVersion: 2, sequence: 1, ...change(0) })),
      ),
    ).toBe(expected);
    expect(buildChain(1)[0]?.hash).toBe(expected);
  });

  it('writes new entries at hash version 2, with the year they belong to in the hashed content', () => {
    const [first] = buildChain(1);
    expect(first).toMatchObject({ hashVersion: CHANGE_LOG_HASH_VERSION, instanceId: 'year-2025' });
    expect(CHANGE_LOG_HASH_VERSION).toBe(2);
  });

  it.each([
    ['to another year', 'year-2024'],
    ['out of its year', null],
  ])('finds an entry moved %s', (_case, instanceId) => {
    const chain = buildChain(5);
    const moved = chain.map((entry) => (entry.sequence === 3 ? { ...entry, instanceId } : entry));
    expect(verifyChangeLogChain(moved)).toEqual({
      isIntact: false,
      brokenAtSequence: 3,
      reason: 'contentChanged',
    });
  });

  it('verifies a chain whose older entries were hashed at version 1, without their year', () => {
    const oldEntries: ChainedEntry[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { instanceId: _year, ...content } = change(index);
      const previous = oldEntries.at(-1);
      const full = { ...content, sequence: index + 1 };
      const previousHash = previous?.hash ?? CHAIN_START_HASH;
      oldEntries.push({ ...full, previousHash, hash: hashChangeLogEntry(previousHash, full) });
    }
    const chain = [...oldEntries];
    for (let index = 3; index < 5; index += 1)
      chain.push(chainChangeLogEntry(chain.at(-1) ?? null, change(index)));
    expect(verifyChangeLogChain(chain)).toMatchObject({ isIntact: true, numEntries: 5 });
    // A newer entry set back to version 1 (its year no longer hashed) is found, rehashed or not.
    const downgraded = chain.map((entry) => {
      if (entry.sequence !== 5) return entry;
      const { hashVersion: _version, instanceId: _year, previousHash, hash: _hash, ...content } = entry;
      return { ...content, previousHash, hash: hashChangeLogEntry(previousHash, content) };
    });
    expect(verifyChangeLogChain(downgraded)).toEqual({
      isIntact: false,
      brokenAtSequence: 5,
      reason: 'contentChanged',
    });
  });

  it('verifies an untouched chain', () => {
    const chain = buildChain(5);
    expect(verifyChangeLogChain(chain)).toEqual({ isIntact: true, numEntries: 5, lastHash: chain[4]?.hash });
    expect(verifyChangeLogChain([])).toEqual({ isIntact: true, numEntries: 0, lastHash: CHAIN_START_HASH });
  });

  it('finds a value changed in the database', () => {
    const chain = buildChain(5);
    const tampered = chain.map((entry) =>
      entry.sequence === 3 ? { ...entry, after: { ...(entry.after as object), amount: 1 } } : entry,
    );
    expect(verifyChangeLogChain(tampered)).toEqual({
      isIntact: false,
      brokenAtSequence: 3,
      reason: 'contentChanged',
    });
  });

  it('finds an entry rewritten with a fresh hash at the next link', () => {
    const chain = buildChain(5);
    const tampered = chain.map((entry) => {
      if (entry.sequence !== 3) return entry;
      const { previousHash, hash: _hash, ...content } = entry;
      const forged = { ...content, actorId: 'someone-else' };
      return { ...forged, previousHash, hash: hashChangeLogEntry(previousHash, forged) };
    });
    expect(verifyChangeLogChain(tampered)).toEqual({
      isIntact: false,
      brokenAtSequence: 4,
      reason: 'linkBroken',
    });
  });

  it('finds a deleted entry and entries out of order', () => {
    const chain = buildChain(5);
    expect(verifyChangeLogChain(chain.filter((entry) => entry.sequence !== 2))).toEqual({
      isIntact: false,
      brokenAtSequence: 2,
      reason: 'entryMissing',
    });
    expect(verifyChangeLogChain(chain.slice(0, 4))).toMatchObject({ isIntact: true, numEntries: 4 });
    const swapped = [chain[0], chain[2], chain[1], chain[3]] as ChainedEntry[];
    expect(verifyChangeLogChain(swapped)).toMatchObject({ isIntact: false, brokenAtSequence: 2 });
  });
});
