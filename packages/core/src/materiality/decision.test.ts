import { describe, expect, it } from 'vitest';
import { type DecisionIro, decideMatters, decideStandards } from './decision.ts';
import { EMPTY_IRO_SCORES } from './iro-types.ts';
import { buildMaterialityMatrix } from './matrix.ts';
import { nameMatter, SHIPPED_MATTER_LIST, standardOfMatter } from './matter-lists.ts';

const impact = (id: string, matterId: string, level: 1 | 2 | 3 | 4 | 5): DecisionIro => ({
  id,
  matterId,
  type: 'actual-negative-impact',
  humanRights: false,
  scores: { ...EMPTY_IRO_SCORES, scale: level, scope: level, irremediability: level },
});
const risk = (id: string, matterId: string, level: 1 | 2 | 3 | 4 | 5): DecisionIro => ({
  id,
  matterId,
  type: 'risk',
  humanRights: false,
  scores: { ...EMPTY_IRO_SCORES, financial: { medium: { magnitude: level, likelihood: level } } },
});

const MITIGATION = 'E1.climate-change-mitigation';
const AIR = 'E2.pollution-of-air';
const WASTE = 'E5.waste';

describe('the materiality decision', () => {
  it.each<{
    name: string;
    iros: DecisionIro[];
    thresholds: { impact: number; financial: number };
    isMaterial: boolean;
    deciding: string[];
  }>([
    {
      name: 'an impact at the threshold is material',
      iros: [impact('a', AIR, 3)],
      thresholds: { impact: 3, financial: 3 },
      isMaterial: true,
      deciding: ['a'],
    },
    {
      name: 'below both thresholds is not',
      iros: [impact('a', AIR, 2), risk('b', AIR, 2)],
      thresholds: { impact: 3, financial: 3 },
      isMaterial: false,
      deciding: [],
    },
    {
      name: 'a risk alone makes it material (financial materiality)',
      iros: [impact('a', AIR, 1), risk('b', AIR, 4)],
      thresholds: { impact: 3, financial: 3 },
      isMaterial: true,
      deciding: ['b'],
    },
    {
      name: 'a raised threshold turns it not material',
      iros: [impact('a', AIR, 3)],
      thresholds: { impact: 3.5, financial: 3 },
      isMaterial: false,
      deciding: [],
    },
    {
      name: 'one IRO of several is enough',
      iros: [impact('a', AIR, 1), impact('b', AIR, 5)],
      thresholds: { impact: 4, financial: 4 },
      isMaterial: true,
      deciding: ['b'],
    },
  ])('$name', ({ iros, thresholds, isMaterial, deciding }) => {
    const [decision] = decideMatters([AIR], iros, thresholds);
    expect(decision?.isMaterial).toBe(isMaterial);
    expect(decision?.decidingIroIds).toEqual(deciding);
  });

  it('gives the reason with the scores and thresholds, in both languages', () => {
    const [material, none, below] = decideMatters(
      [MITIGATION, WASTE, AIR],
      [impact('a', MITIGATION, 4), risk('b', MITIGATION, 4), impact('c', AIR, 2)],
      { impact: 3, financial: 3.5 },
    );
    expect(material?.reason.en).toBe(
      'Material from both perspectives: impact 4 (threshold 3), financial 4 (threshold 3.5).',
    );
    expect(material?.reason.de).toBe(
      'Wesentlich aus beiden Perspektiven: Auswirkung 4 (Schwelle 3), finanziell 4 (Schwelle 3,5).',
    );
    expect(none?.reason.en).toBe('No impact, risk or opportunity was identified.');
    expect(below?.reason.en).toContain('Not material');
  });

  it('decides the standards: material with its matters, else with the assessor’s explanation', () => {
    const decisions = decideMatters([MITIGATION, AIR], [impact('a', MITIGATION, 4), impact('b', AIR, 1)], {
      impact: 3,
      financial: 3,
    });
    const standards = decideStandards(
      decisions,
      (matterId) => standardOfMatter(SHIPPED_MATTER_LIST, [], matterId),
      { E2: 'Our processes emit no air pollutants beyond heating.' },
      (matterId, language) => nameMatter(SHIPPED_MATTER_LIST, [], matterId, language),
    );
    const byStandard = Object.fromEntries(standards.map((decision) => [decision.standard, decision]));
    expect(byStandard.E1).toMatchObject({ isMaterial: true, materialMatterIds: [MITIGATION] });
    expect(byStandard.E1?.reason.de).toBe('Wesentliche Themen: E1 Klimaschutz.');
    expect(byStandard.E2).toMatchObject({ isMaterial: false });
    expect(byStandard.E2?.reason.en).toBe('Our processes emit no air pollutants beyond heating.');
    expect(byStandard.S1?.reason.en).toBe('No matter of this topic was assessed as material.');
    expect(standards).toHaveLength(10);
  });

  it('draws the matrix: financial against impact, with both thresholds, matters without IROs left out', () => {
    const decisions = decideMatters(
      [MITIGATION, WASTE, AIR],
      [impact('a', MITIGATION, 4), risk('b', AIR, 2)],
      {
        impact: 3,
        financial: 2.5,
      },
    );
    const spec = buildMaterialityMatrix(
      decisions,
      { impact: 3, financial: 2.5 },
      {
        name: (matterId) => matterId,
        impactAxis: 'Impact',
        financialAxis: 'Financial',
      },
    );
    expect(spec.points.map((point) => [point.label, point.x, point.y])).toEqual([
      [MITIGATION, 0, 4],
      [AIR, 2, 0],
    ]);
    expect(spec.xAxis.threshold).toBe(2.5);
    expect(spec.yAxis.threshold).toBe(3);
  });
});
