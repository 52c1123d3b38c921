import pg from 'pg';

/** Percentile of already sorted numbers (nearest rank). */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Prints one figure line: name, p50, p95, min, max in milliseconds. */
export function printTimings(name: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const format = (value: number) => value.toFixed(1).padStart(8);
  console.log(
    `${name.padEnd(48)} n=${String(sorted.length).padStart(4)}  p50=${format(percentile(sorted, 0.5))} ms` +
      `  p95=${format(percentile(sorted, 0.95))} ms  min=${format(sorted[0] ?? Number.NaN)} ms  max=${format(sorted.at(-1) ?? Number.NaN)} ms`,
  );
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32), so every run enters the same data. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `entries` (at least one), each as likely as its weight (the first when rounding leaves none). */
export function pickWeighted<T extends { weight: number }>(entries: readonly T[], random: () => number): T {
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0);
  const pick = random() * total;
  let below = 0;
  return (
    entries.find((candidate) => {
      below += candidate.weight;
      return pick < below;
    }) ?? (entries[0] as T)
  );
}

/** Whether the PostgreSQL server at `url` answers within two seconds. */
export async function isServerReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs one statement (CREATE or DROP DATABASE) on the server at a URL: the server tests' own helper. */
export { runOnServer } from '../apps/server/src/test/database-templates.ts';
