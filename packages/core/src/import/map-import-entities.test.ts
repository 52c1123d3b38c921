import { describe, expect, it } from 'vitest';
import { BERLIN_ID, describeProblems, MUNICH_ID, mapTestRows, TEST_INSTANCES } from './import-test-form.ts';
import type { ImportContext } from './map-import-rows.ts';
import type { CellValue } from './spreadsheet-table.ts';

const HEADER = ['c1', 'level.0', 'amounts.0.value', 'instance'];
const line = (instance: CellValue): CellValue[] => ['fuel', 'heating-oil', 100, instance];

describe('mapImportRows: entities', () => {
  const cases: {
    title: string;
    instances: CellValue[];
    context?: Partial<ImportContext>;
    entities: string[];
    problems?: string[];
  }[] = [
    {
      title: 'ids and names in any letter case',
      instances: [BERLIN_ID.toUpperCase(), 'werk münchen', ' Berlin  Office '],
      entities: [BERLIN_ID, MUNICH_ID, BERLIN_ID],
    },
    { title: 'the default entity for empty cells', instances: [null], entities: [MUNICH_ID] },
    {
      title: 'the only entity when there is no default',
      instances: [null],
      context: {
        instances: [TEST_INSTANCES[1] as (typeof TEST_INSTANCES)[number]],
        defaultInstanceId: undefined,
      },
      entities: [BERLIN_ID],
    },
    {
      title: 'no entity for an empty cell among several without a default',
      instances: [null, 'Berlin Office'],
      context: { defaultInstanceId: undefined },
      entities: [BERLIN_ID],
      problems: ['Row 2 was not distributed to any entity.'],
    },
    {
      title: 'entities that are not the user’s, reported once for the file',
      instances: ['Hamburg', 'Berlin Office', 'hamburg', 'Köln'],
      entities: [BERLIN_ID],
      problems: ['At least one of the specified entities does not belong to you.'],
    },
    {
      title: 'a name several entities share',
      instances: ['Twin', 'Werk München'],
      context: {
        instances: [
          ...TEST_INSTANCES,
          { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: 'Twin' },
          { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'twin' },
        ],
      },
      entities: [MUNICH_ID],
      problems: ['Row 2: several entities are called "Twin". Use the entity\'s id.'],
    },
  ];
  it.each(cases)('assigns $title', ({ instances, context, entities, problems }) => {
    const mapping = mapTestRows([HEADER, ...instances.map(line)], context);
    expect(mapping.rows.map((row) => row.instance)).toEqual(entities);
    expect(describeProblems(mapping)).toEqual(problems ?? []);
  });

  it('names the entities it did not find in the problem, for the page to show', () => {
    const mapping = mapTestRows([HEADER, line('Hamburg'), line('Köln'), line('hamburg')]);
    expect(mapping.problems).toEqual([
      { code: 'entityNotYours', values: { names: 'Hamburg, Köln' } },
      { code: 'allRowsInvalid', values: { file: 'upload.xlsx' } },
    ]);
  });
});
