import type { EsgClimateTarget } from '../contracts/esg.ts';
import type { CalculatorFact } from './climate-facts.ts';
import type { DatapointValue } from './datapoints/datapoint-values.ts';

/** VSME C3's target datapoints the calculator's reduction targets answer: read-only in the form. */
export const VSME_TARGET_CONCEPTS: ReadonlySet<string> = new Set([
  'vsme:GreenhouseGasEmissionReductionTargetBaseYear',
  'vsme:GreenhouseGasEmissionReductionTargetYear',
]);

/** ESRS E1-4's target datapoints the calculator's reduction targets answer: read-only in the form. */
export const ESRS_TARGET_CODES: ReadonlySet<string> = new Set([
  'esrs:E1-4.baseYear',
  'esrs:E1-4.baseYearEmissions',
  'esrs:E1-4.targetYear',
  'esrs:E1-4.targetReduction',
  'esrs:E1-4.scopesCovered',
]);

const SCOPE_ORDER = { '1': 0, '2': 1, '3': 2, total: 3 } as const;

/**
 * The reduction targets an ESG year reports: those whose period covers the year, i.e. base year ≤ the
 * year ≤ target year (the ESG year's calendar year is the year its period starts in). A target measured
 * from a later base year, or one whose target year has passed, is not the year's. Earliest target year
 * first, then base year and scope.
 */
export function selectTargetsOfEsgYear(
  targets: readonly EsgClimateTarget[],
  esgYear: number,
): EsgClimateTarget[] {
  return targets
    .filter((target) => target.baseYear <= esgYear && esgYear <= target.targetYear)
    .sort(
      (a, b) =>
        a.targetYear - b.targetYear ||
        a.baseYear - b.baseYear ||
        SCOPE_ORDER[a.scope] - SCOPE_ORDER[b.scope] ||
        a._id.localeCompare(b._id),
    );
}

/** The one value every target states, or undefined when there is no target or they differ. */
function agreed<T>(
  targets: readonly EsgClimateTarget[],
  read: (target: EsgClimateTarget) => T,
): T | undefined {
  const [first, ...rest] = targets;
  if (!first) return undefined;
  const value = read(first);
  return rest.every((target) => read(target) === value) ? value : undefined;
}

const fact = (concept: string, answer: DatapointValue | undefined): CalculatorFact[] =>
  answer ? [{ concept, answer }] : [];

/**
 * C3's base year and target year from the targets of the year (see `selectTargetsOfEsgYear`). Each
 * datapoint holds one year: it is filled when every target of the year states the same one, and stays
 * empty when they differ (the form lists all of them, so nothing is chosen silently) or there is none.
 */
export function deriveVsmeTargetFacts(targets: readonly EsgClimateTarget[]): CalculatorFact[] {
  const baseYear = agreed(targets, (target) => target.baseYear);
  const targetYear = agreed(targets, (target) => target.targetYear);
  return [
    ...fact(
      'vsme:GreenhouseGasEmissionReductionTargetBaseYear',
      baseYear === undefined ? undefined : { kind: 'date', value: String(baseYear) },
    ),
    ...fact(
      'vsme:GreenhouseGasEmissionReductionTargetYear',
      targetYear === undefined ? undefined : { kind: 'date', value: String(targetYear) },
    ),
  ];
}

const SCOPES_OF_TARGET = {
  '1': ['esrs:Scope1'],
  '2': ['esrs:Scope2'],
  '3': ['esrs:Scope3'],
  total: ['esrs:Scope1', 'esrs:Scope2', 'esrs:Scope3'],
} as const;

/**
 * E1-4's figures from the targets of the year: base year, the base year's emissions in the target's
 * scope (tCO2e), target year and targeted reduction (%) — each filled when every target states the same
 * value, empty when they differ — and the scopes covered, which are all the targets' scopes together
 * (a target over the total covers Scope 1, 2 and 3).
 */
export function deriveEsrsTargetFacts(targets: readonly EsgClimateTarget[]): CalculatorFact[] {
  const baseYear = agreed(targets, (target) => target.baseYear);
  const baseYearKg = agreed(targets, (target) => target.baseYearKg);
  const targetYear = agreed(targets, (target) => target.targetYear);
  const reduction = agreed(targets, (target) => target.reductionPercent);
  const covered = new Set<string>(targets.flatMap((target) => SCOPES_OF_TARGET[target.scope]));
  const scopes = ['esrs:Scope1', 'esrs:Scope2', 'esrs:Scope3'].filter((scope) => covered.has(scope));
  const year = (value: number | undefined): DatapointValue | undefined =>
    value === undefined ? undefined : { kind: 'date', value: String(value) };
  return [
    ...fact('esrs:E1-4.baseYear', year(baseYear)),
    ...fact(
      'esrs:E1-4.baseYearEmissions',
      baseYearKg === undefined || baseYearKg === null
        ? undefined
        : { kind: 'number', value: baseYearKg / 1000, unit: 'utr:tCO2e' },
    ),
    ...fact('esrs:E1-4.targetYear', year(targetYear)),
    ...fact(
      'esrs:E1-4.targetReduction',
      reduction === undefined ? undefined : { kind: 'percentage', value: reduction },
    ),
    ...fact('esrs:E1-4.scopesCovered', scopes.length > 0 ? { kind: 'choice', value: scopes } : undefined),
  ];
}
