import type { VsmeFormDatapoint, VsmeFormResponse } from '../../contracts/esg.ts';
import { writeCsv } from '../../import/write-csv.ts';
import type { DatapointValue } from '../datapoints/datapoint-values.ts';
import type { DatapointChoices } from '../datapoints/types.ts';
import { findReferenceItem } from '../reference-lists/index.ts';
import type { ReferenceLanguage } from '../reference-lists/types.ts';
import { formatNaceCode } from '../vsme-form/vsme-form.ts';

/** The message of an ESG export that would hold no row (spec section 8). */
export const NO_ESG_DATA_TO_EXPORT = 'No data to export.';

const WORDS = {
  en: {
    yes: 'Yes',
    no: 'No',
    header: [
      'Disclosure',
      'Datapoint code',
      'Label',
      'Value',
      'Unit',
      'Not material',
      'Reason',
      'Evidence note',
    ],
  },
  de: {
    yes: 'Ja',
    no: 'Nein',
    header: [
      'Angabe',
      'Datenpunkt-Code',
      'Bezeichnung',
      'Wert',
      'Einheit',
      'Nicht wesentlich',
      'Begründung',
      'Nachweis-Notiz',
    ],
  },
} as const;

/** A unit as people read it: `utr:tCO2e/iso4217:EUR` → `tCO2e/EUR`; a plain number has none. */
export function formatVsmeUnit(unit: string): string {
  if (unit === 'xbrli:pure') return '';
  return unit.replace(/(utr|iso4217|xbrli):/g, '');
}

/**
 * An answer as the user gave it, in the page's language: figures stay numbers (the file's readers
 * format them), yes/no and chosen options are their words, countries their names, NACE codes as written
 * ("C13.2"), dates and texts unchanged.
 */
export function describeVsmeAnswer(
  datapoint: Pick<VsmeFormDatapoint, 'choices'>,
  answer: DatapointValue,
  lang: ReferenceLanguage,
): { value: string | number; unit: string } {
  switch (answer.kind) {
    case 'number':
      return { value: answer.value, unit: formatVsmeUnit(answer.unit) };
    case 'percentage':
      return { value: answer.value, unit: '%' };
    case 'yesNo':
      return { value: answer.value ? WORDS[lang].yes : WORDS[lang].no, unit: '' };
    case 'choice': {
      const choices = datapoint.choices;
      const names = answer.value.map((id) => labelChoice(choices, id)?.[lang] ?? id);
      return { value: names.join('; '), unit: '' };
    }
    case 'date':
    case 'text':
      return { value: answer.value, unit: '' };
  }
}

const ALL_ECONOMIC_ACTIVITIES = 'nace:NACE_AllEconomicActivitiesNAMember';

/**
 * The label of one chosen item in both languages: the datapoint's own option, a reference list's item
 * (countries, energy sources, gases …), a NACE code as written ("C13.2") or a chosen substance's name
 * (as a year's form names them; the catalogue's choices name none). Undefined for an id the choices do
 * not know (the caller shows the id).
 */
export function labelChoice(
  choices: VsmeFormDatapoint['choices'] | DatapointChoices,
  id: string,
): Readonly<Record<ReferenceLanguage, string>> | undefined {
  if (choices?.kind === 'options') return choices.options.find((option) => option.id === id)?.label;
  if (choices?.kind === 'reference') return findReferenceItem(choices.listId, id)?.label;
  if (choices?.kind === 'nace') {
    if (id === ALL_ECONOMIC_ACTIVITIES) return { en: formatNaceCode(id), de: 'Alle Wirtschaftstätigkeiten' };
    const code = formatNaceCode(id);
    return code === id ? undefined : { en: code, de: code };
  }
  if (choices?.kind === 'substances' && 'named' in choices) {
    const name = choices.named?.find((named) => named.id === id)?.name;
    return name === undefined ? undefined : { en: name, de: name };
  }
  return undefined;
}

/** One answered datapoint of a year: its disclosure, code, label in the page's language and answer. */
export type VsmeAnswerRow = {
  disclosure: string;
  code: string;
  label: string;
  value: string | number;
  unit: string;
};

/** The year's answered datapoints in the form's order, B3's calculator figures among them. */
export function listVsmeAnswerRows(form: VsmeFormResponse, lang: ReferenceLanguage): VsmeAnswerRow[] {
  return form.disclosures.flatMap((disclosure) =>
    disclosure.datapoints.flatMap((datapoint) =>
      datapoint.answer
        ? [
            {
              disclosure: disclosure.code,
              code: datapoint.code,
              label: datapoint.label[lang],
              ...describeVsmeAnswer(datapoint, datapoint.answer, lang),
            },
          ]
        : [],
    ),
  );
}

/**
 * The ESG simple CSV export of a year: a header, then one line per answered datapoint (disclosure,
 * datapoint code, label, value, unit, the disclosure's not-material flag and reason, its evidence note);
 * a disclosure stated not material or given an evidence note without any answer gets one line of its
 * own. Numbers are written as numbers and formula-looking text is neutralised (`writeCsv`). Null when
 * the year holds nothing to export.
 */
export function writeVsmeCsv(form: VsmeFormResponse, lang: ReferenceLanguage): string | null {
  const words = WORDS[lang];
  const lines: (string | number | null)[][] = [];
  for (const disclosure of form.disclosures) {
    const state = [
      disclosure.isNotMaterial ? words.yes : '',
      disclosure.isNotMaterial ? disclosure.notMaterialReason : '',
      disclosure.evidenceNote,
    ];
    const rows = listVsmeAnswerRows({ ...form, disclosures: [disclosure] }, lang);
    for (const row of rows) lines.push([row.disclosure, row.code, row.label, row.value, row.unit, ...state]);
    if (rows.length === 0 && (disclosure.isNotMaterial || disclosure.evidenceNote !== '')) {
      lines.push([disclosure.code, '', '', null, '', ...state]);
    }
  }
  if (lines.length === 0) return null;
  return writeCsv([[...words.header], ...lines]);
}
