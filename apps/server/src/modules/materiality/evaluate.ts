import {
  assessmentMatterIds,
  type DecisionIro,
  decideMatters,
  decideStandards,
  type EntitySpecificMatter,
  type EsrsStandard,
  type IroType,
  type MaterialityThresholds,
  type MatterDecision,
  type MatterList,
  nameMatter,
  type StandardDecision,
  standardOfMatter,
} from '@carbon-ledger/core';
import type { AssessmentRow, IroRow } from './queries.ts';

export type AssessmentOutcome = {
  formulaVersion: string;
  thresholds: MaterialityThresholds;
  decisions: MatterDecision[];
  standards: StandardDecision[];
  esgYearsMarked: { instanceId: string; projectName: string; year: number }[];
};

export const entityMattersOf = (row: AssessmentRow) => row.entitySpecificMatters as EntitySpecificMatter[];
export const thresholdsOf = (row: AssessmentRow): MaterialityThresholds => ({
  impact: row.impactThreshold,
  financial: row.financialThreshold,
});

/**
 * The decisions of an assessment from its accepted IROs. Only matters with IROs are decided one by one
 * (the list holds over a hundred); the standards are decided from those.
 */
export function evaluateAssessment(row: AssessmentRow, list: MatterList, iros: readonly IroRow[]) {
  const entity = entityMattersOf(row);
  const accepted: DecisionIro[] = iros
    .filter((iro) => iro.status === 'accepted')
    .map((iro) => ({
      id: iro.id,
      matterId: iro.matterId,
      type: iro.type as IroType,
      humanRights: iro.humanRights,
      scores: iro.scores,
    }));
  const known = new Set(assessmentMatterIds(list, entity));
  const assessed = [...new Set(accepted.map((iro) => iro.matterId))].filter((id) => known.has(id));
  const decisions = decideMatters(assessed, accepted, thresholdsOf(row));
  const standards = decideStandards(
    decisions,
    (matterId) => standardOfMatter(list, entity, matterId),
    row.explanations as Partial<Record<EsrsStandard, string>>,
    (matterId, language) => nameMatter(list, entity, matterId, language),
  );
  return { decisions, standards };
}
