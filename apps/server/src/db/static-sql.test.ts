import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { calculatorResults as r } from './schema/calculator.ts';
import { quoteName, StatementText, writtenOnce } from './static-sql.ts';

describe('fragments written once', () => {
  it('writes the same text drizzle would write on every query, and keeps the parameters around it', () => {
    const fragment = sql`${r.name} as "name", ${r.kgTotal} + 0 as "total"`;
    const dialect = new PgDialect();
    const once = writtenOnce(fragment);
    expect(dialect.sqlToQuery(once).sql).toBe(dialect.sqlToQuery(fragment).sql);
    expect(dialect.sqlToQuery(once).sql).toBe(
      '"calculator_results"."name" as "name", "calculator_results"."kg_total" + 0 as "total"',
    );
    const query = dialect.sqlToQuery(sql`select ${once} from ${r} where ${r.companyId} = ${'acme'}`);
    expect(query.params).toEqual(['acme']);
    expect(query.sql).toContain('where "calculator_results"."company_id" = $1');
  });

  it('refuses a fragment with a parameter, whose value would be fixed for good', () => {
    expect(() => writtenOnce(sql`${r.companyId} = ${'acme'}`)).toThrow(/parameters/);
  });

  it('writes a statement of text and parameters, the values as parameters in their order', () => {
    const statement = new StatementText()
      .text(`select ${quoteName('odd"name')} from t where a = `)
      .param("x'); drop table t; --")
      .text(' and b = ')
      .param(2)
      .toSql();
    expect(new PgDialect().sqlToQuery(statement)).toEqual({
      sql: 'select "odd""name" from t where a = $1 and b = $2',
      params: ["x'); drop table t; --", 2],
      typings: ['none', 'none'],
    });
  });
});
