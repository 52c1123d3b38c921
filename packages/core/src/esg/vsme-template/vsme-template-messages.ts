import { type DatapointValueProblem, describeDatapointProblem } from '../datapoints/datapoint-values.ts';
import { findVsmeDatapoint } from '../datapoints/index.ts';
import type { ReferenceLanguage } from '../reference-lists/types.ts';

/** Why a filled cell of the template was not taken over. */
export const VSME_TEMPLATE_SKIP_CODES = [
  /** The reader does not take this part of the template over (named in `table` or by the datapoint). */
  'notSupported',
  /** A figure whose unit cell is empty. */
  'noUnit',
  /** The unit cell names a unit the datapoint does not take (e.g. m² where hectares are asked for). */
  'unitNotAccepted',
  /** An amount of money while the template names no ISO 4217 currency (General Information, D5). */
  'noCurrency',
  /** Not a number, or a number written as text with separators that could be read two ways. */
  'notANumber',
  /** A percentage from 0 to 1 in a cell not formatted as per cent: 0.4 could be 0.4 % or 40 %. */
  'ambiguousPercentage',
  'notYesNo',
  /** A choice, country or NACE code the datapoint does not offer. */
  'unknownChoice',
  'badDate',
  /** A table row whose key (country, pollutant, waste type) could not be read: its values are left out. */
  'rowWithoutKey',
  /** The value was read but is not a valid answer to the datapoint (`problem` says why). */
  'invalidValue',
  /** The entity identifier (General Information, D4 and E4) names no known scheme or does not fit it. */
  'badEntityIdentifier',
] as const;
export type VsmeTemplateSkipCode = (typeof VSME_TEMPLATE_SKIP_CODES)[number];

/** The tables of the template, read row by row. */
export const VSME_TEMPLATE_TABLE_IDS = [
  'subsidiaries',
  'sites',
  'pollutants',
  'biodiversitySites',
  'waste',
  'materials',
  'employeesByCountry',
] as const;
export type VsmeTemplateTableId = (typeof VSME_TEMPLATE_TABLE_IDS)[number];

/** A filled cell that was not taken over, and why. */
export type VsmeTemplateSkip = {
  /** The datapoint the cell answers, when known. */
  readonly code?: string;
  /** The table the cell belongs to, for table rows. */
  readonly table?: VsmeTemplateTableId;
  /** Where: `'General Information'!E283`. */
  readonly cell: string;
  readonly reason: VsmeTemplateSkipCode;
  /** The cell's text (or the unit's) as found, to show next to the reason. */
  readonly text?: string;
  /** For `invalidValue`: what `checkDatapointValue` found. */
  readonly problem?: DatapointValueProblem;
};

const TABLE_NAMES: Record<VsmeTemplateTableId, Record<ReferenceLanguage, string>> = {
  subsidiaries: { en: 'list of subsidiaries (B1)', de: 'Liste der Tochterunternehmen (B1)' },
  sites: { en: 'list of sites (B1)', de: 'Liste der Standorte (B1)' },
  pollutants: { en: 'pollutants emitted (B4)', de: 'emittierte Schadstoffe (B4)' },
  biodiversitySites: {
    en: 'sites in biodiversity-sensitive areas (B5)',
    de: 'Standorte in biodiversitätssensiblen Gebieten (B5)',
  },
  waste: { en: 'waste generated (B7)', de: 'erzeugte Abfälle (B7)' },
  materials: { en: 'materials used (B7)', de: 'verwendete Materialien (B7)' },
  employeesByCountry: {
    en: 'employees by country of employment contract (B8)',
    de: 'Beschäftigte nach Land des Arbeitsvertrags (B8)',
  },
};

/** The name of a template table, e.g. "list of sites (B1)". */
export function describeVsmeTemplateTable(table: VsmeTemplateTableId, lang: ReferenceLanguage): string {
  return TABLE_NAMES[table][lang];
}

type Texts = Record<ReferenceLanguage, (text: string) => string>;

const SKIP_TEXTS: Record<Exclude<VsmeTemplateSkipCode, 'invalidValue'>, Texts> = {
  notSupported: {
    en: () => 'This part of the template is not taken over; enter it in the form.',
    de: () => 'Dieser Teil der Vorlage wird nicht übernommen; trag ihn im Formular ein.',
  },
  noUnit: {
    en: () => 'The figure has no unit: its unit cell is empty.',
    de: () => 'Die Zahl hat keine Einheit: die Zelle für die Einheit ist leer.',
  },
  unitNotAccepted: {
    en: (text) => `The unit "${text}" does not fit this figure.`,
    de: (text) => `Die Einheit „${text}“ passt nicht zu dieser Zahl.`,
  },
  noCurrency: {
    en: () => 'The template names no currency (General Information, cell D5).',
    de: () => 'Die Vorlage nennt keine Währung (General Information, Zelle D5).',
  },
  notANumber: {
    en: (text) => `"${text}" is not a number that can be read without doubt.`,
    de: (text) => `„${text}“ ist keine Zahl, die sich eindeutig lesen lässt.`,
  },
  ambiguousPercentage: {
    en: (text) =>
      `${text} could mean ${text} % or ${Number(text) * 100} %; enter the percentage in the form.`,
    de: (text) =>
      `${text.replace('.', ',')} kann ${text.replace('.', ',')} % oder ${String(Number(text) * 100).replace('.', ',')} % bedeuten; trag den Prozentsatz im Formular ein.`,
  },
  notYesNo: {
    en: (text) => `"${text}" is neither yes nor no.`,
    de: (text) => `„${text}“ ist weder Ja noch Nein.`,
  },
  unknownChoice: {
    en: (text) => `"${text}" is not one of the choices.`,
    de: (text) => `„${text}“ ist keine der Auswahlmöglichkeiten.`,
  },
  badDate: {
    en: (text) => `"${text}" is not a date that can be read without doubt.`,
    de: (text) => `„${text}“ ist kein eindeutig lesbares Datum.`,
  },
  badEntityIdentifier: {
    en: (text) =>
      `"${text}" is no LEI, EU ID, DUNS or PermID that can be taken over; give the company's identifier beside the XBRL download.`,
    de: (text) =>
      `„${text}“ ist kein LEI, keine EU ID, DUNS oder PermID, die sich übernehmen lässt; gib die Kennung des Unternehmens beim XBRL-Download an.`,
  },
  rowWithoutKey: {
    en: () => 'The row has no readable key (country, pollutant or type), so its values are left out.',
    de: () =>
      'Die Zeile hat keinen lesbaren Schlüssel (Land, Schadstoff oder Art), daher werden ihre Werte nicht übernommen.',
  },
};

/**
 * A skipped cell as one sentence, naming the cell, the datapoint or table and the reason, e.g.
 * `'General Information'!E283 ("Turnover"): The template names no currency (General Information, cell D5).`
 */
export function describeVsmeTemplateSkip(skip: VsmeTemplateSkip, lang: ReferenceLanguage): string {
  const datapoint = skip.code ? findVsmeDatapoint(skip.code) : undefined;
  const table = skip.table ? describeVsmeTemplateTable(skip.table, lang) : undefined;
  if (skip.reason === 'invalidValue' && datapoint && skip.problem) {
    return `${skip.cell}: ${describeDatapointProblem(datapoint, skip.problem, lang)}`;
  }
  const reason = skip.reason === 'invalidValue' ? 'notSupported' : skip.reason;
  const what = datapoint ? (lang === 'de' ? `„${datapoint.label.de}“` : `"${datapoint.label.en}"`) : table;
  const place = what ? `${skip.cell} (${what})` : skip.cell;
  return `${place}: ${SKIP_TEXTS[reason][lang](skip.text ?? '')}`;
}

/** Why a file is not read as a VSME digital template. */
export type VsmeTemplateErrorCode = 'notWorkbook' | 'notTemplate';

const ERROR_TEXTS: Record<VsmeTemplateErrorCode, Record<ReferenceLanguage, string>> = {
  notWorkbook: {
    en: 'The file is not an Excel workbook (.xlsx). Upload the filled VSME digital template.',
    de: 'Die Datei ist keine Excel-Arbeitsmappe (.xlsx). Lade die ausgefüllte VSME-Digitalvorlage hoch.',
  },
  notTemplate: {
    en: "The workbook is not EFRAG's VSME digital template: it lacks the template's named cells. Upload the filled VSME-Digital-Template (.xlsx).",
    de: 'Die Arbeitsmappe ist nicht EFRAGs VSME-Digitalvorlage: ihr fehlen die benannten Zellen der Vorlage. Lade die ausgefüllte VSME-Digital-Template-Datei (.xlsx) hoch.',
  },
};

/** Thrown by `readVsmeTemplate` for a file that is not the template; `messages` say so in both languages. */
export class VsmeTemplateError extends Error {
  override name = 'VsmeTemplateError';
  readonly code: VsmeTemplateErrorCode;
  readonly messages: Readonly<Record<ReferenceLanguage, string>>;

  constructor(code: VsmeTemplateErrorCode, detail?: string) {
    super(detail ? `${ERROR_TEXTS[code].en} (${detail})` : ERROR_TEXTS[code].en);
    this.code = code;
    this.messages = ERROR_TEXTS[code];
  }
}
