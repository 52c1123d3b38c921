/** A published widget's images and page data as served to outsiders. */
export type PublishedMedia = {
  snapshotId: string;
  companyId: string;
  etag: string;
  svg: Buffer;
  png: Buffer;
  computedAt: Date;
};

/**
 * How long an entry is trusted before the database is asked again. This process drops an entry the
 * moment its widget is unpublished or republished; other processes on the same database see it within
 * this time (as they see a signed-out session, docs/scaling.md).
 */
export const MEDIA_CACHE_SECONDS = 2;
const MAX_ENTRIES = 5000;

/**
 * The published images by public id, so a busy embed is answered from memory: the images were drawn
 * once when the figure was published; the cache only saves the database read.
 */
export function createMediaCache(now: () => number = Date.now) {
  const entries = new Map<string, { media: PublishedMedia | null; loadedAt: number }>();
  return {
    /** The cached media, `null` for a known-dead id, `undefined` when the database must be asked. */
    read(publicId: string): PublishedMedia | null | undefined {
      const entry = entries.get(publicId);
      if (!entry) return undefined;
      if (now() - entry.loadedAt > MEDIA_CACHE_SECONDS * 1000) {
        entries.delete(publicId);
        return undefined;
      }
      return entry.media;
    },
    write(publicId: string, media: PublishedMedia | null): void {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(publicId, { media, loadedAt: now() });
    },
    forget(publicId: string): void {
      entries.delete(publicId);
    },
  };
}
export type MediaCache = ReturnType<typeof createMediaCache>;
