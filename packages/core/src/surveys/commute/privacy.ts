/** A breakdown group with fewer answers than this is hidden and merged into "other". */
export const MIN_ANSWERS_PER_GROUP = 5;
export const OTHER_GROUP = 'other';

/**
 * Merges the groups with fewer than `MIN_ANSWERS_PER_GROUP` answers into one "other" group, so no
 * small group's answers can be told apart. When "other" itself stays under the minimum while others are
 * shown, the smallest shown group joins it, so "other" cannot be worked out by subtraction either.
 */
export function mergeSmallGroups<T extends { key: string; count: number }>(
  groups: readonly T[],
  combine: (members: readonly T[]) => Omit<T, 'key' | 'count'>,
): (T | (Omit<T, 'key' | 'count'> & { key: string; count: number }))[] {
  const shown = groups
    .filter((group) => group.count >= MIN_ANSWERS_PER_GROUP)
    .sort((a, b) => b.count - a.count);
  const small = groups.filter((group) => group.count > 0 && group.count < MIN_ANSWERS_PER_GROUP);
  let otherCount = small.reduce((sum, group) => sum + group.count, 0);
  while (otherCount > 0 && otherCount < MIN_ANSWERS_PER_GROUP && shown.length > 0) {
    const smallest = shown.pop() as T;
    small.push(smallest);
    otherCount += smallest.count;
  }
  if (small.length === 0) return shown;
  return [...shown, { ...combine(small), key: OTHER_GROUP, count: otherCount }];
}
