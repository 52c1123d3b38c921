/**
 * Builds hostile requests from the OpenAPI document: for every route a plausible request (so the
 * handler is reached where the contract allows), then copies of it with one value at a time replaced by
 * something hostile. Used by the fuzz test over every route; bounded by the caller.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  default?: unknown;
};

export type OpenApiOperation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Ids the plausible requests use: the signed-in company's own, so handlers get past their lookups. */
export type FuzzIds = { own: string[] };

/** Marks a number JSON cannot write; replaced by `1e309` (read back as Infinity) in the sent text. */
export const INFINITY_MARKER = '__fuzz_infinity__';

const HUGE_TEXT = 'x'.repeat(200_000);

/** Values put in place of one field of a JSON body. */
export function listHostileBodyValues(foreignIds: string[]): unknown[] {
  return [
    'nul\u0000byte',
    'lone \uD800 high',
    '\uDC00 lone low',
    HUGE_TEXT,
    1e308,
    -1e308,
    INFINITY_MARKER,
    -1,
    0,
    2 ** 53 + 2,
    0.5,
    true,
    null,
    {},
    [],
    [HUGE_TEXT],
    { nested: { deeper: ['\u0000'] } },
    '1e309',
    '',
    ...foreignIds,
  ];
}

/** Values put in place of one path or query parameter, already URL-encoded. */
export function listHostileParameterValues(foreignIds: string[]): string[] {
  return [
    '%00',
    'a%00b',
    '%ED%A0%80', // a lone surrogate as (invalid) UTF-8
    '%F0%9F', // a cut-off UTF-8 sequence
    '%',
    'x'.repeat(5000),
    '-1',
    '1e309',
    'NaN',
    '9'.repeat(400),
    '..%2F..%2Fetc%2Fpasswd',
    '%27%3B--',
    ...foreignIds,
  ];
}

function pickType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? 'null';
  return schema.type;
}

const SAMPLE_STRINGS: Record<string, string> = {
  date: '2025-01-01',
  'date-time': '2025-01-01T00:00:00.000Z',
  email: 'fuzz@example.org',
  uri: 'https://127.0.0.1:1/',
  url: 'https://127.0.0.1:1/',
};

/** A value the schema accepts, as far as a generic reading of it can tell. */
export function buildPlausibleValue(schema: JsonSchema | undefined, ids: FuzzIds, depth = 0): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch?.length) {
    const nonNull = branch.find((candidate) => pickType(candidate) !== 'null') ?? branch[0];
    return buildPlausibleValue(nonNull, ids, depth + 1);
  }
  switch (pickType(schema)) {
    case 'string': {
      if (schema.format === 'uuid') return ids.own[depth % ids.own.length];
      const sample = schema.format ? SAMPLE_STRINGS[schema.format] : undefined;
      return sample ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const item = buildPlausibleValue(schema.items, ids, depth + 1);
      return item === undefined ? [] : Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => item);
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const child = buildPlausibleValue(property, ids, depth + 1);
        if (child !== undefined) value[key] = child;
      }
      return value;
    }
    default:
      return schema.default;
  }
}

/** The paths of every leaf (and of every array and object, which can take a wrong type too). */
export function listValuePaths(
  value: unknown,
  prefix: Array<string | number> = [],
): Array<Array<string | number>> {
  const paths: Array<Array<string | number>> = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      paths.push(...listValuePaths(item, [...prefix, index]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) paths.push(...listValuePaths(child, [...prefix, key]));
  }
  return paths;
}

/** The value at `path`. */
export function readAt(value: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)?.[key], value);
}

/** A deep copy of `value` with the value at `path` replaced. */
export function replaceAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string | number] = replaceAt(copy[head as string | number], rest, replacement);
  return copy;
}

/** JSON text of a body, with the Infinity marker written as a number JSON reads as Infinity. */
export function writeFuzzJson(body: unknown): string {
  return JSON.stringify(body).replaceAll(`"${INFINITY_MARKER}"`, '1e309');
}
