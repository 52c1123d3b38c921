import { CALCULATOR_REPORT_TITLE } from '@carbon-ledger/core';
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  type IStylesOptions,
  LineRuleType,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx';
import {
  createCompanyChapter,
  createFactorSourcesChapter,
  createMethodologyChapter,
  createScope2Chapter,
  createScopesChapter,
} from './report-chapters.ts';
import type { ReportData } from './report-data.ts';
import {
  createDataQualityChapter,
  createSectionsChapter,
  createTopSourcesChapter,
} from './report-detail-chapters.ts';
import { createEsgChapter } from './report-esg-chapters.ts';
import {
  createBiogenicChapter,
  createEnergyChapter,
  createGhgChapter,
  createTargetsChapter,
} from './report-esrs-chapters.ts';
import { createEvidenceChapter } from './report-evidence-chapter.ts';
import { formatDate, formatPeriod, getReportTexts } from './report-format.ts';

/** The report's only typeface (spec section 1). */
export const REPORT_FONT = 'Calibri';

const HEADING_COLOUR = '065F46';

const heading = (sizeHalfPoints: number, before: number) => ({
  run: { font: REPORT_FONT, size: sizeHalfPoints, bold: true, color: HEADING_COLOUR },
  paragraph: { spacing: { before, after: 120 }, keepNext: true },
});

// Calibri is set on the document defaults and again on every style docx ships with its own font, so no
// paragraph falls back to the word processor's default typeface.
const STYLES: IStylesOptions = {
  default: {
    // The line rule is spelled out: LibreOffice reads a line height without one as exact, which clips
    // images and large text.
    document: {
      run: { font: REPORT_FONT, size: 22 },
      paragraph: { spacing: { line: 264, lineRule: LineRuleType.AUTO } },
    },
    title: {
      run: { font: REPORT_FONT, size: 64, bold: true, color: HEADING_COLOUR },
      paragraph: { spacing: { after: 120 } },
    },
    heading1: heading(36, 360),
    heading2: heading(30, 280),
    heading3: heading(26, 240),
    heading4: heading(23, 200),
  },
};

function createTitlePage(data: ReportData): Paragraph[] {
  const texts = getReportTexts(data.lang).titlePage;
  const { instances } = data.setup;
  const projects = [...new Set(instances.map((instance) => instance.container.name))].join(', ');
  const line = (label: string, value: string) =>
    new Paragraph({
      spacing: { after: 120 },
      children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun({ text: value })],
    });
  return [
    new Paragraph({ spacing: { before: 2400 }, children: [] }),
    new Paragraph({ heading: HeadingLevel.TITLE, text: CALCULATOR_REPORT_TITLE }),
    new Paragraph({
      spacing: { after: 480 },
      children: [new TextRun({ text: texts.subtitle, size: 32, color: '475569' })],
    }),
    new Paragraph({
      spacing: { after: 240 },
      children: [new TextRun({ text: data.companyName, size: 40, bold: true })],
    }),
    line(
      texts.period,
      formatPeriod(
        instances.map((instance) => instance.general),
        data.dateLocale,
      ),
    ),
    line(texts.projects, projects),
    line(texts.createdOn, formatDate(data.createdAt, data.dateLocale)),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

/** 'CSRD Report | <page>' on every page, the title page included (spec section 1). */
function createFooter(): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({ children: [`${CALCULATOR_REPORT_TITLE} | `, PageNumber.CURRENT], size: 18 }),
        ],
      }),
    ],
  });
}

/**
 * Lays out the Word report as an ESRS E1-style climate statement: title page, company and basis of
 * preparation, E1-4 targets, E1-5 energy, E1-6 emissions, biogenic CO2, the VSME disclosures of ESG years
 * of the same period, then the detail chapters (Heading 1), the form's sections
 * below their chapter by depth (Headings 2–4), and the footer on every page.
 */
export async function buildReportDocument(data: ReportData): Promise<Buffer> {
  // The chart images are drawn first, both at once; the chapters around them are plain objects.
  const [scopesChapter, sectionsChapter] = await Promise.all([
    createScopesChapter(data),
    createSectionsChapter(data),
  ]);
  const document = new Document({
    creator: data.companyName,
    title: CALCULATOR_REPORT_TITLE,
    description: `${CALCULATOR_REPORT_TITLE} – ${data.companyName}`,
    styles: STYLES,
    sections: [
      {
        footers: { default: createFooter() },
        children: [
          ...createTitlePage(data),
          ...createCompanyChapter(data),
          ...createMethodologyChapter(data),
          ...createTargetsChapter(data),
          ...createEnergyChapter(data),
          ...createGhgChapter(data),
          ...createBiogenicChapter(data),
          ...createEsgChapter(data),
          ...scopesChapter,
          ...createScope2Chapter(data),
          ...sectionsChapter,
          ...createDataQualityChapter(data),
          ...createTopSourcesChapter(data),
          ...createFactorSourcesChapter(data),
          ...createEvidenceChapter(data),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
