import { getMinimumRole, ROLES, type Role } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../test/factories.ts';
import { type SignedInClient, signInAs } from '../test/session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { RegisteredRoute } from './policy.ts';

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** A concrete URL for a route pattern: every `:param` gets a well-formed id. */
function fillRoute(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, SAMPLE_ID).replace(/\*$/, 'x');
}

/** The role just below a requirement, or undefined when nothing ranks lower than it. */
function roleBelow(required: Role): Role | undefined {
  const index = ROLES.indexOf(required);
  return ROLES[index + 1];
}

/**
 * Whatever routes exist, none may be reached without a session, and none guarded by a capability
 * may be reached with a role below it. New routes are covered the moment they are registered.
 */
describe('access to every registered route', () => {
  let testApp: TestApp;
  let guarded: RegisteredRoute[];
  const clients = new Map<Role, SignedInClient>();

  beforeAll(async () => {
    testApp = await createTestApp();
    guarded = testApp.app.registeredRoutes.filter(
      (route) => route.method !== 'HEAD' && route.policy !== undefined && route.policy.kind !== 'public',
    );
    const company = await buildCompany(testApp.app.database.db);
    for (const role of ['owner', 'admin', 'editor', 'viewer'] as const) {
      const user = await buildUser(testApp.app.database.db, { companyId: company.id, role });
      clients.set(role, await signInAs(testApp.app, user.email));
    }
  });
  afterAll(() => testApp.close());

  it('has guarded routes to check', () => {
    expect(guarded.length).toBeGreaterThan(5);
  });

  it('answers 401 on every non-public route without a session', async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: fillRoute(route.url),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      if (response.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 on every capability route to the role just below its minimum', async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      if (route.policy?.kind !== 'capability') continue;
      const below = roleBelow(getMinimumRole(route.policy.capability));
      const client = below && below !== 'sitewide-admin' ? clients.get(below) : undefined;
      if (!client) continue;
      const response = await client.inject({
        method: route.method as 'GET',
        url: fillRoute(route.url),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      if (response.statusCode !== 403)
        failures.push(`${route.method} ${route.url} as ${below} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
