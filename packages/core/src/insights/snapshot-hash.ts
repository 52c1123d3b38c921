import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** JSON with object keys in sorted order, so the same content always gives the same text and hash. */
export function toCanonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => toCanonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toCanonicalJson(item)}`).join(',')}}`;
}

/** The SHA-256 (hex) of a published figure's canonical JSON: what its verification page is looked up by. */
export function hashPublishedFigure(content: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(toCanonicalJson(content))));
}
