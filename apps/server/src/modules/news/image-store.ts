import { join } from 'node:path';
import type { FilesConfig } from '../../config.ts';
import { createLocalFileStore, type FileStore, type StoredFileKey } from '../evidence-files/file-store.ts';
import { createS3FileStore } from '../evidence-files/s3-file-store.ts';

/**
 * News images are the installation's, not a company's: the file store keys them under this fixed id in
 * a store of their own (`DATA_DIR/news-files`, or the `news/` prefix in the bucket), so the sweep of
 * evidence files, which walks company ids, never sees them.
 */
const NEWS_FILES_OWNER = '00000000-0000-4000-8000-000000000000';

export const newsImageKey = (imageId: string): StoredFileKey => ({
  companyId: NEWS_FILES_OWNER,
  id: imageId,
});

/** The file store for news images, beside the evidence files' one. */
export function createNewsImageStore(dataDir: string, files: FilesConfig): FileStore {
  if (files.store === 's3') return createS3FileStore({ ...files, prefix: `${files.prefix}news/` });
  return createLocalFileStore(join(dataDir, 'news-files'));
}
