import type { DisplayLocale } from '../format/display-locale.ts';
import type { NormalizedFactor } from './factor-schema.ts';

/** The spec's label for a company's own emission source (section 9). */
export const CUSTOM_FACTOR_SOURCE_NAME = 'Custom specified by company';
export const CUSTOM_FACTOR_LICENCE = 'Company-provided data';

/** Columns of a company factor file; the names and meanings of the normalized factor. */
export const CUSTOM_FACTOR_COLUMNS = [
  'level0',
  'level1',
  'level2',
  'level3',
  'level4',
  'variant',
  'region',
  'activityUnit',
  'unitCategory',
  'value',
  'scope',
  'scope3Category',
  'gwpSet',
  'notes',
  'sourceRowId',
  'edition',
  'year',
  'basis',
] as const;
export const REQUIRED_CUSTOM_FACTOR_COLUMNS = ['activityUnit', 'value', 'scope'] as const;

export type CustomFactorColumn = (typeof CUSTOM_FACTOR_COLUMNS)[number];

/** One problem: `row` is the spreadsheet row (the header is usually row 1), `column` a header name. */
export type CustomFactorIssue = { row: number; column: string | null; message: string };

export type CustomFactorReadOptions = {
  /** The company's id: part of each factor's lineage. */
  companyId: string;
  /** Gives each factor its id. */
  createId: () => string;
  /** Edition when the file has no `edition` cell, e.g. the import date. */
  defaultEdition: string;
  /** Year when the file has no `year` cell. */
  defaultYear: number;
  /** Shown in the attribution, so the factor says which file it came from. */
  fileName?: string | undefined;
  /** Stop collecting after this many issues. */
  maxIssues?: number;
  /**
   * The locale values written as text are read in, as chosen on the import screen. Without it a
   * semicolon CSV is read as German and anything else as English.
   */
  numberLocale?: DisplayLocale | undefined;
};

export type CustomFactorReadResult = { factors: NormalizedFactor[]; issues: CustomFactorIssue[] };
