import { SpreadsheetFileError, type SpreadsheetLimits } from '../../import/spreadsheet-file-error.ts';
import type { CellValue } from '../../import/spreadsheet-table.ts';
import { type DefinedName, toColumnLetters } from '../../import/xlsx-parts.ts';
import { openXlsxWorkbook, type XlsxSheetCells, type XlsxWorkbook } from '../../import/xlsx-workbook.ts';
import { checkDatapointValue, type DatapointValue } from '../datapoints/datapoint-values.ts';
import { findVsmeDatapoint, VSME_DATAPOINTS } from '../datapoints/index.ts';
import type { VsmeDatapoint } from '../datapoints/types.ts';
import {
  checkEntityIdentifier,
  normalizeEntityIdentifier,
  type ReportingEntity,
  readEntityIdentifierKind,
} from '../xbrl/entity-identifier.ts';
import {
  type CellContext,
  type CellReading,
  cellText,
  isEmptyCell,
  readCell,
  readChoiceId,
  readCountry,
  readUnitCell,
} from './template-cells.ts';
import {
  VsmeTemplateError,
  type VsmeTemplateSkip,
  type VsmeTemplateSkipCode,
  type VsmeTemplateTableId,
} from './vsme-template-messages.ts';

/** An answer read from one cell (or, for a multiple choice, from the range of its cells). */
export type VsmeTemplateAnswer = {
  readonly code: string;
  readonly value: DatapointValue;
  /** Where: `'General Information'!E283`, or a range for a multiple choice. */
  readonly cell: string;
};

/**
 * A figure of a datapoint for one member of an axis the answer itself has no place for: the base and
 * target year of the GHG targets (C3). (B3's renewable and non-renewable energy are answers of their
 * member datapoints, `VSME_MEMBER_DATAPOINTS`.)
 */
export type VsmeTemplateMemberAnswer = VsmeTemplateAnswer & { readonly member: string };

/** One value of a table row (a site, a subsidiary, a pollutant, a waste type, a material, a country). */
export type VsmeTemplateRowValue = VsmeTemplateAnswer & {
  readonly table: VsmeTemplateTableId;
  /** 0-based among the table's filled rows. */
  readonly rowIndex: number;
  /** What the row is about: the country (ISO alpha-2), pollutant, waste type or site identifier. */
  readonly key?: string;
};

export type VsmeTemplateRead = {
  /** The template version the file says it is (Introduction, C1), when it says. */
  readonly templateVersion?: string;
  /** The ISO 4217 currency the template's amounts are in, when it names one. */
  readonly currency?: string;
  /** The identifier the company reports under (General Information, D4 and E4), when it fits its scheme. */
  readonly entity?: ReportingEntity & { readonly cell: string };
  readonly answers: VsmeTemplateAnswer[];
  readonly members: VsmeTemplateMemberAnswer[];
  readonly rows: VsmeTemplateRowValue[];
  readonly skipped: VsmeTemplateSkip[];
};

/** Fewest datapoint names a workbook must define to be taken for the template (1.3.0 defines all 143). */
const MIN_TEMPLATE_NAMES = 20;

/** Members whose figure is the datapoint's own answer: the reported period, the total of both parts. */
const ANSWER_MEMBERS = new Set(['CurrentlyStatedMember', 'TotalRenewableAndNonRenewableEnergyMember']);

/** Multiple choices made with one checkbox per option, in the template's order of rows or columns. */
const CHECKBOX_OPTIONS: Record<string, readonly string[]> = {
  'vsme:SustainabilityIssueAddressedByPracticePolicyAndOrFutureInitiative': [
    'vsme:ClimateChangeMember',
    'vsme:PollutionMember',
    'vsme:WaterAndMarineResourcesMember',
    'vsme:BiodiversityAndEcosystemsMember',
    'vsme:CircularEconomyMember',
    'vsme:OwnWorkforceMember',
    'vsme:WorkersInTheValueChainMember',
    'vsme:AffectedCommunitiesMember',
    'vsme:ConsumersAndEndUsersMember',
    'vsme:BusinessConductMember',
  ],
  'vsme:TypeOfContentCoveredByTheCodeOfConductOrHumanRightsPolicyForItsOwnWorkforce': [
    'vsme:ChildLabourMember',
    'vsme:ForcedLabourMember',
    'vsme:HumanTraffickingMember',
    'vsme:DiscriminationMember',
    'vsme:AccidentPreventionMember',
    'vsme:OtherContentMember',
  ],
  'vsme:TypeOfHumanRightRelatedToTheConfirmedIncident': [
    'vsme:ChildLabourMember',
    'vsme:ForcedLabourMember',
    'vsme:HumanTraffickingMember',
    'vsme:DiscriminationMember',
    'vsme:OtherContentMember',
  ],
};

type TableDefinition = {
  readonly id: VsmeTemplateTableId;
  /** The defined name of the whole table. */
  readonly range: string;
  /** The defined name of the column saying what a row is about, and how to read it. */
  readonly key?: { readonly name: string; readonly kind: 'text' | 'country' };
  /** Datapoints (local names) with one column each; several may share a column, told apart by unit. */
  readonly columns: readonly string[];
};

/** The template's tables (template 1.3.0, by its defined names). */
const TABLES: readonly TableDefinition[] = [
  {
    id: 'subsidiaries',
    range: 'ListOfSubsidiaryTable',
    columns: ['NameOfTheSubsidiary', 'RegisteredAddressOfTheSubsidiary'],
  },
  {
    id: 'sites',
    range: 'ListOfSitesTable',
    columns: ['AddressOfSite', 'PostalCodeOfSite', 'CityOfSite', 'CountryOfSite', 'GPSLocationOfSite'],
  },
  {
    id: 'pollutants',
    range: 'AmountOfEmissionsTable',
    key: { name: 'TypeOfPollutantAxis', kind: 'text' },
    columns: ['AmountOfEmissionToAir', 'AmountOfEmissionToWater', 'AmountOfEmissionToSoil'],
  },
  {
    id: 'biodiversitySites',
    range: 'SitesInBiodiversitySensitiveAreasTable',
    key: { name: 'IdentifierOfSitesInBiodiversitySensitiveAreasTypedAxis', kind: 'text' },
    columns: [
      'AreaOfSiteInBiodiversitySensitiveArea',
      'SiteLocatedInABiodiversitySensitiveArea',
      'SiteLocatedNearABiodiversitySensitiveArea',
    ],
  },
  {
    id: 'waste',
    range: 'WasteGeneratedTable',
    key: { name: 'TypeOfWasteAxis', kind: 'text' },
    columns: [
      'WasteDivertedToRecycleOrReuseMass',
      'WasteDivertedToRecycleOrReuseVolume',
      'WasteDirectedToDisposalMass',
      'WasteDirectedToDisposalVolume',
      'TotalWasteRecycledReusedAndDirectedToDisposalMass',
      'TotalWasteRecycledReusedAndDirectedToDisposalVolume',
    ],
  },
  {
    id: 'materials',
    range: 'BreakdownOfAnnualMassFlowOfRelevantMaterialsUsedByTheUndertakingHypercube',
    columns: ['NameOfMaterialUsed', 'WeightOfMaterialUsed', 'VolumeOfMaterialUsed'],
  },
  {
    id: 'employeesByCountry',
    range: 'NumberOfEmployeesForCountryOfEmploymentContractTable',
    key: { name: 'CountryOfEmploymentContractAxis', kind: 'country' },
    columns: ['NumberOfEmployeesForCountryOfEmploymentContract'],
  },
];

const localName = (code: string) => code.slice(code.indexOf(':') + 1);

/** `'General Information'!E283`, quoting the sheet name as Excel does. */
function formatCell(sheet: string, row: number, column: number): string {
  return `'${sheet.replaceAll("'", "''")}'!${toColumnLetters(column)}${row}`;
}

function formatRange(name: DefinedName): string {
  const first = formatCell(name.sheet, name.firstRow, name.firstColumn);
  if (name.lastRow === name.firstRow && name.lastColumn === name.firstColumn) return first;
  return `${first}:${toColumnLetters(name.lastColumn)}${name.lastRow}`;
}

class TemplateReader {
  readonly answers: VsmeTemplateAnswer[] = [];
  readonly members: VsmeTemplateMemberAnswer[] = [];
  readonly rows: VsmeTemplateRowValue[] = [];
  readonly skipped: VsmeTemplateSkip[] = [];
  readonly currency: string | undefined;
  /** Names read as part of a table, so the single-cell pass leaves them alone. */
  private readonly tableNames = new Set<string>();

  constructor(private readonly workbook: XlsxWorkbook) {
    const currency = cellText(this.valueAt('template_currency') ?? null).toUpperCase();
    this.currency = /^[A-Z]{3}$/.test(currency) ? currency : undefined;
  }

  private sheet(name: string): XlsxSheetCells | undefined {
    return this.workbook.readSheet(name);
  }

  private name(name: string): DefinedName | undefined {
    return this.workbook.definedNames.get(name);
  }

  /** The scheme (D4: LEI, EU ID, DUNS, PermID) and the identifier (E4), when both are filled and fit. */
  readEntity(): VsmeTemplateRead['entity'] {
    const schemeName = this.name('template_reporting_entity_identifier_scheme');
    const identifierName = this.name('template_reporting_entity_identifier');
    if (!schemeName || !identifierName) return undefined;
    const schemeText = cellText(this.valueAt('template_reporting_entity_identifier_scheme') ?? null);
    const identifier = cellText(this.valueAt('template_reporting_entity_identifier') ?? null);
    if (isEmptyCell(identifier) || /^missing value$/i.test(identifier)) return undefined;
    const cell = formatCell(identifierName.sheet, identifierName.firstRow, identifierName.firstColumn);
    const kind = readEntityIdentifierKind(schemeText);
    if (!kind || checkEntityIdentifier(kind, identifier)) {
      this.skip({ cell, reason: 'badEntityIdentifier', text: `${schemeText} ${identifier}`.trim() });
      return undefined;
    }
    return { kind, identifier: normalizeEntityIdentifier(identifier), cell };
  }

  /** The first cell of a defined name. */
  valueAt(name: string): CellValue | undefined {
    const defined = this.name(name);
    if (!defined) return undefined;
    return this.sheet(defined.sheet)?.cell(defined.firstRow, defined.firstColumn) ?? null;
  }

  private skip(entry: VsmeTemplateSkip): void {
    this.skipped.push(entry);
  }

  /** Checks a reading against its datapoint; the value when it is a valid answer, else records the skip. */
  private accept(
    datapoint: VsmeDatapoint,
    reading: CellReading,
    cell: string,
    table?: VsmeTemplateTableId,
  ): DatapointValue | undefined {
    const base = table ? { code: datapoint.code, table, cell } : { code: datapoint.code, cell };
    if ('reason' in reading) {
      this.skip(reading.text === undefined ? { ...base, reason: reading.reason } : { ...base, ...reading });
      return undefined;
    }
    const problem = checkDatapointValue(datapoint, reading.value);
    if (problem) {
      this.skip({ ...base, reason: 'invalidValue', problem, text: describeValue(reading.value) });
      return undefined;
    }
    return reading.value;
  }

  private contextAt(sheet: XlsxSheetCells, row: number, column: number, unitName?: string): CellContext {
    const unitCell = unitName ? this.name(unitName) : undefined;
    let unit: CellContext['unit'];
    if (unitCell) {
      const isPerRow = unitCell.lastRow > unitCell.firstRow;
      const unitRow = isPerRow ? row : unitCell.firstRow;
      unit = readUnitCell(this.sheet(unitCell.sheet)?.cell(unitRow, unitCell.firstColumn) ?? null);
    }
    const context: CellContext = { isPercent: sheet.isPercent(row, column), currency: this.currency };
    return unit ? { ...context, unit } : context;
  }

  readTables(): void {
    for (const table of TABLES) this.readTable(table);
  }

  private readTable(table: TableDefinition): void {
    const range = this.name(table.range);
    if (!range) return;
    const sheet = this.sheet(range.sheet);
    if (!sheet) return;
    this.tableNames.add(table.range);
    const keyName = table.key ? this.name(table.key.name) : undefined;
    if (table.key) this.tableNames.add(table.key.name);
    const columns = table.columns
      .map((local) => ({ local, defined: this.name(local), datapoint: findVsmeDatapoint(`vsme:${local}`) }))
      .filter((column): column is { local: string; defined: DefinedName; datapoint: VsmeDatapoint } =>
        Boolean(column.defined && column.datapoint),
      );
    for (const column of columns) this.tableNames.add(column.local);
    const byColumn = new Map<number, (typeof columns)[number][]>();
    for (const column of columns) {
      const group = byColumn.get(column.defined.firstColumn) ?? [];
      group.push(column);
      byColumn.set(column.defined.firstColumn, group);
    }

    let rowIndex = 0;
    for (let row = range.firstRow; row <= range.lastRow; row += 1) {
      // Checkboxes hold FALSE until ticked and identifiers are numbered in advance: only text or numbers
      // in the row's own columns make a row filled.
      const filled = [...byColumn.entries()].filter(([column]) => {
        const value = sheet.cell(row, column);
        return !isEmptyCell(value) && typeof value !== 'boolean';
      });
      if (filled.length === 0) continue;
      const key = this.readRowKey(table, keyName, row);
      if (key === null) {
        for (const [column, group] of filled) {
          const cell = formatCell(range.sheet, row, column);
          const code = group.length === 1 ? group[0]?.datapoint.code : undefined;
          const entry = { table: table.id, cell, reason: 'rowWithoutKey' as const };
          this.skip(code ? { code, ...entry } : entry);
        }
      } else {
        for (const [column, group] of byColumn) {
          const value = sheet.cell(row, column);
          if (isEmptyCell(value)) continue;
          this.readTableCell(table, sheet, group, row, column, value, rowIndex, key);
        }
      }
      rowIndex += 1;
    }
  }

  /** The row's key: undefined when the table has none, null when it is empty or cannot be read. */
  private readRowKey(
    table: TableDefinition,
    keyName: DefinedName | undefined,
    row: number,
  ): string | undefined | null {
    if (!table.key) return undefined;
    if (!keyName) return null;
    const value = this.sheet(keyName.sheet)?.cell(row, keyName.firstColumn) ?? null;
    if (isEmptyCell(value)) return null;
    if (table.key.kind === 'text') return cellText(value);
    const country = readCountry(value);
    if (country) return country;
    this.skip({
      table: table.id,
      cell: formatCell(keyName.sheet, row, keyName.firstColumn),
      reason: 'unknownChoice',
      text: cellText(value),
    });
    return null;
  }

  private readTableCell(
    table: TableDefinition,
    sheet: XlsxSheetCells,
    group: readonly { local: string; datapoint: VsmeDatapoint }[],
    row: number,
    column: number,
    value: CellValue,
    rowIndex: number,
    key: string | undefined,
  ): void {
    const sheetName = this.name(table.range)?.sheet ?? '';
    const cell = formatCell(sheetName, row, column);
    // Datapoints sharing the column (mass or volume) are told apart by the unit the row names.
    let chosen = group[0];
    if (group.length > 1) {
      const unit = this.contextAt(sheet, row, column, `${group[0]?.local}_unit`).unit;
      chosen = group.find((candidate) => unit?.id && candidate.datapoint.xbrl.units.includes(unit.id));
      if (!chosen) {
        const reason: VsmeTemplateSkipCode = unit ? 'unitNotAccepted' : 'noUnit';
        this.skip(
          unit ? { table: table.id, cell, reason, text: unit.text } : { table: table.id, cell, reason },
        );
        return;
      }
    }
    if (!chosen) return;
    const { datapoint, local } = chosen;
    const reading = readCell(datapoint, value, this.contextAt(sheet, row, column, `${local}_unit`));
    const accepted = this.accept(datapoint, reading, cell, table.id);
    if (!accepted) return;
    const entry = { table: table.id, rowIndex, code: datapoint.code, value: accepted, cell };
    this.rows.push(key === undefined ? entry : { ...entry, key });
  }

  readSingleCells(): void {
    for (const datapoint of VSME_DATAPOINTS) {
      const local = localName(datapoint.code);
      if (this.tableNames.has(local)) continue;
      const defined = this.name(local);
      if (defined) this.readDatapointName(datapoint, defined);
      for (const [name, memberName] of this.memberNamesOf(local)) {
        this.readMember(datapoint, name, memberName, Boolean(defined));
      }
    }
  }

  /** Names `<Local>_<Something>Member` of a datapoint, e.g. `GrossScope1GreenhouseGasEmissions_BaselineYearMember`. */
  private memberNamesOf(local: string): [DefinedName, string][] {
    const found: [DefinedName, string][] = [];
    for (const [name, defined] of this.workbook.definedNames) {
      if (!name.startsWith(`${local}_`) || !name.endsWith('Member')) continue;
      found.push([defined, name.slice(local.length + 1)]);
    }
    return found;
  }

  private readMember(
    datapoint: VsmeDatapoint,
    defined: DefinedName,
    member: string,
    hasOwnCell: boolean,
  ): void {
    const sheet = this.sheet(defined.sheet);
    if (!sheet) return;
    const value = sheet.cell(defined.firstRow, defined.firstColumn);
    if (isEmptyCell(value)) return;
    const cell = formatCell(defined.sheet, defined.firstRow, defined.firstColumn);
    const context = this.contextAt(
      sheet,
      defined.firstRow,
      defined.firstColumn,
      `${localName(datapoint.code)}_unit`,
    );
    const accepted = this.accept(datapoint, readCell(datapoint, value, context), cell);
    if (!accepted) return;
    const memberDatapoint = findVsmeDatapoint(`${datapoint.code}_${member}`);
    if (ANSWER_MEMBERS.has(member) && !hasOwnCell) {
      this.answers.push({ code: datapoint.code, value: accepted, cell });
    } else if (memberDatapoint) {
      this.answers.push({ code: memberDatapoint.code, value: accepted, cell });
    } else {
      this.members.push({ code: datapoint.code, member: `vsme:${member}`, value: accepted, cell });
    }
  }

  private readDatapointName(datapoint: VsmeDatapoint, defined: DefinedName): void {
    const sheet = this.sheet(defined.sheet);
    if (!sheet) return;
    const checkboxOptions = CHECKBOX_OPTIONS[datapoint.code];
    if (checkboxOptions) {
      this.readCheckboxes(datapoint, defined, sheet, checkboxOptions);
    } else if (defined.lastRow === defined.firstRow) {
      this.readSingleCell(datapoint, defined, sheet);
    } else if (datapoint.type === 'choice' && datapoint.choices?.isMultiple) {
      this.readDropdownList(datapoint, defined, sheet);
    } else {
      this.listUnreadRange(datapoint, defined, sheet);
    }
  }

  /** A range of rows the reader has no table for: every filled cell is listed, none is read. */
  private listUnreadRange(datapoint: VsmeDatapoint, defined: DefinedName, sheet: XlsxSheetCells): void {
    for (let row = defined.firstRow; row <= defined.lastRow; row += 1) {
      const value = sheet.cell(row, defined.firstColumn);
      if (isEmptyCell(value) || typeof value === 'boolean') continue;
      const cell = formatCell(defined.sheet, row, defined.firstColumn);
      this.skip({ code: datapoint.code, cell, reason: 'notSupported', text: cellText(value) });
    }
  }

  private readSingleCell(datapoint: VsmeDatapoint, defined: DefinedName, sheet: XlsxSheetCells): void {
    const value = sheet.cell(defined.firstRow, defined.firstColumn);
    if (isEmptyCell(value)) return;
    const cell = formatCell(defined.sheet, defined.firstRow, defined.firstColumn);
    const context = this.contextAt(
      sheet,
      defined.firstRow,
      defined.firstColumn,
      `${localName(datapoint.code)}_unit`,
    );
    const accepted = this.accept(datapoint, readCell(datapoint, value, context), cell);
    if (accepted) this.answers.push({ code: datapoint.code, value: accepted, cell });
  }

  /** One dropdown per row (disclosure lists, NACE codes): the choices of all filled rows, in order. */
  private readDropdownList(datapoint: VsmeDatapoint, defined: DefinedName, sheet: XlsxSheetCells): void {
    const ids: string[] = [];
    for (let row = defined.firstRow; row <= defined.lastRow; row += 1) {
      const value = sheet.cell(row, defined.firstColumn);
      // "None" is what the template computes when nothing is omitted.
      if (isEmptyCell(value) || cellText(value).toLowerCase() === 'none') continue;
      const id = readChoiceId(datapoint, value);
      const cell = formatCell(defined.sheet, row, defined.firstColumn);
      if (!id) this.skip({ code: datapoint.code, cell, reason: 'unknownChoice', text: cellText(value) });
      else if (!ids.includes(id)) ids.push(id);
    }
    if (ids.length === 0) return;
    const cell = formatRange(defined);
    const accepted = this.accept(datapoint, { value: { kind: 'choice', value: ids } }, cell);
    if (accepted) this.answers.push({ code: datapoint.code, value: accepted, cell });
  }

  /** One checkbox per option, down a column or along a row. */
  private readCheckboxes(
    datapoint: VsmeDatapoint,
    defined: DefinedName,
    sheet: XlsxSheetCells,
    options: readonly string[],
  ): void {
    const isAlongRow = defined.lastRow === defined.firstRow;
    const ids: string[] = [];
    options.forEach((id, index) => {
      const row = isAlongRow ? defined.firstRow : defined.firstRow + index;
      const column = isAlongRow ? defined.firstColumn + index : defined.firstColumn;
      const value = sheet.cell(row, column);
      if (isEmptyCell(value)) return;
      const reading = readCell({ ...datapoint, type: 'yesNo' }, value, { isPercent: false });
      if ('reason' in reading) {
        const cell = formatCell(defined.sheet, row, column);
        this.skip({ code: datapoint.code, cell, reason: reading.reason, text: cellText(value) });
      } else if (reading.value.kind === 'yesNo' && reading.value.value) {
        ids.push(id);
      }
    });
    if (ids.length === 0) return;
    const cell = formatRange(defined);
    const accepted = this.accept(datapoint, { value: { kind: 'choice', value: ids } }, cell);
    if (accepted) this.answers.push({ code: datapoint.code, value: accepted, cell });
  }
}

function describeValue(value: DatapointValue): string {
  if (value.kind === 'number') return `${value.value} ${value.unit}`;
  if (value.kind === 'choice') return value.value.join(', ');
  return String(value.value);
}

function isTemplate(workbook: XlsxWorkbook): boolean {
  let found = 0;
  for (const datapoint of VSME_DATAPOINTS) {
    if (workbook.definedNames.has(localName(datapoint.code))) found += 1;
  }
  return found >= MIN_TEMPLATE_NAMES;
}

/**
 * Reads a filled copy of EFRAG's VSME digital template (VSME-Digital-Template-1.3.0.xlsx) by its
 * defined names: every datapoint's cell (B3's renewable and non-renewable energy by source as their
 * member datapoints), the figures of the GHG targets' base and target year (`members`), and the rows of
 * its tables (`rows`). Every answer passes
 * `checkDatapointValue`; every filled cell that does not, or that the reader does not take over, is in
 * `skipped` with its reason. Empty cells (and the template's `-` in empty computed cells) are in neither.
 * Formulas are not evaluated: a computed cell is read as last saved.
 *
 * Throws `VsmeTemplateError` for a file that is not a workbook or not the template, and
 * `SpreadsheetFileError` for a workbook over the limits (size, compression bomb) or encrypted.
 */
export function readVsmeTemplate(
  bytes: Uint8Array,
  limits: Partial<SpreadsheetLimits> = {},
): VsmeTemplateRead {
  let workbook: XlsxWorkbook;
  try {
    workbook = openXlsxWorkbook(bytes, limits);
  } catch (error) {
    const isNotWorkbook =
      error instanceof SpreadsheetFileError && (error.code === 'corrupt' || error.code === 'unsupportedType');
    if (isNotWorkbook) throw new VsmeTemplateError('notWorkbook', error.message);
    throw error;
  }
  if (!isTemplate(workbook)) throw new VsmeTemplateError('notTemplate');
  const reader = new TemplateReader(workbook);
  const entity = reader.readEntity();
  reader.readTables();
  reader.readSingleCells();
  const version = cellText(reader.valueAt('template_reporting_template_version') ?? null);
  return {
    ...(version ? { templateVersion: version } : {}),
    ...(reader.currency ? { currency: reader.currency } : {}),
    ...(entity ? { entity } : {}),
    answers: reader.answers,
    members: reader.members,
    rows: reader.rows,
    skipped: reader.skipped,
  };
}
