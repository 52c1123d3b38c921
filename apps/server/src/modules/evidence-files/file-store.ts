import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** Where one stored file is: its company and its id (both uuids). Never a name a user typed. */
export type StoredFileKey = { companyId: string; id: string };

/**
 * The one storage module for files (ARCHITECTURE.md, "Files"): bytes by company and id. The local
 * directory is the only implementation in this version; an S3-compatible one would keep the same keys.
 */
export type FileStore = {
  /** Stores the bytes whole or not at all: a reader never sees half a file under the key. */
  put: (key: StoredFileKey, bytes: Uint8Array) => Promise<void>;
  /** A stream of the bytes; rejects with `FileMissingError` when nothing is stored under the key. */
  open: (key: StoredFileKey) => Promise<Readable>;
  /** Removes the bytes; removing what is not there is no error. */
  remove: (key: StoredFileKey) => Promise<void>;
  /** The ids stored for a company, with when each was written (to sweep files no row points at). */
  list: (companyId: string) => Promise<Array<{ id: string; writtenAt: Date }>>;
  /** The companies that have anything stored (to sweep the files of deleted companies too). */
  listCompanies: () => Promise<string[]>;
};

export class FileMissingError extends Error {
  override name = 'FileMissingError';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A key's parts are uuids, checked again here so no path can ever be built from anything else. */
function assertKeyPart(value: string): string {
  if (!UUID.test(value)) throw new Error('A stored file key must be a lower-case uuid.');
  return value;
}

/**
 * Files under `root/<company id>/<file id>` (root is `DATA_DIR/files`). A file is written to a temporary
 * name in the same directory, flushed, and renamed over its id, so a crash never leaves half a file
 * under an id. Temporary names start with a dot and are never listed as stored ids.
 */
export function createLocalFileStore(root: string): FileStore {
  const directoryOf = (companyId: string) => join(root, assertKeyPart(companyId));
  const pathOf = (key: StoredFileKey) => join(directoryOf(key.companyId), assertKeyPart(key.id));
  return {
    put: async (key, bytes) => {
      const target = pathOf(key);
      const directory = directoryOf(key.companyId);
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const temporary = join(directory, `.${key.id}.${randomBytes(6).toString('hex')}.part`);
      try {
        const handle = await open(temporary, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    open: async (key) => {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        throw new FileMissingError(`No stored file ${key.id}.`);
      }
      return createReadStream(path);
    },
    remove: async (key) => {
      await rm(pathOf(key), { force: true });
    },
    list: async (companyId) => {
      const directory = directoryOf(companyId);
      let names: string[];
      try {
        names = await readdir(directory);
      } catch {
        return [];
      }
      const stored: Array<{ id: string; writtenAt: Date }> = [];
      for (const name of names) {
        if (!UUID.test(name)) continue;
        const info = await stat(join(directory, name)).catch(() => undefined);
        if (info) stored.push({ id: name, writtenAt: info.mtime });
      }
      return stored;
    },
    listCompanies: async () => {
      try {
        return (await readdir(root)).filter((name) => UUID.test(name));
      } catch {
        return [];
      }
    },
  };
}
