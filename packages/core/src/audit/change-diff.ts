import { canonicalJson } from './canonical-json.ts';

/**
 * The fields that differ between two presented states, as the change log keeps them: `before` and
 * `after` hold only the changed fields (a field missing on one side is `null` there). Equal states give
 * `null` (nothing to log). A created record has `before` null and a deleted one `after` null.
 */
export function diffChangedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } | null {
  if (before === null || after === null) {
    if (before === null && after === null) return null;
    return { before, after };
  }
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key] ?? null;
    const is = after[key] ?? null;
    if (canonicalJson(was) === canonicalJson(is)) continue;
    changedBefore[key] = was;
    changedAfter[key] = is;
  }
  return Object.keys(changedAfter).length === 0 ? null : { before: changedBefore, after: changedAfter };
}
