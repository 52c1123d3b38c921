import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates, type DatabaseTemplates } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The databases every test database is copied from (see `createTestDatabase`). */
    databaseTemplates: DatabaseTemplates;
  }
}

/** Builds the test database templates once per run of the server tests, and removes them after it. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await createDatabaseTemplates(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplates', templates);
  return remove;
}
