import {
  type DatapointValue,
  describeVsmeTemplateSkip,
  describeVsmeTemplateTable,
  ENTITY_IDENTIFIER_SCHEMES,
  findVsmeDatapoint,
  formatNaceCode,
  formatStoredNumber,
  labelChoice,
  type ReportingEntity,
  type SaveVsmeFormRequest,
  VSME_CALCULATOR_CONCEPTS,
  VSME_TARGET_CONCEPTS,
  type VsmeFormResponse,
  type VsmeTemplateRead,
} from '@carbon-ledger/core';
import { formatUnit } from '../esg-draft.ts';

type Lang = 'en' | 'de';

/**
 * The answers a blank VSME digital template 1.3.0 already holds: whoever did not touch these cells did
 * not answer them, so they are offered unticked and marked.
 */
export const VSME_TEMPLATE_DEFAULTS: Readonly<Record<string, DatapointValue>> = {
  'vsme:EmployeesReceivePayEqualOrAboveMinimumWageDeterminedByNationalLawOrCollectiveAgreement': {
    kind: 'yesNo',
    value: true,
  },
  'vsme:ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged': {
    kind: 'yesNo',
    value: false,
  },
};

/** A single answer of the template the year can take over. */
export type TemplateImportItem = {
  readonly code: string;
  readonly disclosure: string;
  readonly label: string;
  /** Where it was read: `'General Information'!E283`. */
  readonly cell: string;
  readonly value: DatapointValue;
  /** The value as it will be stored, in the page's language (numbers with their unit). */
  readonly shown: string;
  /** The saved answer it replaces, if any. */
  readonly previousShown: string | null;
  /** The saved answer is the same: nothing to take over. */
  readonly isUnchanged: boolean;
  /** The blank template's own value: the file may not say anything about it. */
  readonly isTemplateDefault: boolean;
  /** Ticked when the preview opens: new or changed answers that are not the template's default. */
  readonly isSelected: boolean;
};

/** A filled cell not taken over, with the sentence saying why. */
export type TemplateImportSkip = { readonly cell: string; readonly text: string };

export type TemplateImportPreview = {
  readonly templateVersion?: string;
  readonly currency?: string;
  /** The company identifier the template names (General Information, D4 and E4). */
  readonly entity?: ReportingEntity;
  readonly items: readonly TemplateImportItem[];
  readonly skipped: readonly TemplateImportSkip[];
};

const TEXTS = {
  yes: { en: 'Yes', de: 'Ja' },
  no: { en: 'No', de: 'Nein' },
  calculator: {
    en: 'Carbon Ledger takes this figure from the Corporate years of the calculator; it is not taken over.',
    de: 'Carbon Ledger übernimmt diese Zahl aus den Corporate-Jahren des Rechners; sie wird nicht übernommen.',
  },
  calculatorTarget: {
    en: "Carbon Ledger takes this year from the calculator's reduction targets; it is not taken over.",
    de: 'Carbon Ledger übernimmt dieses Jahr aus den Reduktionszielen des Rechners; es wird nicht übernommen.',
  },
  notInModules: {
    en: 'It belongs to the Comprehensive module, which this year does not report: select that module and import again.',
    de: 'Sie gehört zum Comprehensive-Modul, das dieses Jahr nicht berichtet: wähle das Modul und importiere erneut.',
  },
  member: {
    en: 'Figures for the base year and the targets per scope are not taken over in this version; enter them in the form where it offers them.',
    de: 'Zahlen für Basisjahr und Ziele je Scope werden in dieser Version nicht übernommen; trag sie im Formular ein, wo es sie anbietet.',
  },
  entity: { en: 'Company identifier (XBRL)', de: 'Kennung des Unternehmens (XBRL)' },
  row: {
    en: 'Table rows are not taken over in this version: the form holds one answer per datapoint.',
    de: 'Tabellenzeilen werden in dieser Version nicht übernommen: das Formular hält eine Antwort je Datenpunkt.',
  },
  rowName: { en: 'row', de: 'Zeile' },
} as const;

const quote = (text: string, lang: Lang) => (lang === 'de' ? `„${text}“` : `"${text}"`);

/** A member as people read it: `vsme:BaselineYearMember` → "Baseline year". */
function formatMember(member: string): string {
  const words = member
    .replace(/^[a-z]+:/, '')
    .replace(/Member$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An answer as it will be stored, in the page's language: "2 450 000 EUR", "85 %", "Yes", "Germany". */
export function formatImportValue(code: string, value: DatapointValue, lang: Lang): string {
  switch (value.kind) {
    case 'number': {
      const unit = formatUnit(value.unit);
      return `${formatStoredNumber(value.value, lang)}${unit ? ` ${unit}` : ''}`;
    }
    case 'percentage':
      return `${formatStoredNumber(value.value, lang)} %`;
    case 'yesNo':
      return value.value ? TEXTS.yes[lang] : TEXTS.no[lang];
    case 'choice': {
      const choices = findVsmeDatapoint(code)?.choices;
      const isListed = choices?.kind === 'options' || choices?.kind === 'reference';
      return value.value
        .map((id) => labelChoice(choices, id)?.[lang] ?? (isListed ? id : formatNaceCode(id)))
        .join(', ');
    }
    case 'date':
    case 'text':
      return value.value;
  }
}

/** Whether two answers are the same (choices in any order). */
export function isSameAnswer(a: DatapointValue | null, b: DatapointValue | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind !== b.kind) return false;
  if (a.kind === 'choice' && b.kind === 'choice') {
    return a.value.length === b.value.length && a.value.every((id) => b.value.includes(id));
  }
  if (a.kind === 'number' && b.kind === 'number') return a.value === b.value && a.unit === b.unit;
  return a.value === (b as typeof a).value;
}

/** The preview item of the company identifier the template names; saved beside the answers. */
export const REPORTING_ENTITY_ITEM = 'reportingEntity';

const describeEntity = (entity: ReportingEntity) =>
  `${ENTITY_IDENTIFIER_SCHEMES[entity.kind].label} ${entity.identifier}`;

/**
 * What a read template means for a year: each single answer the form has a place for, against the
 * saved one (new, replacing or unchanged; the blank template's defaults marked and unticked), and
 * every cell not taken over with its reason — the reader's skips, the calculator's B3 figures, answers
 * outside the year's modules, and the figures per member and the table rows this version does not store.
 */
export function buildImportPreview(
  read: VsmeTemplateRead,
  form: VsmeFormResponse,
  lang: Lang,
  savedEntity: ReportingEntity | null = null,
): TemplateImportPreview {
  const inForm = new Map(
    form.disclosures.flatMap((disclosure) =>
      disclosure.datapoints.map((datapoint) => [datapoint.code, { disclosure: disclosure.code, datapoint }]),
    ),
  );
  const items: TemplateImportItem[] = [];
  const skipped: { cell: string; text: string }[] = [];
  const labelOf = (code: string) => findVsmeDatapoint(code)?.label[lang] ?? code;

  if (read.entity) {
    const isUnchanged =
      savedEntity?.kind === read.entity.kind && savedEntity.identifier === read.entity.identifier;
    const shown = describeEntity(read.entity);
    items.push({
      code: REPORTING_ENTITY_ITEM,
      disclosure: 'XBRL',
      label: TEXTS.entity[lang],
      cell: read.entity.cell,
      value: { kind: 'text', value: shown },
      shown,
      previousShown: savedEntity ? describeEntity(savedEntity) : null,
      isUnchanged,
      isTemplateDefault: false,
      isSelected: !isUnchanged,
    });
  }
  const taken = new Set<string>();
  for (const answer of read.answers) {
    const place = `${answer.cell} (${quote(labelOf(answer.code), lang)})`;
    // B3's electricity and fuels are the calculator's once the year has Corporate years: the form says so.
    if (VSME_CALCULATOR_CONCEPTS.has(answer.code) || inForm.get(answer.code)?.datapoint.isFromCalculator) {
      const reason = VSME_TARGET_CONCEPTS.has(answer.code) ? TEXTS.calculatorTarget : TEXTS.calculator;
      skipped.push({ cell: answer.cell, text: `${place}: ${reason[lang]}` });
      continue;
    }
    const found = inForm.get(answer.code);
    if (!found) {
      skipped.push({ cell: answer.cell, text: `${place}: ${TEXTS.notInModules[lang]}` });
      continue;
    }
    if (taken.has(answer.code)) continue;
    taken.add(answer.code);
    const previous = found.datapoint.answer;
    const isUnchanged = isSameAnswer(previous, answer.value);
    const templateDefault = VSME_TEMPLATE_DEFAULTS[answer.code];
    const isTemplateDefault = templateDefault !== undefined && isSameAnswer(templateDefault, answer.value);
    items.push({
      code: answer.code,
      disclosure: found.disclosure,
      label: labelOf(answer.code),
      cell: answer.cell,
      value: answer.value,
      shown: formatImportValue(answer.code, answer.value, lang),
      previousShown: previous ? formatImportValue(answer.code, previous, lang) : null,
      isUnchanged,
      isTemplateDefault,
      isSelected: !isUnchanged && !isTemplateDefault,
    });
  }
  for (const skip of read.skipped)
    skipped.push({ cell: skip.cell, text: describeVsmeTemplateSkip(skip, lang) });
  for (const member of read.members) {
    const what = `${labelOf(member.code)}, ${formatMember(member.member)}`;
    skipped.push({
      cell: member.cell,
      text: `${member.cell} (${quote(what, lang)}): ${TEXTS.member[lang]}`,
    });
  }
  for (const row of read.rows) {
    const table = describeVsmeTemplateTable(row.table, lang);
    const what = `${table}, ${TEXTS.rowName[lang]} ${row.rowIndex + 1}: ${labelOf(row.code)}`;
    skipped.push({ cell: row.cell, text: `${row.cell} (${what}): ${TEXTS.row[lang]}` });
  }
  return {
    ...(read.templateVersion ? { templateVersion: read.templateVersion } : {}),
    ...(read.currency ? { currency: read.currency } : {}),
    ...(read.entity ? { entity: { kind: read.entity.kind, identifier: read.entity.identifier } } : {}),
    items,
    skipped,
  };
}

/**
 * The batch that takes the ticked answers over, with the company identifier when it is ticked; the
 * server checks it again and saves it whole or not at all.
 */
export function toImportRequest(
  items: readonly TemplateImportItem[],
  selected: ReadonlySet<string>,
  entity?: ReportingEntity,
): SaveVsmeFormRequest & { answers: { code: string; value: DatapointValue }[] } {
  const isEntityTaken = entity !== undefined && selected.has(REPORTING_ENTITY_ITEM);
  return {
    answers: items
      .filter((item) => selected.has(item.code) && item.code !== REPORTING_ENTITY_ITEM)
      .map((item) => ({ code: item.code, value: item.value })),
    disclosures: [],
    ...(isEntityTaken ? { reportingEntity: { kind: entity.kind, identifier: entity.identifier } } : {}),
  };
}
