import { describe, expect, it } from 'vitest';
import type { EsgClimateTarget } from '../contracts/esg.ts';
import {
  deriveEsrsTargetFacts,
  deriveVsmeTargetFacts,
  ESRS_TARGET_CODES,
  selectTargetsOfEsgYear,
  VSME_TARGET_CONCEPTS,
} from './climate-targets.ts';
import { checkDatapointValue } from './datapoints/datapoint-values.ts';
import { findVsmeDatapoint } from './datapoints/index.ts';
import { findEsrsDatapoint } from './esrs/esrs-catalogue.ts';

const target = (fields: Partial<EsgClimateTarget> & Pick<EsgClimateTarget, '_id'>): EsgClimateTarget => ({
  plan: { kind: 'container', id: 'corporate' },
  planName: 'Corporate',
  baseInstance: 'year-2020',
  baseYear: 2020,
  targetYear: 2030,
  scope: 'total',
  reductionPercent: 42,
  baseYearKg: 120_000,
  ...fields,
});

const asMap = (facts: { concept: string; answer: unknown }[]) =>
  new Map(facts.map((fact) => [fact.concept, fact.answer]));

describe('selectTargetsOfEsgYear', () => {
  it('takes the targets whose base year to target year covers the ESG year, earliest target year first', () => {
    const targets = [
      target({ _id: 'late', targetYear: 2040 }),
      target({ _id: 'scope3', scope: '3', targetYear: 2030 }),
      target({ _id: 'total', targetYear: 2030 }),
      target({ _id: 'scope1', scope: '1', targetYear: 2030 }),
    ];
    expect(selectTargetsOfEsgYear(targets, 2024).map((t) => t._id)).toEqual([
      'scope1',
      'scope3',
      'total',
      'late',
    ]);
  });

  it('leaves out a target measured from a base year after the ESG year and one whose target year has passed', () => {
    const targets = [
      target({ _id: 'base-after', baseYear: 2025, targetYear: 2035 }),
      target({ _id: 'passed', baseYear: 2015, targetYear: 2023 }),
      target({ _id: 'base-is-year', baseYear: 2024, targetYear: 2030 }),
      target({ _id: 'ends-in-year', baseYear: 2019, targetYear: 2024 }),
    ];
    expect(selectTargetsOfEsgYear(targets, 2024).map((t) => t._id)).toEqual(['ends-in-year', 'base-is-year']);
  });

  it('answers none when the company has no target', () => {
    expect(selectTargetsOfEsgYear([], 2024)).toEqual([]);
  });
});

describe('deriveVsmeTargetFacts', () => {
  it("fills C3's base year and target year from the one target, as years the datapoints accept", () => {
    const facts = deriveVsmeTargetFacts([target({ _id: 'a' })]);
    expect(asMap(facts)).toEqual(
      new Map([
        ['vsme:GreenhouseGasEmissionReductionTargetBaseYear', { kind: 'date', value: '2020' }],
        ['vsme:GreenhouseGasEmissionReductionTargetYear', { kind: 'date', value: '2030' }],
      ]),
    );
    for (const fact of facts) {
      expect(VSME_TARGET_CONCEPTS.has(fact.concept)).toBe(true);
      const datapoint = findVsmeDatapoint(fact.concept);
      if (!datapoint) throw new Error(fact.concept);
      expect(checkDatapointValue(datapoint, fact.answer), fact.concept).toBeNull();
    }
  });

  it('fills a year every target of the ESG year shares and leaves empty the one they differ in', () => {
    const facts = deriveVsmeTargetFacts([
      target({ _id: 'a', scope: '1', targetYear: 2030 }),
      target({ _id: 'b', scope: '3', targetYear: 2035 }),
    ]);
    expect(asMap(facts)).toEqual(
      new Map([['vsme:GreenhouseGasEmissionReductionTargetBaseYear', { kind: 'date', value: '2020' }]]),
    );
  });

  it('answers nothing without a target', () => {
    expect(deriveVsmeTargetFacts([])).toEqual([]);
  });
});

describe('deriveEsrsTargetFacts', () => {
  it('fills E1-4 from the one target: base year, its emissions in tCO2e, target year, reduction and scopes', () => {
    const facts = deriveEsrsTargetFacts([target({ _id: 'a', scope: '1', baseYearKg: 12_500 })]);
    expect(asMap(facts)).toEqual(
      new Map<string, unknown>([
        ['esrs:E1-4.baseYear', { kind: 'date', value: '2020' }],
        ['esrs:E1-4.baseYearEmissions', { kind: 'number', value: 12.5, unit: 'utr:tCO2e' }],
        ['esrs:E1-4.targetYear', { kind: 'date', value: '2030' }],
        ['esrs:E1-4.targetReduction', { kind: 'percentage', value: 42 }],
        ['esrs:E1-4.scopesCovered', { kind: 'choice', value: ['esrs:Scope1'] }],
      ]),
    );
    for (const fact of facts) {
      expect(ESRS_TARGET_CODES.has(fact.concept)).toBe(true);
      const datapoint = findEsrsDatapoint(fact.concept);
      if (!datapoint) throw new Error(fact.concept);
      expect(checkDatapointValue(datapoint, fact.answer), fact.concept).toBeNull();
    }
  });

  it('with several targets fills only what they share and covers the scopes of all of them', () => {
    const facts = asMap(
      deriveEsrsTargetFacts([
        target({ _id: 'a', scope: '1', reductionPercent: 50, baseYearKg: 10_000 }),
        target({ _id: 'b', scope: '3', reductionPercent: 25, baseYearKg: 90_000 }),
      ]),
    );
    expect(facts.get('esrs:E1-4.baseYear')).toEqual({ kind: 'date', value: '2020' });
    expect(facts.get('esrs:E1-4.targetYear')).toEqual({ kind: 'date', value: '2030' });
    expect(facts.has('esrs:E1-4.targetReduction')).toBe(false);
    expect(facts.has('esrs:E1-4.baseYearEmissions')).toBe(false);
    expect(facts.get('esrs:E1-4.scopesCovered')).toEqual({
      kind: 'choice',
      value: ['esrs:Scope1', 'esrs:Scope3'],
    });
  });

  it('counts a target over the total as covering all three scopes, and leaves out unknown base emissions', () => {
    const facts = asMap(deriveEsrsTargetFacts([target({ _id: 'a', baseYearKg: null })]));
    expect(facts.get('esrs:E1-4.scopesCovered')).toEqual({
      kind: 'choice',
      value: ['esrs:Scope1', 'esrs:Scope2', 'esrs:Scope3'],
    });
    expect(facts.has('esrs:E1-4.baseYearEmissions')).toBe(false);
  });

  it('answers nothing without a target', () => {
    expect(deriveEsrsTargetFacts([])).toEqual([]);
  });
});
