import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from './canonical-json.ts';

/** The hash the first entry of a company's chain links to. */
export const CHAIN_START_HASH = '0'.repeat(64);

/**
 * The hash version new entries are written with. Version 2 hashes, besides who, when, what, before
 * and after, the year the entry belongs to (`instanceId`) and the version itself; version 1 (entries
 * written before migration 0045) hashed no year, so moving such an entry to another year goes unseen.
 * Old entries keep their version and their hashes, so a chain stays verifiable across the change.
 */
export const CHANGE_LOG_HASH_VERSION = 2;

/**
 * What a change-log entry records (spec: who, when, what, before and after). `sequence` numbers a
 * company's entries from 1 without gaps, so a deleted entry shows as a gap as well as a broken link.
 * Everything that says where an entry belongs (company, year, subject and its id) is hashed: the year
 * and the version are members from hash version 2 on and absent on version-1 entries.
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
  /** The year (calculator instance) the entry belongs to, or null; version 2 on. */
  readonly instanceId?: string | null;
  /** `CHANGE_LOG_HASH_VERSION` from version 2 on; absent on version-1 entries. */
  readonly hashVersion?: number;
};

/** A stored entry: its content, the hash of the entry before it, and its own hash over both. */
export type ChainedEntry = ChangeLogContent & { readonly previousHash: string; readonly hash: string };

/** SHA-256 (hex) of the previous hash and the entry's canonical JSON, separated by a line break. */
export function hashChangeLogEntry(previousHash: string, content: ChangeLogContent): string {
  return bytesToHex(sha256(utf8ToBytes(`${previousHash}\n${canonicalJson(content)}`)));
}

/** The entry to store after `previous` (or as the first of the chain), at the current hash version. */
export function chainChangeLogEntry(
  previous: Pick<ChainedEntry, 'hash' | 'sequence'> | null,
  content: Omit<ChangeLogContent, 'sequence' | 'hashVersion' | 'instanceId'> & {
    readonly instanceId: string | null;
  },
): ChainedEntry {
  const previousHash = previous?.hash ?? CHAIN_START_HASH;
  const full: ChangeLogContent = {
    ...content,
    sequence: (previous?.sequence ?? 0) + 1,
    hashVersion: CHANGE_LOG_HASH_VERSION,
  };
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
 * it by exactly one; an entry of an older hash version than the one before it was not written so (the
 * app only ever moved forward). Says where the chain first breaks; a change made outside the app
 * breaks it there. What it cannot see is in docs/audit-trail.md.
 */
export function verifyChangeLogChain(entries: readonly ChainedEntry[]): ChainVerdict {
  let previousHash = CHAIN_START_HASH;
  let expectedSequence = 1;
  let previousVersion = 1;
  for (const entry of entries) {
    if (entry.sequence !== expectedSequence)
      return { isIntact: false, brokenAtSequence: expectedSequence, reason: 'entryMissing' };
    if (entry.previousHash !== previousHash)
      return { isIntact: false, brokenAtSequence: entry.sequence, reason: 'linkBroken' };
    const { previousHash: _link, hash, ...content } = entry;
    const version = entry.hashVersion ?? 1;
    if (version < previousVersion || hashChangeLogEntry(entry.previousHash, content) !== hash)
      return { isIntact: false, brokenAtSequence: entry.sequence, reason: 'contentChanged' };
    previousVersion = version;
    previousHash = hash;
    expectedSequence += 1;
  }
  return { isIntact: true, numEntries: entries.length, lastHash: previousHash };
}
