import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createIdentityWrites, watchIdentityWrites } from './identity-writes.ts';

async function countNotices(text: string): Promise<number> {
  const writes = createIdentityWrites();
  let notices = 0;
  writes.subscribe(() => {
    notices += 1;
  });
  const client = { query: async () => ({ rows: [] }) } as unknown as pg.PoolClient;
  watchIdentityWrites(client, writes);
  await client.query(text, []);
  return notices;
}

describe('identity writes', () => {
  it('are heard for the tables a session answer is made of, company subscriptions included', async () => {
    expect(await countNotices('update "memberships" set "role" = $1 where "user_id" = $2')).toBe(1);
    expect(
      await countNotices('insert into "company_subscriptions" ("company_id", "product") values ($1, $2)'),
    ).toBe(1);
    expect(await countNotices('update "company_subscriptions" set "payment_status" = $1')).toBe(1);
  });

  it('are not heard for other tables or a session being marked as used', async () => {
    expect(await countNotices('insert into "stripe_customers" ("company_id") values ($1)')).toBe(0);
    expect(await countNotices('update "sessions" set "last_seen_at" = $1 where "id" = $2')).toBe(0);
    expect(await countNotices('select * from "company_subscriptions"')).toBe(0);
  });
});
