import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type AppConfig, readConfig } from '../config.ts';
import type { FileStore } from '../modules/evidence-files/file-store.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = { app: FastifyInstance; close: () => Promise<void> };
export type TestAppOptions = {
  /** Load the whole factor library (seconds on PGlite): only the few test files that read it. */
  isFactorLibraryLoaded?: boolean;
  /** A file store of the test's own (one that fails on purpose, say); the data directory's by default. */
  fileStore?: FileStore;
};

/** Builds the app on a database of its own, quiet, with optional config overrides. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const isFactorLibraryLoaded = options.isFactorLibraryLoaded ?? false;
  const database = await createTestDatabase({ withFactorLibrary: isFactorLibraryLoaded });
  // A data directory of its own, so outbox files never land in the working tree.
  const dataDir = mkdtempSync(join(tmpdir(), 'test-app-'));
  const config: AppConfig = { ...readConfig({ LOG_LEVEL: 'silent' }), dataDir, ...overrides };
  const removeDatabase = async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      database: database.target,
      isFactorLibraryLoaded,
      ...(options.fileStore ? { fileStore: options.fileStore } : {}),
    });
  } catch (error) {
    // An app that refuses to start (as some tests expect) leaves no database behind either.
    await removeDatabase();
    throw error;
  }
  return {
    app,
    close: async () => {
      await app.close();
      await removeDatabase();
    },
  };
}
