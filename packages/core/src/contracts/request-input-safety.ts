import { MAX_ENTERED_NUMBER_MAGNITUDE } from '../numbers/parse-localized-number.ts';
import type { ValidationMessageKey } from '../validation/message-keys.ts';

/**
 * The largest magnitude any number in a request body may have: the same as a typed or imported number
 * (a quadrillion). Anything larger can only be a mistake or an attack, and values near the
 * double-precision limit overflow when the database adds them up.
 */
export const MAX_REQUEST_NUMBER_MAGNITUDE = MAX_ENTERED_NUMBER_MAGNITUDE;

/** One refused value of a request: where it is (dotted path, `key` for a property name) and why. */
export type UnsafeRequestValue = {
  readonly path: string;
  readonly message: Extract<ValidationMessageKey, 'validation.unsafeText' | 'validation.numberTooLarge'>;
};

/** A NUL character, or half of a UTF-16 surrogate pair with its other half missing. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL or any half of a surrogate pair: what text must hold before it can hold either of the above. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters looked for.
const MAYBE_UNSAFE = /[\u0000\uD800-\uDFFF]/;

/**
 * Tells whether text holds a character no stored text may hold (NUL, a lone surrogate). Most text holds
 * neither NUL nor any surrogate, which one scan tells; only text that does is looked at closely.
 */
export function hasUnsafeCharacters(text: string): boolean {
  if (!MAYBE_UNSAFE.test(text)) return false;
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Tells whether a number is finite and within MAX_REQUEST_NUMBER_MAGNITUDE. */
export function isNumberWithinRequestLimit(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= MAX_REQUEST_NUMBER_MAGNITUDE;
}

/**
 * Objects a walk visits (or has waiting) before it starts remembering them: about what a chunk of 1000
 * imported rows holds. A cycle (which only a body a plugin builds can have) is still found, a little
 * later, and the values waiting stay bounded however wide it is.
 */
const OBJECTS_WITHOUT_CYCLE_CHECK = 10_000;

const joinPath = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

/**
 * Tells whether a decoded request part holds any value `findUnsafeRequestValue` refuses. It keeps no
 * paths, so the common case, a clean body of thousands of values, costs one pass and no strings.
 */
function holdsUnsafeValue(input: unknown): boolean {
  const pending: unknown[] = [input];
  // Parsed JSON has no cycles: objects are remembered only once a walk is long enough to be one.
  let seen: WeakSet<object> | undefined;
  let numObjects = 0;
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) return true;
    } else if (typeof value === 'number') {
      if (!isNumberWithinRequestLimit(value)) return true;
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      numObjects += 1;
      if (seen || numObjects > OBJECTS_WITHOUT_CYCLE_CHECK || pending.length > OBJECTS_WITHOUT_CYCLE_CHECK) {
        seen ??= new WeakSet();
        if (seen.has(value)) continue;
        seen.add(value);
      }
      if (Array.isArray(value)) {
        for (const item of value) pending.push(item);
      } else {
        for (const key in value) {
          if (!Object.hasOwn(value, key)) continue;
          if (hasUnsafeCharacters(key)) return true;
          pending.push((value as Record<string, unknown>)[key]);
        }
      }
    }
  }
  return false;
}

/**
 * Finds the first value of a decoded request part (path parameters, query or JSON body) that no
 * route may accept: text with a NUL or a lone surrogate (PostgreSQL cannot store either, and they
 * break every text comparison), and numbers that are not finite or beyond the maximum. Property
 * names are checked too. Walks without recursion so a deeply nested body cannot exhaust the stack;
 * the paths are only worked out for a part that holds such a value.
 */
export function findUnsafeRequestValue(input: unknown, rootPath = ''): UnsafeRequestValue | undefined {
  if (!holdsUnsafeValue(input)) return undefined;
  const pending: Array<{ value: unknown; path: string }> = [{ value: input, path: rootPath }];
  // Parsed JSON has no cycles, but a body a plugin builds may: each object is walked once.
  const seen = new WeakSet<object>();
  while (pending.length > 0) {
    const { value, path } = pending.pop() as { value: unknown; path: string };
    if (value !== null && typeof value === 'object') {
      if (seen.has(value)) continue;
      seen.add(value);
    }
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) return { path, message: 'validation.unsafeText' };
    } else if (typeof value === 'number') {
      if (!isNumberWithinRequestLimit(value)) return { path, message: 'validation.numberTooLarge' };
    } else if (ArrayBuffer.isView(value)) {
      // An uploaded file's bytes: checked by the reader of that file, not as text.
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], path: joinPath(path, String(index)) });
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value).reverse()) {
        if (hasUnsafeCharacters(key))
          return { path: joinPath(path, 'key'), message: 'validation.unsafeText' };
        pending.push({ value: child, path: joinPath(path, key) });
      }
    }
  }
  return undefined;
}
