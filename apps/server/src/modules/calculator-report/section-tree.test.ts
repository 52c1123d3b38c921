import { getFormDefinition, type InstancesSetupResponse, presentForm } from '@carbon-ledger/core';
import { Document, Packer } from 'docx';
import { describe, expect, it } from 'vitest';
import { createSectionBlocks } from './report-detail-chapters.ts';
import type { ActivityRow } from './report-queries.ts';
import { readZipEntries } from './report-test-kit.ts';
import { buildSectionTree, type SectionNode } from './section-tree.ts';

const form = presentForm(getFormDefinition('company'), 'en');

const activity = (overrides: Partial<ActivityRow>): ActivityRow => ({
  formType: 'company',
  c1: 'scope-1',
  c2: 'stationary-combustion',
  c3: null,
  formOptionId: 'stationary-natural-gas-kwh',
  pickedFactorName: null,
  numResults: 1,
  kg: 0,
  upstreamKg: 0,
  ...overrides,
});

function setUp(aggregations: Record<string, number>, selectedVoluntarySectionIds: string[] = []) {
  return {
    form,
    formSectionAggregations: Object.fromEntries(
      Object.entries(aggregations).map(([id, totalCo2]) => [id, { totalCo2 }]),
    ),
    instances: [{ general: { selectedVoluntarySectionIds } }] as InstancesSetupResponse['instances'],
  };
}

describe('buildSectionTree', () => {
  it('lists every top-level section, sub-sections with figures, and options without their upstream part', () => {
    const tree = buildSectionTree(
      setUp({ 'scope-1': 1829.6, 'stationary-combustion': 1829.6, 'scope-3': 302.1 }),
      [
        activity({ kg: 1500, upstreamKg: 250 }),
        activity({ kg: 631.7, upstreamKg: 52.1 }),
        activity({ formOptionId: 'process-per-output', c2: 'process-emissions', numResults: 0, kg: 0 }),
      ],
    );
    expect(tree.map((node) => node.id)).toEqual(['scope-1', 'scope-2', 'scope-3']);
    const scope1 = tree[0];
    expect(scope1?.numResults).toBe(2);
    expect(scope1?.children.map((child) => child.id)).toEqual(['stationary-combustion']);
    const gas = scope1?.children[0]?.activities ?? [];
    expect(gas).toHaveLength(1);
    expect(gas[0]?.numResults).toBe(2);
    expect(gas[0]?.kg).toBeCloseTo(1829.6, 9);
    expect(gas[0]?.label).toMatch(/Natural gas/);
    expect(tree[1]).toMatchObject({ numResults: 0, kg: 0, children: [] });
  });
});

describe('createSectionBlocks', () => {
  const node = (id: string, children: SectionNode[], activities: SectionNode['activities'] = []) => ({
    id,
    label: `Section ${id}`,
    kg: 10,
    numResults: 1,
    children,
    activities,
  });
  const gas = [{ label: 'Gas', numResults: 1, kg: 10 }];

  it('gives each depth its heading level, down to Heading 4, and skips sub-sections with nothing entered', async () => {
    const tree = node('a', [node('b', [node('c', [node('d', [], gas)]), node('automatic', [])])]);
    const blocks = createSectionBlocks(tree, 1, 100, 'en');
    const packed = await Packer.toBuffer(new Document({ sections: [{ children: blocks }] }));
    const xml = readZipEntries(packed).get('word/document.xml')?.toString('utf8') ?? '';
    const headings = [
      ...xml.matchAll(/w:pStyle w:val="(Heading\d)"\/><\/w:pPr><w:r><w:t[^>]*>([^<]*)</g),
    ].map((match) => `${match[1]} ${match[2]}`);
    expect(headings).toEqual([
      'Heading2 Section a',
      'Heading3 Section b',
      'Heading4 Section c',
      'Heading4 Section d',
    ]);
  });
});
