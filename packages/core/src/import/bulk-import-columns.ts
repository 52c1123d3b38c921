import type { DisplayLocale } from '../format/display-locale.ts';

/** What a column holds: the row mapper reads its cells as this type. */
export type ImportColumnType = 'string' | 'number' | 'date' | 'boolean';

/** One column of the import file: its key (row 1), what it holds, and its description (row 2). */
export type ImportColumn = {
  key: string;
  type: ImportColumnType;
  /** The template's second row, per language. */
  description: Record<DisplayLocale, string>;
};

type ColumnSpec = readonly [key: string, type: ImportColumnType, en: string, de: string];

const amountColumns = (prefix: string, index: number, isChild: boolean): ColumnSpec[] => {
  const whose = isChild ? ' of the sub-row' : '';
  const wessen = isChild ? ' der Unterzeile' : '';
  const key = `${prefix}amounts.${index}`;
  return [
    [`${key}.value`, 'number', `Amount ${index + 1}${whose}`, `Menge ${index + 1}${wessen}`],
    [
      `${key}.unit`,
      'string',
      `Unit of amount ${index + 1}${whose}; empty means the default unit`,
      `Einheit von Menge ${index + 1}${wessen}; leer heißt Standardeinheit`,
    ],
    [
      `${key}.unitCategory`,
      'string',
      `Unit category of amount ${index + 1} (for information)`,
      `Einheitenkategorie von Menge ${index + 1} (nur zur Info)`,
    ],
  ];
};

const conversionColumn = (index: number): ColumnSpec => [
  `amounts.${index}.conversionFactor`,
  'number',
  `Factor from the unit to the base unit (for information)`,
  `Faktor von der Einheit zur Basiseinheit (nur zur Info)`,
];

const levelColumns = (prefix: string, isChild: boolean): ColumnSpec[] =>
  [0, 1, 2, 3, 4].map((level): ColumnSpec => {
    const key = `${prefix}level.${level}`;
    if (level === 0) {
      return isChild
        ? [key, 'string', 'Sub-row type: its id or name', 'Art der Unterzeile: ihre ID oder ihr Name']
        : [
            key,
            'string',
            'Row type: its id or name (see sheet 2)',
            'Art der Zeile: ihre ID oder ihr Name (siehe Blatt 2)',
          ];
    }
    if (level === 1) {
      return [
        key,
        'string',
        'Factor id for rows where you pick a factor',
        'Faktor-ID bei Zeilen, in denen du einen Faktor wählst',
      ];
    }
    return [key, 'string', 'Not used', 'Wird nicht verwendet'];
  });

/** Only `direct` is read (a factor you enter yourself); the others come with an export. */
const factorColumns = (
  key: string,
  en: string,
  de: string,
  deGenitive: string,
  isRead: boolean,
): ColumnSpec[] => {
  const note = isRead ? { en: '', de: '' } : { en: ' (for information)', de: ' (nur zur Info)' };
  return [
    [
      `${key}.factor`,
      'number',
      `${en} factor in kg CO2e per base unit${note.en}`,
      `${de} Faktor in kg CO2e je Basiseinheit${note.de}`,
    ],
    [
      `${key}.source`,
      'string',
      `Source of the ${en.toLowerCase()} factor${note.en}`,
      `Quelle des ${deGenitive} Faktors${note.de}`,
    ],
  ];
};

const sourceColumn = (type: string, en: string, de: string): ColumnSpec => [
  `sources.${type}`,
  'string',
  `Data source ${en}: x, or its share in %`,
  `Datenquelle ${de}: x oder ihr Anteil in %`,
];

const COLUMN_SPECS: readonly ColumnSpec[] = [
  ['name', 'string', 'Name of the row', 'Name der Zeile'],
  ['child.name', 'string', 'Name of a sub-row of this row', 'Name einer Unterzeile dieser Zeile'],
  ...amountColumns('', 0, false),
  conversionColumn(0),
  ...amountColumns('', 1, false),
  conversionColumn(1),
  ...amountColumns('', 2, false),
  conversionColumn(2),
  ...amountColumns('child.', 0, true),
  ['child.amounts.1.value', 'number', 'Amount 2 of the sub-row', 'Menge 2 der Unterzeile'],
  ...levelColumns('child.', true),
  ...levelColumns('', false),
  ['c1', 'string', 'Section: its id or name', 'Bereich: seine ID oder sein Name'],
  ['c2', 'string', 'Subsection: its id or name', 'Unterbereich: seine ID oder sein Name'],
  ['c3', 'string', 'Sub-subsection: its id or name', 'Unter-Unterbereich: seine ID oder sein Name'],
  ['csvId', 'string', 'Your own id for the row', 'Deine eigene ID für die Zeile'],
  ['assumptions', 'string', 'Assumptions', 'Annahmen'],
  ['notes', 'string', 'Notes', 'Notizen'],
  [
    'instance',
    'string',
    'Entity: its id or name (see sheet 3)',
    'Einheit: ihre ID oder ihr Name (siehe Blatt 3)',
  ],
  [
    'isExcluded',
    'boolean',
    'Excluded from the footprint: yes or no',
    'Aus der Bilanz ausgeschlossen: ja oder nein',
  ],
  [
    'readableSelector',
    'string',
    'Section and row type as text (for information)',
    'Bereich und Art als Text (nur zur Info)',
  ],
  ['startDate', 'date', 'Start date (YYYY-MM-DD or DD.MM.YYYY)', 'Startdatum (JJJJ-MM-TT oder TT.MM.JJJJ)'],
  ['endDate', 'date', 'End date (YYYY-MM-DD or DD.MM.YYYY)', 'Enddatum (JJJJ-MM-TT oder TT.MM.JJJJ)'],
  ['mergeWithDatabaseEmission', 'boolean', 'Not used', 'Wird nicht verwendet'],
  ...factorColumns('direct', 'Direct', 'Direkter', 'direkten', true),
  ...factorColumns('directLocationBased', 'Location-based', 'Standortbasierter', 'standortbasierten', false),
  ...factorColumns('indirect', 'Indirect', 'Indirekter', 'indirekten', false),
  sourceColumn('documentation', 'documentation', 'Dokumentation'),
  sourceColumn('bills', 'bills', 'Rechnungen'),
  sourceColumn('tracking', 'tracking', 'Messung'),
  sourceColumn('product', 'product data', 'Produktdaten'),
  sourceColumn('survey', 'survey', 'Umfrage'),
  sourceColumn('hr-records', 'HR records', 'Personalakten'),
  sourceColumn('estimation', 'estimation', 'Schätzung'),
  ['sources.other', 'string', 'Other data sources, as text', 'Andere Datenquellen, als Text'],
];

/** The columns of the bulk-import file (spec section 3), in the template's order. */
export const BULK_IMPORT_COLUMNS: readonly ImportColumn[] = COLUMN_SPECS.map(([key, type, en, de]) => ({
  key,
  type,
  description: { en, de },
}));

/**
 * The column an export writes first: the id of the result a line came from. Importing the file into the
 * same year updates that result instead of adding a copy; a line without it (the template) is a new
 * result. Not one of the specification's template columns, so the template leaves it out.
 */
export const RESULT_ID_COLUMN = '_id';

/** Prefix of the optional columns that fill an option's generic inputs: `genericInputs.<input id>`. */
export const GENERIC_INPUT_COLUMN_PREFIX = 'genericInputs.';

/** Up to 3 amounts per row and 2 per sub-row (spec section 5). */
export const MAX_IMPORT_AMOUNTS = 3;
export const MAX_IMPORT_CHILD_AMOUNTS = 2;
/** Most sub-rows of one result (the result contract's limit). */
export const MAX_IMPORT_CHILDREN = 50;
