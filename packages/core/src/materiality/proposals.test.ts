import { describe, expect, it } from 'vitest';
import { checkMatterList, SHIPPED_MATTER_LIST } from './matter-lists.ts';
import { proposeFromCalculator, proposeFromEsgAnswers } from './proposals.ts';
import { aggregateStakeholderRatings, flagDisagreements } from './stakeholders.ts';

describe('proposals from what the company already knows', () => {
  it.each([
    {
      name: 'a large Scope 3 category 1 proposes an upstream E1 impact',
      scope: 3,
      category: 1,
      location: 'upstream',
    },
    { name: 'Scope 1 proposes one in own operations', scope: 1, category: null, location: 'own-operations' },
    {
      name: 'Scope 3 category 11 (use of sold products) proposes one downstream',
      scope: 3,
      category: 11,
      location: 'downstream',
    },
  ])('$name', ({ scope, category, location }) => {
    const [proposal] = proposeFromCalculator([{ scope, category, label: 'Source', kgCo2e: 600 }], 1000);
    expect(proposal).toMatchObject({
      matterId: 'E1.climate-change-mitigation',
      type: 'actual-negative-impact',
      valueChain: [location],
      origin: { kind: 'calculator', share: 0.6 },
    });
  });

  it('proposes nothing for a source below 10 % or an empty footprint, and one per scope and category', () => {
    const sources = [
      { scope: 3, category: 1, label: 'Steel', kgCo2e: 500 },
      { scope: 3, category: 1, label: 'Aluminium', kgCo2e: 300 },
      { scope: 2, category: null, label: 'Electricity', kgCo2e: 50 },
    ];
    expect(proposeFromCalculator(sources, 1000).map((p) => p.key)).toEqual(['calculator:3:1']);
    expect(proposeFromCalculator(sources, 0)).toEqual([]);
  });

  it('proposes from ESG answers that point at a matter, and every proposed matter is on the list', () => {
    const answers = new Map([
      ['vsme:TotalHazardousWasteGeneratedMass', { kind: 'number' as const, value: 12, unit: 'utr:t' }],
      ['vsme:AmountOfEmissionToAir', { kind: 'number' as const, value: 0, unit: 'utr:kg' }],
      ['vsme:SiteLocatedInABiodiversitySensitiveArea', { kind: 'yesNo' as const, value: true }],
    ]);
    const proposals = proposeFromEsgAnswers(answers);
    expect(proposals.map((p) => p.matterId)).toEqual([
      'E5.waste',
      'E4.impacts-on-the-extent-and-condition-of-ecosystems',
    ]);
    const ids = new Set(SHIPPED_MATTER_LIST.matters.map((matter) => matter.id));
    for (const proposal of proposals) expect(ids.has(proposal.matterId)).toBe(true);
  });
});

describe('the shipped matter list', () => {
  it('holds the AR 16 sub-topics and sub-sub-topics with unique ids, both languages, cleaned labels', () => {
    const { matters } = SHIPPED_MATTER_LIST;
    expect(checkMatterList(matters)).toEqual([]);
    expect(matters.filter((matter) => matter.subSubTopic === null)).toHaveLength(37);
    expect(matters.some((matter) => /Examples|Beispiele/.test(matter.subSubTopic?.en ?? ''))).toBe(false);
    expect(matters.find((matter) => matter.standard === 'S4')?.topic).toEqual({
      en: 'Consumers and end-users',
      de: 'Verbraucher und Endnutzer',
    });
    expect(
      matters.find((matter) => matter.id === 'E3.marine-resources.extraction-and-use-of-marine-resources')
        ?.subTopic.en,
    ).toBe('Marine resources');
  });

  it('refuses an edited list with a repeated id, an unknown standard or a missing German label', () => {
    const [first] = SHIPPED_MATTER_LIST.matters;
    if (!first) throw new Error('empty list');
    const problems = checkMatterList([
      first,
      first,
      { ...first, id: 'X9.thing', standard: 'X9' as never },
      { ...first, id: 'E1.new', topic: { en: 'Climate', de: ' ' } },
    ]);
    expect(problems).toEqual([
      { index: 1, field: 'id', message: 'validation.invalid' },
      { index: 2, field: 'standard', message: 'validation.invalid' },
      { index: 3, field: 'labels', message: 'validation.required' },
    ]);
  });
});

describe('stakeholder input', () => {
  it('aggregates per group and flags a gap of two points or more', () => {
    const groups = aggregateStakeholderRatings([
      { group: 'employees', matterId: 'S1.working-conditions', impact: 5, financial: null },
      { group: 'employees', matterId: 'S1.working-conditions', impact: 4, financial: 2 },
      { group: 'investors', matterId: 'S1.working-conditions', impact: 3, financial: 3 },
    ]);
    expect(groups).toEqual([
      { group: 'employees', matterId: 'S1.working-conditions', responses: 2, impact: 4.5, financial: 2 },
      { group: 'investors', matterId: 'S1.working-conditions', responses: 1, impact: 3, financial: 3 },
    ]);
    expect(
      flagDisagreements([{ matterId: 'S1.working-conditions', impact: 2, financial: 2 }], groups),
    ).toEqual([
      {
        matterId: 'S1.working-conditions',
        group: 'employees',
        axis: 'impact',
        assessor: 2,
        stakeholders: 4.5,
        gap: 2.5,
      },
    ]);
  });
});
