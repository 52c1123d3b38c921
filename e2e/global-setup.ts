import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_PASSWORD } from './support/accounts.ts';
import { startServer } from './support/server.ts';

/**
 * The first account of an installation becomes its operator. The specs on the shared server play
 * ordinary companies, so the installation gets its operator before any of them registers (the
 * first-account journey runs a server of its own).
 */
async function registerInstallationOperator(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'operator@e2e.example.org',
      password1: E2E_PASSWORD,
      password2: E2E_PASSWORD,
      nameFirst: 'Otto',
      nameLast: 'Operator',
      info: {
        company: 'Installation Operator GmbH',
        brand: 'Installation Operator',
        address: 'Hafenweg 1',
        city: 'Hamburg',
        zip: '20457',
        country: 'DE',
      },
    }),
  });
  if (response.status !== 201) {
    throw new Error(
      `the installation's operator could not register: ${response.status} ${await response.text()}`,
    );
  }
}

/**
 * Sets up one installation (migrations, factor library) and stops it: every server of the suite starts
 * on a copy of it, in a third of the time a new data directory takes.
 */
async function prepareTemplate(): Promise<string> {
  const templateDir = mkdtempSync(join(tmpdir(), 'e2e-template-'));
  const server = await startServer({}, { dataDir: templateDir });
  await server.stop();
  return templateDir;
}

/** One app for the whole browser suite, built beforehand, on a copy of the set-up installation. */
export default async function setup(project: TestProject) {
  const templateDir = await prepareTemplate();
  const sharedDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  cpSync(templateDir, sharedDir, { recursive: true });
  const server = await startServer({ SUPPORT_EMAIL: 'help@carbon.example.org' }, { dataDir: sharedDir });
  const removeDirs = () => {
    rmSync(sharedDir, { recursive: true, force: true });
    rmSync(templateDir, { recursive: true, force: true });
  };
  try {
    await registerInstallationOperator(server.url);
  } catch (error) {
    await server.stop();
    removeDirs();
    throw error;
  }
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  project.provide('templateDataDir', templateDir);
  return async () => {
    await server.stop();
    removeDirs();
  };
}
