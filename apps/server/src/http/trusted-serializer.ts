import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

const SERIALIZED = Symbol('JSON text of an answer');

type SerializedAnswer = { readonly [SERIALIZED]: string };

const isSerializedAnswer = (data: unknown): data is SerializedAnswer =>
  typeof data === 'object' && data !== null && SERIALIZED in data;

/**
 * An answer whose JSON text is already written (parts of it kept from an earlier request, or written by
 * the database): a route with `trustedSerializerCompiler` sends the text as it is. Typed as the answer it
 * stands for, so the route keeps its typed contract; under the test runner the text is checked against the
 * route's response schema like any other answer.
 */
export function serializedAnswer<Answer>(text: string): Answer {
  return { [SERIALIZED]: text } as unknown as Answer;
}

/** `{ ...fields, [key]: <text> }` as JSON, the text being JSON already (it comes last). */
export function withSerializedField(fields: object, key: string, text: string): string {
  const head = JSON.stringify(fields);
  return head === '{}'
    ? `{${JSON.stringify(key)}:${text}}`
    : `${head.slice(0, -1)},${JSON.stringify(key)}:${text}}`;
}

/**
 * A serializer for answers the server builds itself from typed rows (presenters): plain JSON, without
 * checking the answer against its response schema again on every request. Use it where that check is a
 * real share of the request: large lists and the calls every page makes. The schema still documents the
 * answer (OpenAPI), and under the test runner every answer is checked against it, so a presenter that
 * drifts from its schema (an extra field the schema would strip, a missing one) fails the route tests.
 * It also sends answers given as `serializedAnswer` text.
 */
export function trustedSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  const serialize = (data: unknown) => (isSerializedAnswer(data) ? data[SERIALIZED] : JSON.stringify(data));
  if (!process.env.VITEST) return serialize;
  return (data) => {
    const text = serialize(data);
    const parsed: unknown = JSON.parse(text);
    const checked = JSON.stringify((schema as z.ZodType).parse(parsed));
    if (!isDeepStrictEqual(parsed, JSON.parse(checked))) {
      throw new Error(`An answer differs from its response schema: ${text.slice(0, 200)}`);
    }
    return text;
  };
}
