import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from './client.ts';

/** Rows of a raw SQL read. */
const rowsOf = async <T>(answer: Promise<unknown>) => ((await answer) as { rows: T[] }).rows;

/** The embedded engine's answers cross from its worker thread in chunks: none may be lost or mixed up. */
describe('answers of the embedded database', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await connection.close();
  });

  const numbered = (count: number) =>
    Array.from({ length: count }, (_, index) => String(index + 1).padStart(7, '0')).join('');

  it('delivers an answer of several megabytes byte for byte, and small ones after it', async () => {
    const big = await rowsOf<{ text: string }>(
      connection.db.execute(
        sql`select string_agg(lpad(g::text, 7, '0'), '' order by g) as text from generate_series(1, 700000) as g`,
      ),
    );
    expect(big[0]?.text).toBe(numbered(700_000));
    expect(await rowsOf(connection.db.execute(sql`select 41 + 1 as n`))).toEqual([{ n: 42 }]);
  });

  it('gives each of many queued queries its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        rowsOf<{ text: string }>(
          connection.db.execute(
            sql`select string_agg(lpad(g::text, 7, '0'), '' order by g) as text from generate_series(1, ${(index + 1) * 5000}::int) as g`,
          ),
        ),
      ),
    );
    answers.forEach((answer, index) => {
      expect(answer[0]?.text).toBe(numbered((index + 1) * 5000));
    });
  });

  it('reports an error of a query and keeps answering', async () => {
    await expect(connection.db.execute(sql`select 1 / (0 * ${1}::int) as n`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '22012' }),
    });
    expect(await rowsOf(connection.db.execute(sql`select 7 as n`))).toEqual([{ n: 7 }]);
  });
});
