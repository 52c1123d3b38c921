import {
  buildReductionPath,
  buildTargetPath,
  type CatalogueIdea,
  type CostLevel,
  computeTargetProgress,
  type EffortLevel,
  estimateCustomReduction,
  estimateIdeaReduction,
  type IdeaCategory,
  type IdeaStatus,
  type ImpactLevel,
  type InvestmentLevel,
  type ReductionFigures,
  type ReductionIdea,
  type ReductionTarget,
  type TargetScope,
  type TargetWithProgress,
  type YearTotals,
} from '@carbon-ledger/core';
import type { CustomIdeaRow, TargetRow, TrackingRow } from './queries.ts';

type Lang = 'en' | 'de';

const untracked = { status: 'idea' as IdeaStatus, notes: '', responsible: '', dueDate: null };

function presentTracking(row: Pick<TrackingRow, 'status' | 'notes' | 'responsible' | 'dueDate'> | undefined) {
  if (!row) return untracked;
  return {
    status: row.status as IdeaStatus,
    notes: row.notes,
    responsible: row.responsible,
    dueDate: row.dueDate,
  };
}

/** A catalogue idea in `lang`, estimated on the figures, with the plan's tracking of it. */
export function presentCatalogueIdea(
  idea: CatalogueIdea,
  tracking: TrackingRow | undefined,
  figures: ReductionFigures,
  lang: Lang,
): ReductionIdea {
  const estimate = estimateIdeaReduction(idea, figures);
  return {
    _id: idea.id,
    source: 'catalogue',
    title: idea.title[lang],
    description: idea.description[lang],
    category: idea.category,
    investment: idea.investment,
    cost: idea.cost,
    effort: idea.effort,
    impact: idea.impact,
    sectionIds: idea.sectionIds,
    assumption: idea.estimation.assumption[lang],
    sourceNote: idea.estimation.source,
    estimatedReductionKg: estimate.kg,
    isGross: estimate.isGross,
    customReduction: null,
    ...presentTracking(tracking),
  };
}

/** A custom idea with its reduction in kg on the year's total. */
export function presentCustomIdea(row: CustomIdeaRow, totalCo2InKg: number): ReductionIdea {
  const customReduction = {
    value: row.reductionValue,
    unit: row.reductionUnit === 'percent' ? 'percent' : 'kg',
  } as const;
  return {
    _id: row.id,
    source: 'custom',
    title: row.title,
    description: row.description,
    category: row.category as IdeaCategory,
    investment: row.investment as InvestmentLevel,
    cost: row.cost as CostLevel,
    effort: row.effort as EffortLevel,
    impact: row.impact as ImpactLevel,
    sectionIds: [],
    assumption: '',
    sourceNote: '',
    estimatedReductionKg: estimateCustomReduction(customReduction, totalCo2InKg),
    isGross: false,
    customReduction,
    ...presentTracking(row),
  };
}

/** A stored target; `baseYear` is its base instance's year (0 when that year was deleted). */
export function presentTarget(row: TargetRow, baseYears: ReadonlyMap<string, number>): ReductionTarget {
  return {
    _id: row.id,
    plan: { kind: row.planKind === 'group' ? 'group' : 'container', id: row.planId },
    baseInstance: row.baseInstanceId,
    baseYear: baseYears.get(row.baseInstanceId) ?? 0,
    targetYear: row.targetYear,
    scope: row.scope as TargetScope,
    reductionPercent: row.reductionPercent,
  };
}

/** A target with both paths and its progress across the years that have figures. */
export function presentTargetProgress(
  target: ReductionTarget,
  years: readonly YearTotals[],
): TargetWithProgress {
  const progress = computeTargetProgress(target, years);
  const baseKg = progress.baseYearKg;
  return {
    _id: target._id,
    baseYear: target.baseYear,
    targetYear: target.targetYear,
    scope: target.scope,
    reductionPercent: target.reductionPercent,
    baseYearKg: baseKg,
    referencePath: baseKg === null ? [] : buildReductionPath(baseKg, target.baseYear, target.targetYear),
    targetPath:
      baseKg === null
        ? []
        : buildTargetPath(baseKg, target.baseYear, target.targetYear, target.reductionPercent),
    progress: progress.years,
  };
}
