import type { ScatterChartSpec } from '../charts/chart-spec.ts';
import type { MaterialityThresholds, MatterDecision } from './decision.ts';

const MATERIAL_COLOUR = '#b45309';
const NOT_MATERIAL_COLOUR = '#64748b';

/**
 * The materiality matrix: each assessed matter (one with IROs) by its financial score (x) and impact
 * score (y), with both thresholds. An axis a matter has no score on is drawn at 0.
 */
export function buildMaterialityMatrix(
  decisions: readonly MatterDecision[],
  thresholds: MaterialityThresholds,
  options: { name: (matterId: string) => string; impactAxis: string; financialAxis: string },
): ScatterChartSpec {
  return {
    kind: 'scatter',
    points: decisions
      .filter((decision) => decision.impact !== null || decision.financial !== null)
      .map((decision) => ({
        label: options.name(decision.matterId),
        x: decision.financial ?? 0,
        y: decision.impact ?? 0,
        value: Math.max(decision.impact ?? 0, decision.financial ?? 0),
        colour: decision.isMaterial ? MATERIAL_COLOUR : NOT_MATERIAL_COLOUR,
      })),
    xAxis: { name: options.financialAxis, min: 0, max: 5, threshold: thresholds.financial },
    yAxis: { name: options.impactAxis, min: 0, max: 5, threshold: thresholds.impact },
  };
}
