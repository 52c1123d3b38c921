import { describe, expect, it } from 'vitest';
import { createMediaCache, MEDIA_CACHE_SECONDS, type PublishedMedia } from './media-cache.ts';

const ID = 'AAAAAAAAAAAAAAAAAAAAAAAA';

function media(snapshotId: string): PublishedMedia {
  const image = (type: string) => ({ etag: `"${snapshotId}"`, type, body: Buffer.from(type), headers: {} });
  return { snapshotId, companyId: 'c', png: image('image/png'), svg: image('image/svg+xml') };
}

/** A database read that answers when the test says, counting how often it was asked. */
function controlledFetch() {
  const calls: Array<{ resolve: (value: PublishedMedia | null) => void; reject: (error: Error) => void }> =
    [];
  const fetchMedia = (_publicId: string) =>
    new Promise<PublishedMedia | null>((resolve, reject) => calls.push({ resolve, reject }));
  return { calls, fetchMedia };
}

describe('createMediaCache', () => {
  it('shares one database read among the requests that arrive while it is under way', async () => {
    const cache = createMediaCache(() => 0);
    const { calls, fetchMedia } = controlledFetch();
    const waiting = [1, 2, 3].map(() => cache.load(ID, fetchMedia));
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(media('s1'));
    const answers = await Promise.all(waiting);
    expect(answers.map((answer) => answer?.snapshotId)).toEqual(['s1', 's1', 's1']);
    expect(cache.load(ID, fetchMedia)).toBe(answers[0]);
    expect(calls).toHaveLength(1);
  });

  it.each([
    { label: 'on the last millisecond', elapsedMs: MEDIA_CACHE_SECONDS * 1000, reads: 1 },
    { label: 'after it', elapsedMs: MEDIA_CACHE_SECONDS * 1000 + 1, reads: 2 },
  ])('trusts an entry for MEDIA_CACHE_SECONDS and asks again $label', async ({ elapsedMs, reads }) => {
    let clock = 0;
    const cache = createMediaCache(() => clock);
    const { calls, fetchMedia } = controlledFetch();
    const first = cache.load(ID, fetchMedia);
    calls[0]?.resolve(media('s1'));
    await first;
    clock = elapsedMs;
    cache.load(ID, fetchMedia);
    expect(calls).toHaveLength(reads);
  });

  it('keeps a known-dead id as null, so a missing widget costs one read per expiry', async () => {
    const cache = createMediaCache(() => 0);
    const { calls, fetchMedia } = controlledFetch();
    const first = cache.load(ID, fetchMedia);
    calls[0]?.resolve(null);
    expect(await first).toBeNull();
    expect(cache.load(ID, fetchMedia)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('does not keep a read that was under way when the widget was unpublished', async () => {
    const cache = createMediaCache(() => 0);
    const { calls, fetchMedia } = controlledFetch();
    const before = cache.load(ID, fetchMedia);
    cache.forget(ID);
    const after = cache.load(ID, fetchMedia);
    expect(calls).toHaveLength(2);
    calls[0]?.resolve(media('published'));
    calls[1]?.resolve(null);
    expect((await before)?.snapshotId).toBe('published');
    expect(await after).toBeNull();
    expect(cache.load(ID, fetchMedia)).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failed read: the next request asks the database again', async () => {
    const cache = createMediaCache(() => 0);
    const { calls, fetchMedia } = controlledFetch();
    const failing = cache.load(ID, fetchMedia);
    calls[0]?.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    const next = cache.load(ID, fetchMedia);
    expect(calls).toHaveLength(2);
    calls[1]?.resolve(media('s2'));
    expect((await next)?.snapshotId).toBe('s2');
  });
});
