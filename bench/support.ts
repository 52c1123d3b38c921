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
