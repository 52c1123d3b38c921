import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { apiKeys, memberships } from '../../db/schema/identity.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { generateApiKey, parseApiKey } from './api-key-format.ts';
import { resolveApiKeyActor } from './authenticate-api-key.ts';
import { createNamedApiKey, createTemporaryApiKey } from './service.ts';

const MINUTE = 60_000;
const bearer = (apiKey: string) => `Bearer ${apiKey}`;

describe('resolveApiKeyActor', () => {
  let testApp: TestApp;
  let db: Database;
  let companyId: string;
  let editorId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    db = testApp.app.database.db;
    companyId = (await buildCompany(db)).id;
    editorId = (await buildUser(db, { companyId, role: 'editor' })).id;
  });
  afterAll(() => testApp.close());

  it('leaves a request without a header to the route policy', async () => {
    expect(await resolveApiKeyActor(db, undefined)).toBeUndefined();
  });

  it('acts as admin for the company with a named key, whoever made it', async () => {
    const { apiKey, row } = await createNamedApiKey(db, {
      companyId,
      userId: editorId,
      name: 'n',
      expiresAt: null,
    });
    expect(await resolveApiKeyActor(db, bearer(apiKey))).toEqual({
      userId: editorId,
      companyId,
      role: 'admin',
      isSitewideAdmin: false,
      via: 'apiKey',
      apiKeyId: row.id,
    });
  });

  it("acts with the creator's current role with a temporary key, until 5 minutes have passed", async () => {
    const createdAt = new Date();
    const { apiKey, expiresAt } = await createTemporaryApiKey(db, { companyId, userId: editorId }, createdAt);
    expect(expiresAt.getTime() - createdAt.getTime()).toBe(5 * MINUTE);
    const inFourMinutes = new Date(createdAt.getTime() + 4 * MINUTE);
    expect(await resolveApiKeyActor(db, bearer(apiKey), inFourMinutes)).toMatchObject({ role: 'editor' });
    const atFiveMinutes = new Date(createdAt.getTime() + 5 * MINUTE);
    await expect(resolveApiKeyActor(db, bearer(apiKey), atFiveMinutes)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'This API key has expired.',
    });
  });

  it('stops a temporary key when its creator leaves the company, and follows role changes', async () => {
    const userId = (await buildUser(db, { companyId, role: 'viewer' })).id;
    const { apiKey } = await createTemporaryApiKey(db, { companyId, userId });
    const membership = and(eq(memberships.companyId, companyId), eq(memberships.userId, userId));
    await db.update(memberships).set({ role: 'admin' }).where(membership);
    expect(await resolveApiKeyActor(db, bearer(apiKey))).toMatchObject({ role: 'admin' });
    await db.delete(memberships).where(membership);
    await expect(resolveApiKeyActor(db, bearer(apiKey))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('removes the user’s expired temporary keys when a new one is made', async () => {
    const start = new Date(Date.now() - 10 * MINUTE);
    await createTemporaryApiKey(db, { companyId, userId: editorId }, start);
    await createTemporaryApiKey(db, { companyId, userId: editorId });
    const rows = await db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.createdByUserId, editorId), eq(apiKeys.isTemporary, true)));
    expect(rows.every((row) => (row.expiresAt?.getTime() ?? 0) > Date.now())).toBe(true);
  });

  it('writes last_used_at at most once a minute', async () => {
    const { apiKey, row } = await createNamedApiKey(db, {
      companyId,
      userId: editorId,
      name: 'u',
      expiresAt: null,
    });
    const readLastUsed = async () =>
      (await db.select().from(apiKeys).where(eq(apiKeys.id, row.id)))[0]?.lastUsedAt?.getTime();
    const first = new Date();
    await resolveApiKeyActor(db, bearer(apiKey), first);
    await resolveApiKeyActor(db, bearer(apiKey), new Date(first.getTime() + 30_000));
    expect(await readLastUsed()).toBe(first.getTime());
    const later = new Date(first.getTime() + 61_000);
    await resolveApiKeyActor(db, bearer(apiKey), later);
    expect(await readLastUsed()).toBe(later.getTime());
  });

  it('refuses a well-formed key whose company part names a company without it', async () => {
    const otherCompanyId = (await buildCompany(db)).id;
    const { apiKey } = generateApiKey(otherCompanyId);
    expect(parseApiKey(apiKey)?.unverifiedCompanyId).toBe(otherCompanyId);
    await expect(resolveApiKeyActor(db, bearer(apiKey))).rejects.toMatchObject({
      message: 'This API key is not valid.',
    });
  });
});
