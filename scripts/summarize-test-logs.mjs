// Adds up the "Tests  N passed | M failed" lines that Vitest prints, over several logs, and prints
// one closing line "N passed, M failed" (", K skipped" when there are skipped tests).
import { readFileSync } from 'node:fs';

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips terminal colour codes.
const ansi = /\u001b\[[0-9;]*m/g;
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of process.argv.slice(2)) {
  for (const line of readFileSync(file, 'utf8').replace(ansi, '').split('\n')) {
    if (!/^\s*Tests\s/.test(line)) continue;
    for (const [, count, kind] of line.matchAll(/(\d+) (passed|failed|skipped)/g))
      totals[kind] += Number(count);
  }
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
