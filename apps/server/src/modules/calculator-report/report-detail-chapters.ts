import { DATA_QUALITY_LEVELS, summarizeDataQuality } from '@carbon-ledger/core';
import { createHeading, createParagraph, createTable, type HeadingDepth } from './docx-parts.ts';
import type { Block } from './report-chapters.ts';
import { createSectionChart } from './report-charts.ts';
import type { ReportData } from './report-data.ts';
import { describeTopSources } from './report-figures.ts';
import { formatCount, formatKg, formatShare, getReportTexts, type ReportLang } from './report-format.ts';
import { buildSectionTree, type SectionNode } from './section-tree.ts';

function createFiguresTable(
  firstColumn: string,
  rows: readonly { label: string; numResults: number; kg: number }[],
  totalKg: number,
  lang: ReportLang,
) {
  const texts = getReportTexts(lang).sections;
  return createTable(
    [
      { title: firstColumn, weight: 6 },
      { title: texts.results, weight: 2.6, isNumeric: true },
      { title: texts.emissions, weight: 3, isNumeric: true },
      { title: texts.share, weight: 2.4, isNumeric: true },
    ],
    rows.map((row) => [
      row.label,
      formatCount(row.numResults, lang),
      formatKg(row.kg, lang),
      formatShare(row.kg, totalKg, lang),
    ]),
  );
}

/**
 * A section under a heading of its depth (top-level sections Heading 2, their sub-sections Heading 3,
 * deeper ones Heading 4, the deepest the report uses): the table of its sub-sections and of the
 * activities entered in it directly; then each sub-section the same way.
 */
export function createSectionBlocks(
  node: SectionNode,
  depth: number,
  totalKg: number,
  lang: ReportLang,
): Block[] {
  const texts = getReportTexts(lang).sections;
  const isLeaf = node.children.length === 0;
  // A sub-section with nothing entered in it (an automatic one) is told in full by its parent's row.
  if (depth > 1 && isLeaf && node.activities.length === 0) return [];
  let content: Block;
  if (!isLeaf) {
    content = createFiguresTable(texts.section, [...node.children, ...node.activities], totalKg, lang);
  } else if (node.activities.length > 0) {
    content = createFiguresTable(texts.activity, node.activities, totalKg, lang);
  } else if (node.numResults > 0 || node.kg !== 0) {
    content = createFiguresTable(texts.section, [node], totalKg, lang);
  } else {
    content = createParagraph(texts.empty);
  }
  return [
    createHeading(node.label, Math.min(depth + 1, 4) as HeadingDepth),
    content,
    ...node.children.flatMap((child) => createSectionBlocks(child, depth + 1, totalKg, lang)),
  ];
}

/** The per-section chart and the tables of the form's sections, nested by depth. */
export async function createSectionsChapter(data: ReportData): Promise<Block[]> {
  const { lang } = data;
  const texts = getReportTexts(lang).sections;
  const totalKg = data.setup.aggregatedResults.totalCo2InKg;
  const tree = buildSectionTree(data.setup, data.activities);
  return [
    createHeading(texts.heading, 1),
    createParagraph(texts.intro),
    createFiguresTable(texts.section, tree, totalKg, lang),
    ...(await createSectionChart(tree, totalKg, lang)),
    ...tree.flatMap((node) => createSectionBlocks(node, 1, totalKg, lang)),
  ];
}

/** Results per data-quality level of each indicator, per source type, and per derived quality. */
export function createDataQualityChapter(data: ReportData): Block[] {
  const { lang } = data;
  const texts = getReportTexts(lang).dataQuality;
  const summary = summarizeDataQuality(data.dataQuality);
  return [
    createHeading(texts.heading, 1),
    createParagraph(texts.intro(formatCount(summary.numResults, lang))),
    createTable(
      [
        { title: texts.indicator, weight: 4 },
        ...DATA_QUALITY_LEVELS.map((level) => ({ title: texts.level(level), weight: 2, isNumeric: true })),
        { title: texts.notAssessed, weight: 2.6, isNumeric: true },
      ],
      summary.levels.map((row) => [
        texts.indicators[row.indicator] ?? row.indicator,
        ...row.counts.map((count) => formatCount(count, lang)),
        formatCount(row.notAssessed, lang),
      ]),
    ),
    createHeading(texts.sourcesHeading, 2),
    createParagraph(texts.sourcesIntro),
    createTable(
      [
        { title: texts.sourceType, weight: 5 },
        { title: texts.results, weight: 2, isNumeric: true },
      ],
      summary.sourceTypes.map((row) => [
        row.type === 'none'
          ? texts.noSource
          : row.type === 'other'
            ? texts.otherSource
            : (texts.sourceTypes[row.type] ?? row.type),
        formatCount(row.numResults, lang),
      ]),
    ),
    // A paragraph between the tables, also because Word joins two tables that touch into one.
    createParagraph(texts.qualityIntro),
    createTable(
      [
        { title: texts.quality, weight: 5 },
        { title: texts.results, weight: 2, isNumeric: true },
      ],
      summary.qualities.map((row) => [
        texts.qualities[row.quality] ?? row.quality,
        formatCount(row.numResults, lang),
      ]),
    ),
  ];
}

/** The largest sources of the years, as Analyze lists them. */
export function createTopSourcesChapter(data: ReportData): Block[] {
  const { lang } = data;
  const texts = getReportTexts(lang).topSources;
  const sources = describeTopSources(data.setup);
  const heading = createHeading(texts.heading, 1);
  if (sources.length === 0) return [heading, createParagraph(texts.empty)];
  const totalKg = data.setup.aggregatedResults.totalCo2InKg;
  const hasSeveralProjects = new Set(data.setup.instances.map((instance) => instance.container._id)).size > 1;
  return [
    heading,
    createParagraph(texts.intro),
    createTable(
      [
        { title: texts.rank, weight: 1.5, isNumeric: true },
        { title: texts.source, weight: 4 },
        { title: texts.section, weight: 5 },
        ...(hasSeveralProjects ? [{ title: texts.project, weight: 3 }] : []),
        { title: texts.emissions, weight: 3, isNumeric: true },
        { title: texts.share, weight: 2, isNumeric: true },
      ],
      sources.map((source, index) => [
        String(index + 1),
        source.name,
        source.split.length > 0
          ? `${source.sectionPath} (${source.split
              .map((part) => `${texts.scopes[part.scope] ?? part.scope}: ${formatKg(part.kg, lang)}`)
              .join('; ')})`
          : source.sectionPath,
        ...(hasSeveralProjects ? [source.project] : []),
        formatKg(source.kg, lang),
        formatShare(source.kg, totalKg, lang),
      ]),
    ),
  ];
}
