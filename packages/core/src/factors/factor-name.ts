/** The parts of a factor that make its name. */
export type FactorNameParts = {
  level0: string | null;
  level1: string | null;
  level2: string | null;
  level3: string | null;
  level4: string | null;
  variant: string | null;
};

/**
 * The name of a factor as people read it: its category path below the scope (level0 is the scope text
 * and shown on its own), then its qualifier, e.g. "UK electricity › Electricity generated › Electricity: UK".
 */
export function describeFactorName(factor: FactorNameParts): string {
  const parts = [factor.level1, factor.level2, factor.level3, factor.level4, factor.variant].filter(
    (part): part is string => Boolean(part),
  );
  return parts.length > 0 ? parts.join(' › ') : (factor.level0 ?? '');
}
