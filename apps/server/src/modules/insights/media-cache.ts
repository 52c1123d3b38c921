/**
 * One image of a published widget as it is answered: its bytes, its type, and the headers that a 200 and
 * a 304 share (ETag, caching, Last-Modified), made once.
 */
export type ServedImage = {
  etag: string;
  type: string;
  body: Buffer;
  headers: Readonly<Record<string, string>>;
};

/** A published widget's images as served to outsiders. */
export type PublishedMedia = {
  snapshotId: string;
  companyId: string;
  png: ServedImage;
  svg: ServedImage;
};

/**
 * How long an entry is trusted before the database is asked again. This process drops an entry the
 * moment its widget is unpublished or republished; other processes on the same database see it within
 * this time (as they see a signed-out session, docs/scaling.md).
 */
export const MEDIA_CACHE_SECONDS = 2;
const MAX_ENTRIES = 5000;

type Loaded = PublishedMedia | null;

/**
 * The published images by public id, so a busy embed is answered from memory: the images were drawn
 * once when the figure was published; the cache only saves the database read. Requests that find an
 * entry missing or expired share one read, so an embed on a busy page asks the database once per
 * expiry, not once per waiting visitor.
 */
export function createMediaCache(now: () => number = Date.now) {
  const entries = new Map<string, { media: Loaded; loadedAt: number }>();
  const pending = new Map<string, Promise<Loaded>>();

  const read = (publicId: string): Loaded | undefined => {
    const entry = entries.get(publicId);
    if (!entry) return undefined;
    if (now() - entry.loadedAt > MEDIA_CACHE_SECONDS * 1000) {
      entries.delete(publicId);
      return undefined;
    }
    return entry.media;
  };
  const write = (publicId: string, media: Loaded): void => {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(publicId, { media, loadedAt: now() });
  };

  return {
    /** The cached media, `null` for a known-dead id, `undefined` when the database must be asked. */
    read,
    write,
    /**
     * The cached media, or what `fetchMedia` reads, shared by every request that asks meanwhile. A read
     * that was under way when the id was forgotten (the widget unpublished) answers its own callers but
     * is not kept, so the next request asks the database again.
     */
    load(publicId: string, fetchMedia: (publicId: string) => Promise<Loaded>): Loaded | Promise<Loaded> {
      const cached = read(publicId);
      if (cached !== undefined) return cached;
      const underway = pending.get(publicId);
      if (underway) return underway;
      const loading = fetchMedia(publicId).then(
        (media) => {
          if (pending.get(publicId) === loading) {
            pending.delete(publicId);
            write(publicId, media);
          }
          return media;
        },
        (error: unknown) => {
          if (pending.get(publicId) === loading) pending.delete(publicId);
          throw error;
        },
      );
      pending.set(publicId, loading);
      return loading;
    },
    forget(publicId: string): void {
      entries.delete(publicId);
      pending.delete(publicId);
    },
  };
}
export type MediaCache = ReturnType<typeof createMediaCache>;
