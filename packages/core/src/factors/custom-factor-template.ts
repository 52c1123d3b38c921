import { formatCsvField } from '../import/write-csv.ts';
import { CUSTOM_FACTOR_COLUMNS, type CustomFactorColumn } from './custom-factor-columns.ts';

type TemplateRow = Partial<Record<CustomFactorColumn, string>>;

/** Two example factors that pass the import's checks: a supplier's product and an electricity tariff. */
const TEMPLATE_ROWS: TemplateRow[] = [
  {
    level1: 'Purchased goods',
    level2: 'Steel',
    level3: 'Supplier A',
    variant: 'Hot-rolled coil',
    region: 'DE',
    activityUnit: 't',
    value: '1850.5',
    scope: '3',
    scope3Category: '1',
    gwpSet: 'AR6',
    notes: 'EPD 2024, cradle to gate',
    sourceRowId: 'steel-a',
    year: '2024',
    basis: 'lifeCycle',
  },
  {
    level1: 'Electricity',
    level2: 'Green tariff',
    level3: 'Supplier B',
    region: 'DE',
    activityUnit: 'kWh',
    value: '0.012',
    scope: '2',
    sourceRowId: 'tariff-b',
  },
];

/**
 * A CSV file with every column the company factor import reads and two example rows, so people start
 * from a file that imports as it is.
 */
export function buildCustomFactorCsvTemplate(): string {
  const lines = [
    CUSTOM_FACTOR_COLUMNS.join(','),
    ...TEMPLATE_ROWS.map((row) =>
      CUSTOM_FACTOR_COLUMNS.map((column) => formatCsvField(row[column] ?? '')).join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
