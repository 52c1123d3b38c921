import { describe, expect, it } from 'vitest';
import { deriveVsmeClimateFacts } from '../climate-facts.ts';
import { deriveVsmeTargetFacts } from '../climate-targets.ts';
import { checkDatapointValue, findVsmeDatapoint } from '../datapoints/index.ts';
import {
  computeDisclosureCompletion,
  formatNaceCode,
  listVsmeFormSections,
  parseNaceCode,
  VSME_CALCULATOR_CONCEPTS,
} from './vsme-form.ts';

describe('listVsmeFormSections', () => {
  it('shows B1–B11 and the entity-specific disclosures for Basic, without Comprehensive-only datapoints', () => {
    const sections = listVsmeFormSections('basic');
    expect(sections.map((section) => section.code)).toEqual([
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
      'B6',
      'B7',
      'B8',
      'B9',
      'B10',
      'B11',
      'other',
    ]);
    // B1 has 20 Basic datapoints and 3 of both modules.
    expect(sections[0]?.datapoints).toHaveLength(23);
    expect(sections.flatMap((section) => section.datapoints).some((d) => d.module === 'comprehensive')).toBe(
      false,
    );
  });

  it('adds C1–C9 with every datapoint for Comprehensive', () => {
    const sections = listVsmeFormSections('comprehensive');
    expect(sections.map((section) => section.code)).toHaveLength(21);
    expect(sections.find((section) => section.code === 'C3')?.datapoints).toHaveLength(5);
    expect(sections.find((section) => section.code === 'C9')?.module).toBe('comprehensive');
  });
});

describe('computeDisclosureCompletion', () => {
  it.each([
    { codes: ['a', 'b'], answered: ['a'], isNotMaterial: false, expected: [1, 2, false] },
    { codes: ['a', 'b'], answered: ['a', 'b', 'z'], isNotMaterial: false, expected: [2, 2, true] },
    { codes: ['a', 'b'], answered: [], isNotMaterial: true, expected: [0, 2, true] },
    { codes: [], answered: [], isNotMaterial: false, expected: [0, 0, false] },
  ])('$answered of $codes (not material $isNotMaterial)', ({ codes, answered, isNotMaterial, expected }) => {
    const [count, total, isComplete] = expected;
    expect(computeDisclosureCompletion(codes, new Set(answered), isNotMaterial)).toEqual({
      answered: count,
      total,
      isComplete,
    });
  });
});

describe('NACE codes', () => {
  it.each([
    ['C', 'nace:NACE_C'],
    ['C13', 'nace:NACE_C13'],
    ['c 13.2', 'nace:NACE_C132'],
    ['J62.01', 'nace:NACE_J6201'],
  ])('reads %s as %s and writes it back', (typed, member) => {
    expect(parseNaceCode(typed)).toBe(member);
    expect(parseNaceCode(formatNaceCode(member))).toBe(member);
    expect(
      checkDatapointValue(findVsmeDatapoint('vsme:NaceSectorClassificationCodes')!, {
        kind: 'choice',
        value: [member],
      }),
    ).toBeNull();
  });

  it.each(['', 'Z99', '13.2', 'C1', 'C13.234'])('refuses %j', (typed) => {
    expect(parseNaceCode(typed)).toBeNull();
  });
});

describe('VSME_CALCULATOR_CONCEPTS', () => {
  it('is exactly what the calculator derives: B3 figures and C3 target years', () => {
    const totals = {
      numResults: 1,
      totalCo2InKg: 0,
      totalCo2InKgPerScope: { 1: 0, 2: 0, 3: 0 },
      totalEnergyConsumptionInKwh: 0,
      totalLocationBasedCo2InKg: 0,
      scope3PerCategory: {},
      unscopedCo2InKg: 0,
      biogenicCo2InKg: 0,
      energyMixInKwh: {
        locationBased: { fossil: 0, nuclear: 0, renewable: 0 },
        marketBased: { fossil: 0, nuclear: 0, renewable: 0 },
      },
    };
    const derived = deriveVsmeClimateFacts(totals, { amount: 1, currency: 'EUR' }).map(
      (fact) => fact.concept,
    );
    const target = {
      _id: 't',
      plan: { kind: 'container' as const, id: 'c' },
      planName: 'Corporate',
      baseInstance: 'b',
      baseYear: 2020,
      targetYear: 2030,
      scope: 'total' as const,
      reductionPercent: 42,
      baseYearKg: 1000,
    };
    const targets = deriveVsmeTargetFacts([target]).map((fact) => fact.concept);
    expect(new Set([...derived, ...targets])).toEqual(VSME_CALCULATOR_CONCEPTS);
    for (const concept of derived) expect(findVsmeDatapoint(concept)?.disclosure).toBe('B3');
    for (const concept of targets) expect(findVsmeDatapoint(concept)?.disclosure).toBe('C3');
  });
});
