import {
  describeVsmeAnswer,
  VSME_DISCLOSURE_NAMES,
  type VsmeDisclosureCode,
  type VsmeFormDisclosure,
  type VsmeFormResponse,
} from '@carbon-ledger/core';
import { createHeading, createParagraph, createTable } from './docx-parts.ts';
import type { Block } from './report-chapters.ts';
import type { ReportLang } from './report-format.ts';
import type { ReportData } from './report-service.ts';

const TEXTS = {
  en: {
    heading: 'Sustainability disclosures (VSME)',
    intro:
      'The answers of the ESG report for the same period, by disclosure of the voluntary standard for SMEs (VSME). The climate figures of B3 are the calculator’s.',
    project: (name: string, start: string, end: string) => `${name}, ${start} to ${end}`,
    datapoint: 'Datapoint',
    value: 'Value',
    notMaterial: 'Not material.',
    reason: 'Reason',
    evidence: 'Evidence',
    noAnswers: 'Not answered yet.',
  },
  de: {
    heading: 'Nachhaltigkeitsangaben (VSME)',
    intro:
      'Die Antworten des ESG-Berichts für denselben Zeitraum, nach Angaben des freiwilligen Standards für KMU (VSME). Die Klimazahlen in B3 stammen aus dem Rechner.',
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
  const text =
    typeof value === 'number'
      ? new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 20 }).format(value)
      : value;
  return unit ? `${text} ${unit}` : text;
}

function formatDate(iso: string, lang: ReportLang): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** One disclosure: its name, then figures in a table and narratives as paragraphs, or why it is left out. */
function createDisclosureBlocks(disclosure: VsmeFormDisclosure, lang: ReportLang): Block[] {
  const texts = TEXTS[lang];
  const name = VSME_DISCLOSURE_NAMES[lang][disclosure.code as VsmeDisclosureCode] ?? disclosure.code;
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

function createYearBlocks(form: VsmeFormResponse, lang: ReportLang, isOneOfSeveral: boolean): Block[] {
  const { year } = form;
  const heading = isOneOfSeveral
    ? [
        createHeading(
          TEXTS[lang].project(
            year.containerName,
            formatDate(year.startDate, lang),
            formatDate(year.endDate, lang),
          ),
          2,
        ),
      ]
    : [];
  return [...heading, ...form.disclosures.flatMap((disclosure) => createDisclosureBlocks(disclosure, lang))];
}

/**
 * The VSME disclosures of the ESG years whose period overlaps the report's years, after the ESRS E1
 * chapters. No such year leaves the chapter out: a report of carbon figures alone stays as it was.
 */
export function createEsgChapter(data: Pick<ReportData, 'lang' | 'esgForms'>): Block[] {
  if (data.esgForms.length === 0) return [];
  const texts = TEXTS[data.lang];
  return [
    createHeading(texts.heading, 1),
    createParagraph(texts.intro),
    ...data.esgForms.flatMap((form) => createYearBlocks(form, data.lang, data.esgForms.length > 1)),
  ];
}
