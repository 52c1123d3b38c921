import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type AppConfig, readConfig } from '../config.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = { app: FastifyInstance; close: () => Promise<void> };

/** Builds the app on a database of its own, quiet, with optional config overrides. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = { ...readConfig({ LOG_LEVEL: 'silent' }), ...overrides };
  const app = await buildApp(config, { database: database.target });
  return {
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
