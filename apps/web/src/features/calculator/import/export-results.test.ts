import type { Result } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { collectAllResults } from './export-results.ts';

const result = (id: number) => ({ _id: String(id) }) as Result;

describe('collectAllResults', () => {
  it('pages until canLoadMore is false, from the position each page answers', async () => {
    const skips: number[] = [];
    const all = await collectAllResults(async (skip) => {
      skips.push(skip);
      const size = skip < 2000 ? 1000 : 3;
      return {
        results: Array.from({ length: size }, (_, index) => result(skip + index)),
        pagination: { position: skip + size, canLoadMore: skip < 2000 },
      };
    });
    expect(skips).toEqual([0, 1000, 2000]);
    expect(all).toHaveLength(2003);
  });

  it('stops on an empty page even if the server says more follow', async () => {
    const all = await collectAllResults(async () => ({
      results: [],
      pagination: { position: 0, canLoadMore: true },
    }));
    expect(all).toEqual([]);
  });
});
