import type { ScopeKey } from './scope-breakdown.ts';

/** Bar colours per scope, the same in every chart of the page (legend included). */
export const SCOPE_BAR_CLASSES: Record<ScopeKey, string> = {
  'scope-1': 'bg-emerald-700',
  'scope-2': 'bg-sky-600',
  'scope-3': 'bg-amber-500',
  unscoped: 'bg-slate-400',
};

/** A CSS width for a bar, never below a hairline for a non-zero figure so small shares stay visible. */
export function toBarWidth(percent: number): string {
  if (!(percent > 0)) return '0%';
  return `max(${Math.min(100, percent).toFixed(2)}%, 2px)`;
}
