import type { ServedForm, ServedOption, ServedSection } from '../contracts/calculator.ts';
import type { DisplayLocale } from '../format/display-locale.ts';
import { getUnitCategory } from '../units/unit-catalogue.ts';
import { BULK_IMPORT_COLUMNS, GENERIC_INPUT_COLUMN_PREFIX } from './bulk-import-columns.ts';
import { listGenericInputs, listOptionPlaces } from './import-form-index.ts';
import { listImportUnits } from './import-units.ts';
import type { CellValue } from './spreadsheet-table.ts';
import { writeXlsx } from './write-xlsx.ts';

const TEXTS = {
  en: {
    importSheet: 'Import',
    optionsSheet: 'Row types',
    entitiesSheet: 'Entities',
    optionHeaders: ['Section', 'Subsection', 'Sub-subsection', 'Row type', 'Sub-row type'],
    amountHeaders: ['Amount column', 'Amount', 'unitCategory', 'Default unit', 'Accepted units', 'Hint'],
    entityHeaders: ['instance', 'Name'],
    genericInput: (label: string) => `${label} (only for row types that have it)`,
    genericValues: (values: string) => `Values: ${values}.`,
    pickerHint: 'Put the id of a factor from the factor library in level.1.',
    userFactorHint: (unit: string) =>
      `Put your factor in kg CO2e per ${unit} in direct.factor and its source in direct.source.`,
    alsoHint: (columns: string) => `Also: ${columns}.`,
  },
  de: {
    importSheet: 'Import',
    optionsSheet: 'Zeilenarten',
    entitiesSheet: 'Einheiten',
    optionHeaders: ['Bereich', 'Unterbereich', 'Unter-Unterbereich', 'Zeilenart', 'Art der Unterzeile'],
    amountHeaders: [
      'Mengenspalte',
      'Menge',
      'unitCategory',
      'Standardeinheit',
      'Erlaubte Einheiten',
      'Hinweis',
    ],
    entityHeaders: ['instance', 'Name'],
    genericInput: (label: string) => `${label} (nur für Zeilenarten, die es haben)`,
    genericValues: (values: string) => `Werte: ${values}.`,
    pickerHint: 'Trag die ID eines Faktors aus der Faktorbibliothek in level.1 ein.',
    userFactorHint: (unit: string) =>
      `Trag deinen Faktor in kg CO2e je ${unit} in direct.factor ein und seine Quelle in direct.source.`,
    alsoHint: (columns: string) => `Außerdem: ${columns}.`,
  },
} as const;

type TemplateTexts = (typeof TEXTS)[DisplayLocale];

/** The import sheet: column keys, their descriptions, and no data. */
function buildImportSheet(form: ServedForm, texts: TemplateTexts, lang: DisplayLocale) {
  const genericInputs = listGenericInputs(form);
  const keys = [
    ...BULK_IMPORT_COLUMNS.map((column) => column.key),
    ...genericInputs.map((input) => `${GENERIC_INPUT_COLUMN_PREFIX}${input.id}`),
  ];
  const descriptions = [
    ...BULK_IMPORT_COLUMNS.map((column) => column.description[lang]),
    ...genericInputs.map((input) =>
      input.values
        ? `${texts.genericInput(input.label)} ${texts.genericValues(input.values.join(', '))}`
        : texts.genericInput(input.label),
    ),
  ];
  return {
    name: texts.importSheet,
    rows: [keys, descriptions],
    columnWidths: keys.map((key) => Math.max(14, key.length + 4)),
    frozenRows: 2,
  };
}

function describeFactor(option: ServedOption, texts: TemplateTexts, isChild: boolean): string {
  const hints: string[] = [];
  const prefix = isChild ? 'child.' : '';
  if (option.factor.kind === 'picker') hints.push(texts.pickerHint.replace('level.1', `${prefix}level.1`));
  if (option.factor.kind === 'userDefined' && !isChild) {
    const category = option.factor.unitCategory ?? option.activityInputs[0]?.unitCategory ?? '';
    hints.push(texts.userFactorHint(getUnitCategory(category)?.baseUnit ?? category));
  }
  const generic = option.genericInputs.map((input) => `${GENERIC_INPUT_COLUMN_PREFIX}${input.id}`);
  if (generic.length > 0 && !isChild) hints.push(texts.alsoHint(generic.join(', ')));
  return hints.join(' ');
}

/** One line per amount of a row type (and of each of its sub-row types). */
function listOptionLines(form: ServedForm, texts: TemplateTexts): CellValue[][] {
  const lines: CellValue[][] = [];
  const sectionCells = (path: readonly ServedSection[]) =>
    [0, 1, 2].flatMap((depth) => [path[depth]?.id ?? null, path[depth]?.label ?? null]);
  const addLines = (option: ServedOption, path: readonly ServedSection[], parent?: ServedOption) => {
    const isChild = parent !== undefined;
    const optionCells = parent
      ? [parent.id, parent.label, option.id, option.label]
      : [option.id, option.label, null, null];
    const hint = describeFactor(option, texts, isChild);
    option.activityInputs.forEach((input, index) => {
      lines.push([
        ...sectionCells(path),
        ...optionCells,
        `${isChild ? 'child.' : ''}amounts.${index}.value`,
        input.label,
        input.unitCategory,
        input.defaultUnit,
        listImportUnits(input.unitCategory).join(', '),
        index === 0 ? hint || null : null,
      ]);
    });
  };
  for (const { option, sectionPath } of listOptionPlaces(form)) {
    addLines(option, sectionPath);
    for (const child of option.children ?? []) addLines(child, sectionPath, option);
  }
  return lines;
}

function buildOptionsSheet(form: ServedForm, texts: TemplateTexts) {
  const [section, subsection, subSubsection, rowType, subRowType] = texts.optionHeaders;
  const header = [
    ...['c1', section, 'c2', subsection, 'c3', subSubsection],
    ...['level.0', rowType, 'child.level.0', subRowType],
    ...texts.amountHeaders,
  ];
  return {
    name: texts.optionsSheet,
    rows: [header, ...listOptionLines(form, texts)],
    columnWidths: [22, 30, 26, 34, 22, 30, 32, 44, 24, 34, 22, 24, 14, 12, 40, 60],
    frozenRows: 1,
  };
}

/**
 * The import template as an XLSX workbook: sheet 1 holds the column keys (row 1) and their
 * descriptions in the language (row 2) with room for data below; sheet 2 lists every valid
 * combination of section (c1–c3), row type (level.0), sub-row type and amount with its unit category
 * and accepted units, and hints for factors picked or typed by the user; sheet 3 lists the entities.
 */
export function buildImportTemplate(
  form: ServedForm,
  instances: readonly { id: string; name: string }[],
  lang: DisplayLocale,
): Uint8Array {
  const texts = TEXTS[lang];
  const entities = {
    name: texts.entitiesSheet,
    rows: [[...texts.entityHeaders], ...instances.map((instance) => [instance.id, instance.name])],
    columnWidths: [40, 40],
    frozenRows: 1,
  };
  return writeXlsx([buildImportSheet(form, texts, lang), buildOptionsSheet(form, texts), entities]);
}
