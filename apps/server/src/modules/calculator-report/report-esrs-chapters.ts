import {
  formatRoundedNumber,
  getScope2LocationBasedKg,
  isSubregionWithNationalMix,
  mapVoluntaryScope3Categories,
  readScope3CategoryStatement,
  roundAmount,
  type TargetWithProgress,
} from '@carbon-ledger/core';
import { createHeading, createParagraph, createTable } from './docx-parts.ts';
import type { Block } from './report-chapters.ts';
import type { ReportData } from './report-data.ts';
import { buildCategoryFigures, isNonZero } from './report-figures.ts';
import { formatKg, formatPercent, formatShare, getReportTexts, type ReportLang } from './report-format.ts';
import { getEsrsTexts } from './report-texts-esrs.ts';

/** kWh as MWh with 2 decimals ("1,234.57"). */
const formatMwh = (kwh: number, lang: ReportLang) =>
  formatRoundedNumber(roundAmount(kwh / 1000), lang, 'fixed');

/** E1-4: the Impact tab's targets with base year, base-year emissions and the latest year's progress. */
export function createTargetsChapter(data: ReportData): Block[] {
  const { lang } = data;
  const texts = getEsrsTexts(lang).targets;
  const heading = createHeading(texts.heading, 1);
  if (data.targets.length === 0) return [heading, createParagraph(texts.empty)];
  const hasSeveralProjects = new Set(data.targets.map((entry) => entry.project)).size > 1;
  return [
    heading,
    createParagraph(texts.intro),
    createTable(
      [
        ...(hasSeveralProjects ? [{ title: texts.project, weight: 3 }] : []),
        { title: texts.scope, weight: 2.4 },
        { title: texts.baseYear, weight: 1.5, isNumeric: true },
        { title: texts.baseValue, weight: 2.6, isNumeric: true },
        { title: texts.targetYear, weight: 1.5, isNumeric: true },
        { title: texts.reduction, weight: 2.2, isNumeric: true },
        { title: texts.latest, weight: 1.5, isNumeric: true },
        { title: texts.change, weight: 2.2, isNumeric: true },
        { title: texts.onTrack, weight: 1.5 },
      ],
      data.targets.map(({ project, target }) => {
        const latest = describeLatestProgress(target);
        return [
          ...(hasSeveralProjects ? [project] : []),
          texts.scopes[target.scope] ?? target.scope,
          String(target.baseYear),
          target.baseYearKg === null ? texts.noBase : formatKg(target.baseYearKg, lang),
          String(target.targetYear),
          `−${formatPercent(target.reductionPercent, lang)}`,
          latest ? String(latest.year) : '–',
          latest?.changePercent === null || latest === undefined
            ? '–'
            : `${latest.changePercent > 0 ? '+' : ''}${formatPercent(latest.changePercent, lang)}`,
          latest?.isOnTrack === null || latest === undefined ? '–' : latest.isOnTrack ? texts.yes : texts.no,
        ];
      }),
    ),
  ];
}

/** The most recent year with figures at or after the base year. */
function describeLatestProgress(target: TargetWithProgress) {
  return target.progress.filter((entry) => entry.year >= target.baseYear).at(-1);
}

/** E1-5: the energy consumption by fossil, nuclear and renewable sources, both Scope 2 bases. */
export function createEnergyChapter(data: ReportData): Block[] {
  const { lang } = data;
  const texts = getEsrsTexts(lang).energy;
  const totals = data.setup.aggregatedResults;
  const total = totals.totalEnergyConsumptionInKwh;
  const { locationBased, marketBased } = totals.energyMixInKwh;
  const heading = createHeading(texts.heading, 1);
  if (!isNonZero(total)) return [heading, createParagraph(texts.intro), createParagraph(texts.empty)];
  const row = (label: string, location: number, market: number) => [
    label,
    formatMwh(location, lang),
    formatMwh(market, lang),
    formatShare(location, total, lang),
  ];
  return [
    heading,
    createParagraph(texts.intro),
    createTable(
      [
        { title: texts.source, weight: 5 },
        { title: texts.locationBased, weight: 3, isNumeric: true },
        { title: texts.marketBased, weight: 3, isNumeric: true },
        { title: texts.share, weight: 2.6, isNumeric: true },
      ],
      [
        row(texts.fossil, locationBased.fossil, marketBased.fossil),
        row(texts.nuclear, locationBased.nuclear, marketBased.nuclear),
        row(texts.renewable, locationBased.renewable, marketBased.renewable),
        row(texts.total, total, total).map((text) => ({ text, isBold: true })),
      ],
    ),
    createParagraph(texts.basis),
    ...createNationalMixNote(data),
    ...createEnergyIntensity(data, total),
  ];
}

/** Says where a year's eGRID subregion is split by the national mix (the library has no subregion mix). */
function createNationalMixNote(data: ReportData): Block[] {
  const regions = [
    ...new Set(
      data.setup.instances
        .map((instance) => instance.general.electricityEmissionFactor.region)
        .filter(isSubregionWithNationalMix),
    ),
  ];
  if (regions.length === 0) return [];
  return [createParagraph(getEsrsTexts(data.lang).energy.nationalMix(regions.join(', ')))];
}

/** Energy intensity per net revenue (ESRS E1-5), where every year gives its net revenue. */
function createEnergyIntensity(data: ReportData, totalKwh: number): Block[] {
  const revenue = sumNetRevenue(data);
  if (revenue === undefined) return [];
  const texts = getEsrsTexts(data.lang).energy;
  // MWh per million of the currency: (kWh / 1000) / (revenue / 1,000,000).
  const intensity = (totalKwh / 1000 / revenue) * 1_000_000;
  return [
    createParagraph(
      texts.intensity(formatRoundedNumber(roundAmount(intensity), data.lang, 'fixed'), data.currency),
    ),
  ];
}

/** The years' net revenue added up, or undefined when a year has none. */
function sumNetRevenue(data: ReportData): number | undefined {
  const revenues = data.setup.instances.map((instance) => instance.disclosures.netRevenue);
  if (revenues.some((revenue) => revenue === null || revenue <= 0)) return undefined;
  return revenues.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

/** E1-6: gross Scope 1, 2 (both bases), 3 by category with the statements for zeros, totals, intensity. */
export function createGhgChapter(data: ReportData): Block[] {
  const { lang } = data;
  const texts = getEsrsTexts(lang).ghg;
  const categoryNames = getReportTexts(lang).categories.names;
  const totals = data.setup.aggregatedResults;
  const scope2Location = getScope2LocationBasedKg(totals);
  const rows: [string, number][] = [
    [texts.scope1, totals.totalCo2InKgPerScope[1]],
    [texts.scope2Location, scope2Location],
    [texts.scope2Market, totals.totalCo2InKgPerScope[2]],
    [texts.scope3, totals.totalCo2InKgPerScope[3]],
    ...(isNonZero(totals.unscopedCo2InKg)
      ? [[texts.unscoped, totals.unscopedCo2InKg] as [string, number]]
      : []),
  ];
  const residualMixes = data.setup.instances.flatMap((instance) =>
    instance.disclosures.residualMix
      ? [
          `${formatRoundedNumber(instance.disclosures.residualMix.factor, lang, 'trimmed')} kg CO2e/kWh (${instance.disclosures.residualMix.source})`,
        ]
      : [],
  );
  const isEveryYearResidual = residualMixes.length === data.setup.instances.length;
  return [
    createHeading(texts.heading, 1),
    createParagraph(texts.intro),
    createTable(
      [
        { title: texts.item, weight: 7 },
        { title: texts.value, weight: 3, isNumeric: true },
      ],
      [
        ...rows.map(([label, kg]) => [label, formatKg(kg, lang)]),
        [
          { text: texts.totalLocation, isBold: true },
          { text: formatKg(totals.totalLocationBasedCo2InKg, lang), isBold: true },
        ],
        [
          { text: texts.totalMarket, isBold: true },
          { text: formatKg(totals.totalCo2InKg, lang), isBold: true },
        ],
      ],
    ),
    createParagraph(
      isEveryYearResidual && residualMixes.length > 0
        ? texts.residualMix([...new Set(residualMixes)].join('; '))
        : texts.noResidualMix,
    ),
    createHeading(texts.categoriesHeading, 2),
    createTable(
      [
        { title: texts.category, weight: 5 },
        { title: texts.value, weight: 2.6, isNumeric: true },
        { title: texts.statement, weight: 5 },
      ],
      buildCategoryFigures(totals).map((entry) => [
        entry.category === 'uncategorized'
          ? getReportTexts(lang).categories.uncategorized
          : `${entry.category}. ${categoryNames[entry.category] ?? ''}`,
        formatKg(entry.kg, lang),
        isNonZero(entry.kg) ? '' : describeZeroCategory(data, entry.category),
      ]),
    ),
    ...createIntensityBlocks(data),
  ];
}

/**
 * Why a Scope 3 category reads zero, from the years' statements ("Not relevant: …"; one per distinct
 * one); a voluntary category a year did not choose says it was left out (`readScope3CategoryStatement`).
 */
function describeZeroCategory(data: ReportData, category: string): string {
  const texts = getEsrsTexts(data.lang).ghg;
  const voluntary = mapVoluntaryScope3Categories(data.setup.form.sections);
  const statements = data.setup.instances.map((instance) => {
    const statement = readScope3CategoryStatement(instance, category, voluntary);
    if (statement.kind !== 'stated') return texts.statuses[statement.kind] ?? '';
    const label = texts.statuses[statement.status] ?? statement.status;
    return statement.reason ? `${label}: ${statement.reason}` : label;
  });
  return [...new Set(statements)].join('; ');
}

function createIntensityBlocks(data: ReportData): Block[] {
  const { lang } = data;
  const texts = getEsrsTexts(lang).ghg;
  const totals = data.setup.aggregatedResults;
  const heading = createHeading(texts.intensityHeading, 2);
  const revenue = sumNetRevenue(data);
  if (revenue === undefined) return [heading, createParagraph(texts.noRevenue)];
  // t CO2e per million of the currency: (kg / 1000) / (revenue / 1,000,000).
  const intensity = (kg: number) => (kg / 1000 / revenue) * 1_000_000;
  const unit = texts.perMillion(data.currency);
  const number = (value: number) => formatRoundedNumber(roundAmount(value), lang, 'fixed');
  return [
    heading,
    createParagraph(texts.intensityIntro(data.currency)),
    createTable(
      [
        { title: texts.figure, weight: 6 },
        { title: texts.value, weight: 4, isNumeric: true },
      ],
      [
        [texts.netRevenue, `${number(revenue)} ${data.currency}`],
        [texts.intensityLocation, `${number(intensity(totals.totalLocationBasedCo2InKg))} ${unit}`],
        [texts.intensityMarket, `${number(intensity(totals.totalCo2InKg))} ${unit}`],
      ],
    ),
  ];
}

/** Biogenic CO2, outside the scopes and every total. */
export function createBiogenicChapter(data: ReportData): Block[] {
  const { lang } = data;
  const texts = getEsrsTexts(lang).biogenic;
  const kg = data.setup.aggregatedResults.biogenicCo2InKg;
  return [
    createHeading(texts.heading, 1),
    createParagraph(texts.intro),
    isNonZero(kg)
      ? createTable(
          [
            { title: getEsrsTexts(lang).ghg.item, weight: 7 },
            { title: getEsrsTexts(lang).ghg.value, weight: 3, isNumeric: true },
          ],
          [[texts.value, formatKg(kg, lang)]],
        )
      : createParagraph(texts.none),
  ];
}
