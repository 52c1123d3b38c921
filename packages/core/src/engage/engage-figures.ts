import { getInstanceYearLabel } from '../calculator/year-labels.ts';
import type { InstancesSetupResponse, ServedOption, ServedSection } from '../contracts/calculator.ts';
import {
  ENGAGE_SECTIONS_LIMIT,
  ENGAGE_TOP_SOURCES_LIMIT,
  type EngageFigureChoice,
  type EngagePublishedFigures,
  type EngageReportContent,
  type EngageSnapshot,
  type PublicEngageReport,
} from '../contracts/engage-reports.ts';
import { calculateEquivalents } from '../format/equivalents.ts';
import { FLOAT_TOLERANCE } from '../format/round-amount.ts';

/** The part of `instances/setup` an engage report's figures are taken from. */
export type EngageSetup = Pick<
  InstancesSetupResponse,
  'aggregatedResults' | 'formSectionAggregations' | 'topSources' | 'instances' | 'form' | 'targets'
>;

const isNonZero = (kg: number) => Number.isFinite(kg) && Math.abs(kg) > FLOAT_TOLERANCE;
const finite = (kg: number) => (Number.isFinite(kg) ? kg : 0);

function indexLabels(sections: readonly ServedSection[]) {
  const sectionLabels = new Map<string, string>();
  const optionLabels = new Map<string, string>();
  const addOptions = (options: readonly ServedOption[]) => {
    for (const option of options) {
      if (!optionLabels.has(option.id)) optionLabels.set(option.id, option.label);
      if (option.children) addOptions(option.children);
    }
  };
  const visit = (list: readonly ServedSection[]) => {
    for (const section of list) {
      sectionLabels.set(section.id, section.label);
      for (const group of section.optionGroups) addOptions(group.options);
      visit(section.sections);
    }
  };
  visit(sections);
  return { sectionLabels, optionLabels };
}

/**
 * The period a report covers: the distinct year labels of its instances in date order, joined by ', '
 * ('2025'; a financial year reads '2024 - 2025').
 */
export function getEngagePeriodLabel(instances: readonly { startDate: string; endDate: string }[]): string {
  const sorted = [...instances].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return [...new Set(sorted.map(getInstanceYearLabel))].join(', ');
}

/**
 * Takes a report's figures from the calculator aggregation of its years: totals, the scopes (Scope 2
 * both ways), the top-level sections with emissions (largest first) and the largest sources, named by
 * their own name or their option's label. Result, instance and company ids are left out on purpose:
 * the snapshot is what a public page shows.
 */
export function buildEngageSnapshot(setup: EngageSetup): EngageSnapshot {
  const totals = setup.aggregatedResults;
  const { sectionLabels, optionLabels } = indexLabels(setup.form.sections);
  const totalKg = finite(totals.totalCo2InKg);
  const totalLocationBasedKg = finite(totals.totalLocationBasedCo2InKg);
  const scope2Market = finite(totals.totalCo2InKgPerScope[2]);
  const sections = setup.form.sections
    .map((section) => ({
      label: section.label,
      kg: finite(setup.formSectionAggregations[section.id]?.totalCo2 ?? 0),
    }))
    .filter((section) => isNonZero(section.kg))
    .sort((a, b) => b.kg - a.kg)
    .slice(0, ENGAGE_SECTIONS_LIMIT);
  const topSources = [...setup.topSources]
    .sort((a, b) => b.totalCo2InKg - a.totalCo2InKg)
    .slice(0, ENGAGE_TOP_SOURCES_LIMIT)
    .map((source) => ({
      name: source.name.trim() || optionLabels.get(source.formOptionId) || source.formOptionId,
      sectionPath: [source.c1, source.c2, source.c3].flatMap((sectionId) => {
        const label = sectionId ? sectionLabels.get(sectionId) : undefined;
        return label ? [label] : [];
      }),
      kg: finite(source.totalCo2InKg),
    }));
  return {
    lang: setup.form.lang,
    periodLabel: getEngagePeriodLabel(setup.instances.map((instance) => instance.general)),
    numResults: totals.numResults,
    totalKg,
    totalLocationBasedKg,
    scopes: {
      scope1: finite(totals.totalCo2InKgPerScope[1]),
      scope2Market,
      // The totals differ only in Scope 2's basis, so their difference moves Scope 2 to location-based.
      scope2Location: scope2Market + (totalLocationBasedKg - totalKg),
      scope3: finite(totals.totalCo2InKgPerScope[3]),
      unscoped: finite(totals.unscopedCo2InKg),
    },
    sections,
    topSources,
    // A group's projects may share a target: each distinct one once, the nearest target year first.
    targets: [
      ...new Map(
        (setup.targets ?? []).map((target) => {
          const stated = {
            scope: target.scope,
            baseYear: target.baseYear,
            targetYear: target.targetYear,
            reductionPercent: target.reductionPercent,
          };
          return [JSON.stringify(stated), stated];
        }),
      ).values(),
    ].sort((a, b) => a.targetYear - b.targetYear || a.scope.localeCompare(b.scope)),
    // An instance from before years carried their assurance (a stored setup) has none.
    assurance: setup.instances.flatMap(({ container, assurance }) =>
      !assurance || assurance.level === 'none'
        ? []
        : [
            {
              entity: container.name,
              level: assurance.level,
              provider: assurance.provider,
              date: assurance.date,
            },
          ],
    ),
  };
}

/**
 * The figures a report shows: those chosen, the others null, so a figure left out never leaves the
 * server. Equivalents are the spec's reference equivalents of the total (section 9).
 */
export function selectPublishedFigures(
  choice: EngageFigureChoice,
  snapshot: EngageSnapshot,
): EngagePublishedFigures {
  return {
    periodLabel: snapshot.periodLabel,
    totalKg: choice.total ? snapshot.totalKg : null,
    scopes: choice.scopes
      ? {
          ...snapshot.scopes,
          scope2Location: choice.scope2LocationBased ? snapshot.scopes.scope2Location : null,
        }
      : null,
    sections: choice.sections ? snapshot.sections : null,
    topSources: choice.topSources ? snapshot.topSources : null,
    equivalents: choice.equivalents ? calculateEquivalents(snapshot.totalKg) : null,
  };
}

/**
 * A report as its public page shows it: the texts, the brand and the chosen figures of a snapshot.
 * Built field by field so nothing else of a stored report (ids of the company, its years or users) can
 * slip through; the commitments text only when chosen.
 */
export function composePublicEngageReport(
  content: EngageReportContent,
  snapshot: EngageSnapshot,
  publishedAt: string,
): PublicEngageReport {
  const { figures, texts, brand } = content;
  return {
    lang: snapshot.lang,
    title: texts.title,
    introduction: texts.introduction,
    commitments: figures.commitments ? texts.commitments : null,
    targets: figures.commitments ? (snapshot.targets ?? []) : null,
    brand: { displayName: brand.displayName, accentColour: brand.accentColour, websiteUrl: brand.websiteUrl },
    publishedAt,
    figures: selectPublishedFigures(figures, snapshot),
    assurance: snapshot.assurance ?? [],
  };
}
