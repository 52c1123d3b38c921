import {
  AlignmentType,
  HeadingLevel,
  ImageRun,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

/** Width of the text on an A4 page with the default 1-inch margins, in twips (11906 − 2 × 1440). */
export const TEXT_WIDTH_TWIPS = 9026;
/** The same in pixels at 96 dpi, the unit docx sizes images in. */
export const TEXT_WIDTH_PIXELS = Math.floor((TEXT_WIDTH_TWIPS / 1440) * 96);

const HEADER_SHADING = 'E2E8F0';
const CELL_MARGIN = 80;

export type HeadingDepth = 1 | 2 | 3 | 4;

const HEADING_LEVELS = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  4: HeadingLevel.HEADING_4,
} as const;

/** A heading of depth 1–4 (chapters are 1; deeper form sections 2–4). */
export function createHeading(text: string, depth: HeadingDepth): Paragraph {
  return new Paragraph({ text, heading: HEADING_LEVELS[depth] });
}

/** A plain paragraph of running text. */
export function createParagraph(text: string, options: { isBold?: boolean } = {}): Paragraph {
  return new Paragraph({
    children: [new TextRun({ text, ...(options.isBold ? { bold: true } : {}) })],
    spacing: { before: 120, after: 120 },
  });
}

export type TableColumn = {
  title: string;
  /** Relative width; columns share the text width in these proportions. */
  weight: number;
  isNumeric?: boolean;
};

/** A cell of a table row: its text, and optionally a background colour ('rrggbb') instead of text. */
export type TableCellValue = string | { text: string; fill?: string; isBold?: boolean };

function toColumnWidths(columns: readonly TableColumn[]): number[] {
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  return columns.map((column) => Math.floor((TEXT_WIDTH_TWIPS * column.weight) / total));
}

function createCell(
  value: TableCellValue,
  width: number,
  column: TableColumn | undefined,
  isHeader: boolean,
) {
  const cell = typeof value === 'string' ? { text: value } : value;
  const fill = isHeader ? HEADER_SHADING : cell.fill;
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: CELL_MARGIN, bottom: CELL_MARGIN, left: CELL_MARGIN, right: CELL_MARGIN },
    ...(fill ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill } } : {}),
    children: [
      new Paragraph({
        alignment: column?.isNumeric ? AlignmentType.RIGHT : AlignmentType.LEFT,
        // A header row stays on the page of the table's first row: a header alone at a page's foot
        // made LibreOffice lose the row after it.
        ...(isHeader ? { keepNext: true } : {}),
        children: [new TextRun({ text: cell.text, ...(isHeader || cell.isBold ? { bold: true } : {}) })],
      }),
    ],
  });
}

/**
 * A table with a shaded header row that repeats on every page (or, for label–value lists, none). Column widths are given in the grid and
 * on every cell, because Word lays out from the cells and LibreOffice from the grid.
 */
export function createTable(
  columns: readonly TableColumn[],
  rows: readonly TableCellValue[][],
  options: { hasHeader?: boolean } = {},
): Table {
  const widths = toColumnWidths(columns);
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: columns.map((column, index) => createCell(column.title, widths[index] ?? 0, column, true)),
  });
  const body = rows.map(
    (row) =>
      new TableRow({
        cantSplit: true,
        children: row.map((value, index) => createCell(value, widths[index] ?? 0, columns[index], false)),
      }),
  );
  return new Table({
    rows: options.hasHeader === false ? body : [header, ...body],
    width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
  });
}

/** A chart image across the text width, with alt text for screen readers. */
export function createChartParagraph(
  png: Buffer,
  size: { width: number; height: number },
  title: string,
): Paragraph {
  const width = TEXT_WIDTH_PIXELS;
  const height = Math.round((width * size.height) / size.width);
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { before: 120, after: 120 },
    children: [
      new ImageRun({
        type: 'png',
        data: png,
        transformation: { width, height },
        altText: { name: title, title, description: title },
      }),
    ],
  });
}
