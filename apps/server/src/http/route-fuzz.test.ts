import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyClients, createProject, setUpCompanyClients } from '../modules/calculator/test-kit.ts';
import { buildCompany, buildUser } from '../test/factories.ts';
import {
  buildPlausibleValue,
  type FuzzIds,
  listHostileBodyValues,
  listHostileParameterValues,
  listValuePaths,
  type OpenApiOperation,
  readAt,
  replaceAt,
  writeFuzzJson,
} from '../test/fuzz-requests.ts';
import { type SignedInClient, signInAs } from '../test/session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Bounds of the whole run, so it stays a unit test. */
const MAX_REQUESTS = 3000;
const MAX_REQUESTS_PER_ROUTE = 60;
const TIME_BUDGET_MS = 120_000;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type InjectMethod = NonNullable<InjectOptions['method']>;
type FuzzCase = { method: InjectMethod; url: string; payload?: string };

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? 'a');
}

function buildQuery(query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([name, value]) => `${encodeURIComponent(name)}=${value}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The plausible request of one operation and its hostile variants, at most MAX_REQUESTS_PER_ROUTE. */
function buildCases(
  path: string,
  method: string,
  operation: OpenApiOperation,
  ids: FuzzIds,
  foreignIds: string[],
  seed: number,
): FuzzCase[] {
  const parameters = operation.parameters ?? [];
  const encode = (value: unknown) => encodeURIComponent(String(value ?? 'a'));
  const params = Object.fromEntries(
    parameters
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, encode(buildPlausibleValue(p.schema, ids))]),
  );
  const query = Object.fromEntries(
    parameters
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, encode(buildPlausibleValue(p.schema, ids))]),
  );
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? buildPlausibleValue(bodySchema, ids) : undefined;
  const upper = method.toUpperCase() as InjectMethod;
  const make = (
    nextParams: Record<string, string>,
    nextQuery: Record<string, string>,
    nextBody: unknown,
  ) => ({
    method: upper,
    url: `${fillPath(path, nextParams)}${buildQuery(nextQuery)}`,
    ...(bodySchema ? { payload: writeFuzzJson(nextBody) } : {}),
  });

  const cases: FuzzCase[] = [make(params, query, body)];
  const hostileParameters = listHostileParameterValues(foreignIds);
  const hostileValues = listHostileBodyValues(foreignIds);
  let turn = seed;
  const next = <T>(values: T[]) => values[turn++ % values.length] as T;
  for (const name of Object.keys(params)) {
    for (const value of hostileParameters) cases.push(make({ ...params, [name]: value }, query, body));
  }
  for (const name of Object.keys(query)) {
    cases.push(make(params, { ...query, [name]: next(hostileParameters) }, body));
    cases.push(make(params, { ...query, [name]: next(hostileParameters) }, body));
  }
  if (bodySchema) {
    for (const wholeBody of [[], 'text', null, 1e308]) cases.push(make(params, query, wholeBody));
    for (const valuePath of listValuePaths(body)) {
      if (typeof readAt(body, valuePath) === 'string') {
        // The characters PostgreSQL refuses, in every text field.
        cases.push(make(params, query, replaceAt(body, valuePath, 'nul\u0000byte')));
        cases.push(make(params, query, replaceAt(body, valuePath, 'lone \uD800 half')));
      }
      cases.push(make(params, query, replaceAt(body, valuePath, next(hostileValues))));
    }
  }
  // Keep the plausible request and an even spread of the rest.
  if (cases.length <= MAX_REQUESTS_PER_ROUTE) return cases;
  const step = cases.length / MAX_REQUESTS_PER_ROUTE;
  return Array.from(
    { length: MAX_REQUESTS_PER_ROUTE },
    (_, index) => cases[Math.floor(index * step)] as FuzzCase,
  );
}

describe('every route of the OpenAPI document under hostile input', () => {
  let testApp: TestApp;
  const ownerEmail = 'fuzz-owner@example.org';
  let owner: SignedInClient;
  let other: CompanyClients;
  let ids: FuzzIds;
  let foreignIds: string[];
  let apiKey: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const company = await buildCompany(testApp.app.database.db);
    await buildUser(testApp.app.database.db, { email: ownerEmail, companyId: company.id, role: 'owner' });
    owner = await signInAs(testApp.app, ownerEmail);
    other = await setUpCompanyClients(testApp.app);
    const ownYear = await createProject(owner);
    const foreignYear = await createProject(other.owner);
    ids = { own: [ownYear.instanceId, ownYear.containerId] };
    foreignIds = [foreignYear.instanceId, foreignYear.containerId, other.companyId];
    const key = await owner.inject({
      method: 'PUT',
      url: '/api/company/api-keys',
      payload: { name: 'fuzz' },
    });
    apiKey = key.json().apiKey;
  });
  afterAll(() => testApp.close());

  it('never answers 5xx', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Partial<Record<(typeof METHODS)[number], OpenApiOperation>>>;
    };
    let client: SignedInClient = owner;
    const failures: string[] = [];
    const startedAt = Date.now();
    let numSent = 0;
    let numRoutes = 0;
    let numAccepted = 0;
    let seed = 0;

    for (const [path, operations] of Object.entries(document.paths)) {
      if (path.startsWith('/api/docs')) continue;
      for (const method of METHODS) {
        const operation = operations[method];
        if (!operation) continue;
        numRoutes += 1;
        for (const fuzzCase of buildCases(path, method, operation, ids, foreignIds, seed++)) {
          if (numSent >= MAX_REQUESTS || Date.now() - startedAt > TIME_BUDGET_MS) break;
          numSent += 1;
          const response = await client.inject({
            ...fuzzCase,
            // A fresh address per request, so the sign-in throttles of a few routes do not end the run.
            remoteAddress: `10.9.${(numSent >> 8) & 255}.${numSent & 255}`,
            headers: {
              'x-csrf-token': client.csrfToken,
              authorization: `Bearer ${apiKey}`,
              ...(fuzzCase.payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
          });
          if (response.statusCode < 300) numAccepted += 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${fuzzCase.method} ${fuzzCase.url.slice(0, 120)} ${fuzzCase.payload?.slice(0, 200) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
        // Some routes end the session (sign-out): carry on signed in.
        const whoami = await client.inject({ method: 'GET', url: '/api/auth/whoami' });
        if (whoami.statusCode === 401) client = await signInAs(testApp.app, ownerEmail);
      }
    }
    console.info(
      `fuzzed ${numRoutes} routes with ${numSent} requests in ${Date.now() - startedAt} ms; ${numAccepted} accepted, ${failures.length} answered 5xx`,
    );
    expect(numRoutes).toBeGreaterThan(90);
    expect(failures).toEqual([]);
  }, 180_000);
});
