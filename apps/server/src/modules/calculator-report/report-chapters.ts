import {
  describeCommuteMethod,
  describeConversionNotice,
  describeFactorNote,
  describeFactorSourcesRow,
  getScope2LocationBasedKg,
  listScopeFigures,
  listYearsFactorSources,
} from '@carbon-ledger/core';
import type { Paragraph, Table } from 'docx';
import { createHeading, createParagraph, createTable } from './docx-parts.ts';
import { createScopeChart } from './report-charts.ts';
import type { ReportData } from './report-data.ts';
import { listCoveredScopes } from './report-figures.ts';
import {
  formatCount,
  formatDate,
  formatKg,
  formatPercent,
  formatPeriod,
  formatShare,
  formatYearLabel,
  getReportTexts,
  joinList,
} from './report-format.ts';
import type { FactorSourceRow } from './report-queries.ts';

export type Block = Paragraph | Table;

const describeYear = (instance: ReportData['setup']['instances'][number]) =>
  `${instance.container.name} ${formatYearLabel(instance.general)}`;

/** The assurance of the years (spec section 4): level, provider and date; each year named when several. */
function describeAssurance(data: ReportData): string {
  const texts = getReportTexts(data.lang).company;
  const { instances } = data.setup;
  const describe = (instance: (typeof instances)[number]) => {
    const { level, provider, date } = instance.assurance;
    const label = texts.assuranceLevels[level];
    if (level === 'none' || !provider) return label;
    const by = texts.assuranceBy(label, provider);
    return date ? `${by}, ${formatDate(date, data.dateLocale)}` : by;
  };
  if (instances.length === 1 && instances[0]) return describe(instances[0]);
  return instances.map((instance) => `${describeYear(instance)}: ${describe(instance)}`).join('; ');
}

/** Company, projects and years, the period the report covers, when it was made. */
export function createCompanyChapter(data: ReportData): Block[] {
  const texts = getReportTexts(data.lang);
  const { instances, aggregatedResults } = data.setup;
  return [
    createHeading(texts.company.heading, 1),
    createTable(
      [
        { title: '', weight: 2 },
        { title: '', weight: 5 },
      ],
      [
        [texts.company.company, data.companyName],
        [texts.company.projects, instances.map(describeYear).join(', ')],
        [
          texts.company.period,
          formatPeriod(
            instances.map((instance) => instance.general),
            data.dateLocale,
          ),
        ],
        [texts.company.results, formatCount(aggregatedResults.numResults, data.lang)],
        [texts.company.assurance, describeAssurance(data)],
        [texts.company.createdOn, formatDate(data.createdAt, data.dateLocale)],
      ].map(([label = '', value = '']) => [{ text: label, isBold: true }, value]),
      { hasHeader: false },
    ),
  ];
}

/**
 * The methodology in prose: standard, boundary, scopes, Scope 2 dual reporting, surcharge, the factor
 * source per kind of activity, factor editions.
 */
export function createMethodologyChapter(data: ReportData): Block[] {
  const { lang } = data;
  const texts = getReportTexts(lang).methodology;
  const { instances, form } = data.setup;
  const scopes = listCoveredScopes(form);
  const regions = [
    ...new Set(instances.map((instance) => instance.general.electricityEmissionFactor.region)),
  ];
  const surcharged = instances.filter((instance) => instance.general.surchargePercent > 0);
  const frozen = instances.filter((instance) => instance.general.isFrozen);
  const editions = [
    ...new Set(
      data.factorSources
        .filter((source) => !source.isUserDefined)
        .map((source) => (source.edition ? `${source.source} ${source.edition}` : source.source)),
    ),
  ];
  const paragraphs = [
    texts.standard,
    texts.boundary,
    scopes.length > 0
      ? texts.scopes(
          joinList(
            scopes.map((scope) => `Scope ${scope}`),
            lang,
          ),
        )
      : texts.noScopes,
    scopes.includes(2) ? texts.scope2(joinList(regions, lang)) : undefined,
    surcharged.length > 0
      ? texts.surcharge(
          surcharged
            .map(
              (instance) =>
                `${describeYear(instance)}: ${formatPercent(instance.general.surchargePercent, lang)}`,
            )
            .join('; '),
        )
      : texts.noSurcharge,
    editions.length > 0 ? texts.editions(joinList(editions, lang)) : texts.noEditions,
    frozen.length > 0 ? texts.frozen(joinList(frozen.map(describeYear), lang)) : texts.notFrozen,
    texts.exclusions,
    ...(data.surveyMethods.length > 0
      ? [texts.surveys, ...data.surveyMethods.map((method) => describeCommuteMethod(method, lang))]
      : []),
  ];
  return [
    createHeading(texts.heading, 1),
    ...paragraphs.flatMap((text) => (text ? [createParagraph(text)] : [])),
    ...createSourcesByKind(data),
  ];
}

/** The years' factor source per kind of activity, as a table; each year named where the years differ. */
function createSourcesByKind(data: ReportData): Block[] {
  const texts = getReportTexts(data.lang).methodology;
  const years = data.setup.instances.map((instance) => ({
    label: describeYear(instance),
    sources: instance.general.factorSources,
  }));
  if (years.length === 0) return [];
  return [
    createParagraph(texts.factorSources),
    createTable(
      [
        { title: texts.factorSourceKind, weight: 2 },
        { title: texts.factorSource, weight: 5 },
      ],
      listYearsFactorSources(years, data.lang).map((row) => [row.kindName, describeFactorSourcesRow(row)]),
    ),
  ];
}

/** Where the factors come from: source, edition, licence and the attribution their licence asks for. */
export function createFactorSourcesChapter(data: ReportData): Block[] {
  const texts = getReportTexts(data.lang).factors;
  const heading = createHeading(texts.heading, 1);
  if (data.factorSources.length === 0) return [heading, createParagraph(texts.empty)];
  return [
    heading,
    createParagraph(texts.intro),
    createTable(
      [
        { title: texts.source, weight: 3 },
        { title: texts.edition, weight: 2.2 },
        { title: texts.licence, weight: 2.2 },
        { title: texts.attribution, weight: 6 },
        { title: texts.results, weight: 2.6, isNumeric: true },
      ],
      data.factorSources.map((source) => [
        source.isProxy
          ? `${source.source} (${texts.proxy})`
          : source.isConverted
            ? `${source.source} (${texts.converted})`
            : source.source,
        source.edition ?? '–',
        source.licence ?? '–',
        describeAttribution(source, data.lang, texts.userDefined),
        formatCount(source.numResults, data.lang),
      ]),
    ),
    ...createFactorNotesBlocks(data),
  ];
}

/** The notes the factors carry, worded in the report's language, with the number of results each. */
function createFactorNotesBlocks(data: ReportData): Block[] {
  const texts = getReportTexts(data.lang).factors;
  if (data.factorNotes.length === 0) return [];
  return [
    createHeading(texts.notesHeading, 2),
    createTable(
      [
        { title: texts.note, weight: 12 },
        { title: texts.results, weight: 2.6, isNumeric: true },
      ],
      data.factorNotes.map((row) => [
        describeFactorNote(row.note, data.lang),
        formatCount(row.numResults, data.lang),
      ]),
    ),
  ];
}

/** The attribution of a source, with the conversion said next to it where its factors were converted. */
function describeAttribution(source: FactorSourceRow, lang: string, userDefined: string): string {
  const attribution = source.attribution ?? (source.isUserDefined ? userDefined : '–');
  return source.isConverted ? `${attribution} ${describeConversionNotice(lang)}` : attribution;
}

/** Totals per scope with the chart (Scope 3 per category is in the E1-6 chapter, with its statements). */
export async function createScopesChapter(data: ReportData): Promise<Block[]> {
  const { lang } = data;
  const texts = getReportTexts(lang);
  const totals = data.setup.aggregatedResults;
  const figures = listScopeFigures(totals);
  const shareOf = (key: string, kg: number) =>
    formatShare(kg, key === 'scope2Location' ? totals.totalLocationBasedCo2InKg : totals.totalCo2InKg, lang);
  return [
    createHeading(texts.scopes.heading, 1),
    createParagraph(texts.scopes.intro),
    createTable(
      [
        { title: texts.scopes.scope, weight: 5 },
        { title: texts.scopes.emissions, weight: 3, isNumeric: true },
        { title: texts.scopes.share, weight: 2, isNumeric: true },
      ],
      [
        ...figures.map((figure) => [
          texts.scopes.names[figure.key],
          formatKg(figure.kg, lang),
          shareOf(figure.key, figure.kg),
        ]),
        [
          { text: texts.scopes.total, isBold: true },
          { text: formatKg(totals.totalCo2InKg, lang), isBold: true },
          { text: formatShare(totals.totalCo2InKg, totals.totalCo2InKg, lang), isBold: true },
        ],
      ],
    ),
    ...(await createScopeChart(totals, lang)),
  ];
}

/** Scope 2 both ways (GHG Protocol dual reporting) and the difference between them. */
export function createScope2Chapter(data: ReportData): Block[] {
  const { lang } = data;
  const texts = getReportTexts(lang).scope2;
  const totals = data.setup.aggregatedResults;
  const market = totals.totalCo2InKgPerScope[2];
  const location = getScope2LocationBasedKg(totals);
  return [
    createHeading(texts.heading, 1),
    createParagraph(texts.intro),
    createTable(
      [
        { title: texts.basis, weight: 6 },
        { title: getReportTexts(lang).scopes.emissions, weight: 3, isNumeric: true },
      ],
      [
        [texts.market, formatKg(market, lang)],
        [texts.location, formatKg(location, lang)],
        [texts.difference, formatKg(location - market, lang)],
      ],
    ),
  ];
}
