import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from './canonical-json.ts';

/** The hash the first entry of a company's chain links to. */
export const CHAIN_START_HASH = '0'.repeat(64);

/**
 * What a change-log entry records (spec: who, when, what, before and after). `sequence` numbers a
 * company's entries from 1 without gaps, so a deleted entry shows as a gap as well as a broken link.
 */
export type ChangeLogContent = {
  readonly sequence: number;
  readonly companyId: string;
  readonly actorId: string | null;
  /** ISO 8601 instant. */
  readonly at: string;
  /** What changed: `result`, `instance`, `freeze`, `target`, `esgDatapoint`, `annotation`, … */
  readonly subject: string;
  readonly subjectId: string;
  readonly action: string;
  readonly before: unknown;
  readonly after: unknown;
};

/** A stored entry: its content, the hash of the entry before it, and its own hash over both. */
export type ChainedEntry = ChangeLogContent & { readonly previousHash: string; readonly hash: string };

/** SHA-256 (hex) of the previous hash and the entry's canonical JSON, separated by a line break. */
export function hashChangeLogEntry(previousHash: string, content: ChangeLogContent): string {
  return bytesToHex(sha256(utf8ToBytes(`${previousHash}\n${canonicalJson(content)}`)));
}

/** The entry to store after `previous` (or as the first of the chain). */
export function chainChangeLogEntry(
  previous: Pick<ChainedEntry, 'hash' | 'sequence'> | null,
  content: Omit<ChangeLogContent, 'sequence'>,
): ChainedEntry {
  const previousHash = previous?.hash ?? CHAIN_START_HASH;
  const full: ChangeLogContent = { ...content, sequence: (previous?.sequence ?? 0) + 1 };
  return { ...full, previousHash, hash: hashChangeLogEntry(previousHash, full) };
}

export type ChainVerdict =
  | { readonly isIntact: true; readonly numEntries: number; readonly lastHash: string }
  | {
      readonly isIntact: false;
      /** The sequence number of the first entry that does not hold. */
      readonly brokenAtSequence: number;
      /** Its content was changed, it does not link to the entry before it, or an entry is missing. */
      readonly reason: 'contentChanged' | 'linkBroken' | 'entryMissing';
    };

/**
 * Checks a company's chain in sequence order: every entry's hash must be the hash of its content and
 * its previous hash, link to the hash of the entry before it (the start hash for the first), and follow
 * it by exactly one. Says where the chain first breaks; a change made outside the app breaks it there.
 */
export function verifyChangeLogChain(entries: readonly ChainedEntry[]): ChainVerdict {
  let previousHash = CHAIN_START_HASH;
  let expectedSequence = 1;
  for (const entry of entries) {
    if (entry.sequence !== expectedSequence)
      return { isIntact: false, brokenAtSequence: expectedSequence, reason: 'entryMissing' };
    if (entry.previousHash !== previousHash)
      return { isIntact: false, brokenAtSequence: entry.sequence, reason: 'linkBroken' };
    const { previousHash: _link, hash, ...content } = entry;
    if (hashChangeLogEntry(entry.previousHash, content) !== hash)
      return { isIntact: false, brokenAtSequence: entry.sequence, reason: 'contentChanged' };
    previousHash = hash;
    expectedSequence += 1;
  }
  return { isIntact: true, numEntries: entries.length, lastHash: previousHash };
}
