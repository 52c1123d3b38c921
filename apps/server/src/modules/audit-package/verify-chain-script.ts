/**
 * `change-log/verify-chain.mjs` of the audit package: re-verifies the change-log chain offline with Node
 * alone (no packages), with the hashing of `packages/core/src/audit/change-log-chain.ts`. Kept as text so
 * the package carries exactly the script docs/audit-package.md shows.
 */
export const VERIFY_CHAIN_SCRIPT = `// Re-verifies the change-log chain of this audit package offline.
// Run from the package's folder: node change-log/verify-chain.mjs
// Each entry's hash is the SHA-256 (hex) of its previousHash, a line break, and the canonical JSON of
// the entry without previousHash and hash (object keys sorted, no whitespace). The first entry links
// to 64 zeros; sequence numbers run from 1 without gaps. Entries of hash version 2 (hashVersion: 2)
// carry their year (instanceId) in the hashed content; older ones (no hashVersion) do not, and none
// follows a newer one.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

function canonicalJson(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return \`[\${value.map(canonicalJson).join(',')}]\`;
  const keys = Object.keys(value).sort();
  return \`{\${keys.map((key) => \`\${JSON.stringify(key)}:\${canonicalJson(value[key])}\`).join(',')}}\`;
}

function fail(message) {
  console.error(\`Chain broken: \${message}\`);
  process.exit(1);
}

const year = JSON.parse(readFileSync(join(here, 'year.json'), 'utf8'));
const lines = readFileSync(join(here, 'chain.jsonl'), 'utf8').split('\\n').filter((line) => line !== '');
let previous = '0'.repeat(64);
let expected = 1;
let previousVersion = 1;
for (const line of lines) {
  const entry = JSON.parse(line);
  const { previousHash, hash, ...content } = entry;
  if (entry.sequence !== expected) fail(\`entry \${expected} is missing.\`);
  if (previousHash !== previous) fail(\`entry \${entry.sequence} does not link to the entry before it.\`);
  const computed = createHash('sha256').update(\`\${previousHash}\\n\${canonicalJson(content)}\`).digest('hex');
  const version = entry.hashVersion ?? 1;
  if (computed !== hash || version < previousVersion)
    fail(\`entry \${entry.sequence}: its content was changed after it was written.\`);
  previousVersion = version;
  previous = hash;
  expected += 1;
}
if (expected - 1 !== year.headSequence || previous !== year.headHash)
  fail(\`the chain ends at entry \${expected - 1}, the export recorded entry \${year.headSequence} as its head.\`);
console.log(
  \`Chain intact: \${expected - 1} entries up to head \${previous}; \${year.sequences.length} of them belong to the year.\`,
);
`;
