import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

/**
 * A serializer for answers the server builds itself from typed rows (presenters): plain JSON, without
 * checking the answer against its response schema again on every request. Use it where that check is a
 * real share of the request: large lists and the calls every page makes. The schema still documents the
 * answer (OpenAPI), and under the test runner every answer is checked against it, so a presenter that
 * drifts from its schema (an extra field the schema would strip, a missing one) fails the route tests.
 */
export function trustedSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!process.env.VITEST) return (data) => JSON.stringify(data);
  return (data) => {
    const text = JSON.stringify(data);
    const checked = JSON.stringify((schema as z.ZodType).parse(data));
    if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(checked))) {
      throw new Error(`An answer differs from its response schema: ${text.slice(0, 200)}`);
    }
    return text;
  };
}
