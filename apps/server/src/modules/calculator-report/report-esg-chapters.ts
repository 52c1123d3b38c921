import {
  describeVsmeAnswer,
  ESRS_DISCLOSURES,
  formatNumber,
  VSME_DISCLOSURE_NAMES,
  type VsmeDisclosureCode,
  type VsmeFormDisclosure,
  type VsmeFormResponse,
} from '@carbon-ledger/core';
import { createHeading, createParagraph, createTable } from './docx-parts.ts';
import type { Block } from './report-chapters.ts';
import type { ReportData } from './report-data.ts';
import { formatDate, type ReportLang } from './report-format.ts';

const TEXTS = {
  en: {
    heading: (families: string) => `Sustainability disclosures (${families})`,
    intro:
      'The answers of the ESG reports for the same period, by disclosure of the voluntary standard for SMEs (VSME) or by disclosure requirement of the ESRS. The climate figures of VSME B3 and ESRS E1-5 and E1-6, and the target figures of VSME C3 and ESRS E1-4 (from the reduction targets), are the calculator’s. ESRS disclosure requirements without any answer are left out.',
    project: (name: string, start: string, end: string) => `${name}, ${start} to ${end}`,
    datapoint: 'Datapoint',
    value: 'Value',
    notMaterial: 'Not material.',
    reason: 'Reason',
    evidence: 'Evidence',
    noAnswers: 'Not answered yet.',
  },
  de: {
    heading: (families: string) => `Nachhaltigkeitsangaben (${families})`,
    intro:
      'Die Antworten der ESG-Berichte für denselben Zeitraum, nach Angaben des freiwilligen Standards für KMU (VSME) oder nach Angabepflichten der ESRS. Die Klimazahlen in VSME B3 sowie ESRS E1-5 und E1-6 und die Zielangaben in VSME C3 und ESRS E1-4 (aus den Reduktionszielen) stammen aus dem Rechner. ESRS-Angabepflichten ohne Antwort sind ausgelassen.',
    project: (name: string, start: string, end: string) => `${name}, ${start} bis ${end}`,
    datapoint: 'Datenpunkt',
    value: 'Wert',
    notMaterial: 'Nicht wesentlich.',
    reason: 'Begründung',
    evidence: 'Nachweis',
    noAnswers: 'Noch nicht beantwortet.',
  },
} as const;

/** A figure as it was entered, grouped in the report's language (never rounded); units as people read them. */
function formatAnswer(value: string | number, unit: string, lang: ReportLang): string {
  const text = typeof value === 'number' ? formatNumber(value, lang, 20) : value;
  return unit ? `${text} ${unit}` : text;
}

/** One disclosure: its name, then figures in a table and narratives as paragraphs, or why it is left out. */
const ESRS_NAMES = new Map(ESRS_DISCLOSURES.map((disclosure) => [disclosure.code, disclosure.name]));

/** A disclosure's name: VSME's from the core's names, an ESRS requirement's from the catalogue. */
function nameDisclosure(code: string, lang: ReportLang): string {
  return ESRS_NAMES.get(code)?.[lang] ?? VSME_DISCLOSURE_NAMES[lang][code as VsmeDisclosureCode] ?? code;
}

/** Whether an ESRS requirement says anything: an answer, a not-material statement or an evidence note. */
const hasContent = (disclosure: VsmeFormDisclosure) =>
  disclosure.isNotMaterial ||
  disclosure.evidenceNote !== '' ||
  disclosure.datapoints.some((datapoint) => datapoint.answer !== null);

function createDisclosureBlocks(disclosure: VsmeFormDisclosure, lang: ReportLang): Block[] {
  const texts = TEXTS[lang];
  const name = nameDisclosure(disclosure.code, lang);
  const blocks: Block[] = [
    createHeading(disclosure.code === 'other' ? name : `${disclosure.code} ${name}`, 3),
  ];
  if (disclosure.isNotMaterial) {
    blocks.push(createParagraph(texts.notMaterial, { isBold: true }));
    if (disclosure.notMaterialReason) {
      blocks.push(createParagraph(`${texts.reason}: ${disclosure.notMaterialReason}`));
    }
    return blocks;
  }
  const answered = disclosure.datapoints.flatMap((datapoint) =>
    datapoint.answer ? [{ datapoint, ...describeVsmeAnswer(datapoint, datapoint.answer, lang) }] : [],
  );
  const narratives = answered.filter(({ datapoint }) => datapoint.answer?.kind === 'text');
  const figures = answered.filter(({ datapoint }) => datapoint.answer?.kind !== 'text');
  if (answered.length === 0) blocks.push(createParagraph(texts.noAnswers));
  if (figures.length > 0) {
    blocks.push(
      createTable(
        [
          { title: texts.datapoint, weight: 3 },
          { title: texts.value, weight: 2, isNumeric: true },
        ],
        figures.map(({ datapoint, value, unit }) => [datapoint.label[lang], formatAnswer(value, unit, lang)]),
      ),
    );
  }
  for (const { datapoint, value } of narratives) {
    blocks.push(createHeading(datapoint.label[lang], 4), createParagraph(String(value)));
  }
  if (disclosure.evidenceNote) blocks.push(createParagraph(`${texts.evidence}: ${disclosure.evidenceNote}`));
  return blocks;
}

function createYearBlocks(
  form: VsmeFormResponse,
  lang: ReportLang,
  dateLocale: string,
  isOneOfSeveral: boolean,
): Block[] {
  const { year } = form;
  const heading = isOneOfSeveral
    ? [
        createHeading(
          TEXTS[lang].project(
            year.containerName,
            formatDate(year.startDate, dateLocale),
            formatDate(year.endDate, dateLocale),
          ),
          2,
        ),
      ]
    : [];
  // VSME lists every disclosure (what is still open shows); ESRS's 70 requirements only where answered.
  const disclosures = form.family === 'esrs' ? form.disclosures.filter(hasContent) : form.disclosures;
  return [...heading, ...disclosures.flatMap((disclosure) => createDisclosureBlocks(disclosure, lang))];
}

/**
 * The VSME disclosures or ESRS requirements of the ESG years whose period overlaps the report's years,
 * after the ESRS E1 chapters. No such year leaves the chapter out: a report of carbon figures alone stays
 * as it was.
 */
export function createEsgChapter(data: Pick<ReportData, 'lang' | 'dateLocale' | 'esgForms'>): Block[] {
  if (data.esgForms.length === 0) return [];
  const texts = TEXTS[data.lang];
  const families = [...new Set(data.esgForms.map((form) => (form.family === 'esrs' ? 'ESRS' : 'VSME')))];
  return [
    createHeading(texts.heading(families.sort().join(', ')), 1),
    createParagraph(texts.intro),
    ...data.esgForms.flatMap((form) =>
      createYearBlocks(form, data.lang, data.dateLocale, data.esgForms.length > 1),
    ),
  ];
}
