import { type Assessment, buildMaterialityMatrix, writeXlsx } from '@carbon-ledger/core';
import { Document, Packer } from 'docx';
import { renderChartPng } from '../../charts/render-chart.ts';
import {
  createChartParagraph,
  createHeading,
  createParagraph,
  createTable,
} from '../calculator-report/docx-parts.ts';
import { buildExportTables, type Language } from './export-rows.ts';

const MATRIX_SIZE = { width: 1200, height: 800 };
const text = (value: string | number) => String(value);

/** The assessment as a Word document: context, matters and IROs, scores, matrix, decisions and method. */
export async function buildAssessmentDocx(assessment: Assessment, language: Language): Promise<Buffer> {
  const tables = buildExportTables(assessment, language);
  const { words } = tables;
  const spec = buildMaterialityMatrix(assessment.decisions, assessment.thresholds, {
    name: tables.matterName,
    impactAxis: words.impactAxis,
    financialAxis: words.financialAxis,
  });
  const matrix = assessment.decisions.length
    ? [
        createChartParagraph(
          await renderChartPng(spec, { locale: language, theme: 'light' }, MATRIX_SIZE, { pixelRatio: 2 }),
          MATRIX_SIZE,
          words.matrixAlt,
        ),
      ]
    : [];
  const pairs = (rows: (string | number)[][]) =>
    createTable(
      [
        { title: '', weight: 1 },
        { title: '', weight: 2 },
      ],
      rows.map((row) => row.map(text)),
      { hasHeader: false },
    );
  const table = (part: { header: string[]; rows: (string | number)[][] }) =>
    createTable(
      part.header.map((title) => ({ title, weight: 1 })),
      part.rows.map((row) => row.map(text)),
    );
  const document = new Document({
    title: `${words.title} – ${assessment.name}`,
    sections: [
      {
        children: [
          createHeading(`${words.title}: ${assessment.name}`, 1),
          pairs(tables.summary),
          createHeading(words.context, 1),
          pairs(tables.context),
          createHeading(words.stakeholders, 2),
          table(tables.stakeholders),
          createHeading(words.iros, 1),
          table(tables.iros),
          createHeading(words.matrix, 1),
          ...matrix,
          createHeading(words.decisions, 1),
          table(tables.decisions),
          createHeading(words.standards, 2),
          table(tables.standards),
          createHeading(words.method, 1),
          createParagraph(`${words.formula} ${assessment.formula.version}`, { isBold: true }),
          createParagraph(assessment.formula.text[language]),
          createHeading(words.thresholdHistory, 2),
          table(tables.thresholdHistory),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** The same content as a workbook, one sheet per part. */
export function buildAssessmentXlsx(assessment: Assessment, language: Language): Uint8Array {
  const tables = buildExportTables(assessment, language);
  const { words } = tables;
  return writeXlsx([
    {
      name: words.title.slice(0, 31),
      rows: [['', ''], ...tables.summary, ...tables.context],
      columnWidths: [32, 80],
    },
    {
      name: words.stakeholders,
      rows: [tables.stakeholders.header, ...tables.stakeholders.rows],
      frozenRows: 1,
    },
    {
      name: 'IROs',
      rows: [tables.iros.header, ...tables.iros.rows],
      frozenRows: 1,
      columnWidths: [40, 28, 24, 24, 12, 60, 12, 14, 14],
    },
    {
      name: words.decisions,
      rows: [tables.decisions.header, ...tables.decisions.rows],
      frozenRows: 1,
      columnWidths: [40, 14, 14, 16, 80],
    },
    {
      name: words.standards,
      rows: [tables.standards.header, ...tables.standards.rows],
      frozenRows: 1,
      columnWidths: [36, 16, 80],
    },
    {
      name: words.method,
      rows: [
        [words.formula, assessment.formula.version],
        ['', assessment.formula.text[language]],
        [],
        tables.thresholdHistory.header,
        ...tables.thresholdHistory.rows,
      ],
      columnWidths: [20, 20, 60, 24],
    },
  ]);
}
