import {
  type Assessment,
  type AssessmentContext,
  type AssessmentSummary,
  assessmentContextSchema,
  type Iro,
  type IroType,
  MATERIALITY_FORMULA_TEXT,
  type MatterList,
  scoreIro,
} from '@carbon-ledger/core';
import { type AssessmentOutcome, entityMattersOf, evaluateAssessment, thresholdsOf } from './evaluate.ts';
import type { AssessmentListRow, AssessmentRow, IroRow, ThresholdChangeRow } from './queries.ts';

export function presentIro(row: IroRow): Iro {
  const score = scoreIro({ type: row.type as IroType, humanRights: row.humanRights, scores: row.scores });
  return {
    _id: row.id,
    matterId: row.matterId,
    type: row.type as IroType,
    valueChain: row.valueChain as Iro['valueChain'],
    timeHorizons: row.timeHorizons as Iro['timeHorizons'],
    humanRights: row.humanRights,
    description: row.description,
    evidenceFileIds: row.evidenceFileIds,
    scores: row.scores,
    status: row.status as Iro['status'],
    origin: (row.origin as Record<string, unknown> | null) ?? null,
    impactScore: score.impact,
    financialScore: score.financial,
  };
}

/** What an approved assessment decided, as stored at approval; otherwise as its IROs decide now. */
export function outcomeOf(row: AssessmentRow, list: MatterList, iros: readonly IroRow[]): AssessmentOutcome {
  if (row.state === 'approved' && row.outcome) return row.outcome as unknown as AssessmentOutcome;
  return {
    formulaVersion: row.formulaVersion,
    thresholds: thresholdsOf(row),
    ...evaluateAssessment(row, list, iros),
    esgYearsMarked: [],
  };
}

export function presentSummary(row: AssessmentListRow, materialMatterCount: number): AssessmentSummary {
  return {
    _id: row.id,
    name: row.name,
    year: row.year,
    state: row.state as AssessmentSummary['state'],
    matterListVersion: row.matterListVersion,
    iroCount: row.iroCount,
    materialMatterCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

export function presentAssessment(input: {
  row: AssessmentRow;
  list: MatterList;
  iros: readonly IroRow[];
  thresholdChanges: readonly ThresholdChangeRow[];
  groupCompanies: { id: string; name: string }[];
}): Assessment {
  const { row, list, iros } = input;
  const outcome = outcomeOf(row, list, iros);
  const accepted = iros.filter((iro) => iro.status === 'accepted').length;
  return {
    ...presentSummary({ ...row, iroCount: accepted }, outcome.decisions.filter((d) => d.isMaterial).length),
    matters: [...list.matters],
    context: assessmentContextSchema.parse(row.context) as AssessmentContext,
    entitySpecificMatters: entityMattersOf(row) as Assessment['entitySpecificMatters'],
    explanations: row.explanations as Assessment['explanations'],
    groupCompanies: input.groupCompanies.map((company) => ({ _id: company.id, name: company.name })),
    thresholds: thresholdsOf(row),
    thresholdChanges: input.thresholdChanges.map((change) => ({
      impact: change.impact,
      financial: change.financial,
      reason: change.reason,
      at: change.at.toISOString(),
      actorName: change.actorName,
    })),
    formula: { version: row.formulaVersion, text: MATERIALITY_FORMULA_TEXT },
    previousAssessmentId: row.previousAssessmentId,
    iros: iros.map(presentIro),
    decisions: outcome.decisions,
    standards: outcome.standards,
    esgYearsMarked: outcome.esgYearsMarked,
  };
}
