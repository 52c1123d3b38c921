import { describe, expect, it } from 'vitest';
import { BULK_IMPORT_COLUMNS } from './bulk-import-columns.ts';

describe('BULK_IMPORT_COLUMNS', () => {
  it('lists the columns of the template in order', () => {
    const amounts = (index: number) =>
      ['value', 'unit', 'unitCategory', 'conversionFactor'].map((part) => `amounts.${index}.${part}`);
    expect(BULK_IMPORT_COLUMNS.map((column) => column.key)).toEqual([
      'name',
      'child.name',
      ...amounts(0),
      ...amounts(1),
      ...amounts(2),
      'child.amounts.0.value',
      'child.amounts.0.unit',
      'child.amounts.0.unitCategory',
      'child.amounts.1.value',
      ...[0, 1, 2, 3, 4].map((level) => `child.level.${level}`),
      ...[0, 1, 2, 3, 4].map((level) => `level.${level}`),
      'c1',
      'c2',
      'c3',
      'csvId',
      'assumptions',
      'notes',
      'instance',
      'isExcluded',
      'readableSelector',
      'startDate',
      'endDate',
      'mergeWithDatabaseEmission',
      'direct.factor',
      'direct.source',
      'directLocationBased.factor',
      'directLocationBased.source',
      'indirect.factor',
      'indirect.source',
      'sources.documentation',
      'sources.bills',
      'sources.tracking',
      'sources.product',
      'sources.survey',
      'sources.hr-records',
      'sources.estimation',
      'sources.other',
    ]);
  });

  it('types the columns the mapper reads as numbers, dates and yes/no', () => {
    const byType = (type: string) =>
      BULK_IMPORT_COLUMNS.filter((column) => column.type === type).map((column) => column.key);
    expect(byType('date')).toEqual(['startDate', 'endDate']);
    expect(byType('boolean')).toEqual(['isExcluded', 'mergeWithDatabaseEmission']);
    expect(byType('number')).toEqual([
      'amounts.0.value',
      'amounts.0.conversionFactor',
      'amounts.1.value',
      'amounts.1.conversionFactor',
      'amounts.2.value',
      'amounts.2.conversionFactor',
      'child.amounts.0.value',
      'child.amounts.1.value',
      'direct.factor',
      'directLocationBased.factor',
      'indirect.factor',
    ]);
  });

  it('describes every column in English and German', () => {
    expect(BULK_IMPORT_COLUMNS.find((column) => column.key === 'instance')?.description).toEqual({
      en: 'Entity: its id or name (see sheet 3)',
      de: 'Einheit: ihre ID oder ihr Name (siehe Blatt 3)',
    });
    for (const { key, description } of BULK_IMPORT_COLUMNS) {
      expect(description.en, key).not.toBe('');
      expect(description.de, key).not.toBe('');
    }
  });
});
