import type { TestProject } from 'vitest/node';
import { startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One app for the whole browser suite, built beforehand, on a fresh data directory. */
export default async function setup(project: TestProject) {
  const server = await startServer({ SUPPORT_EMAIL: 'help@carbon.example.org' });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
  };
}
