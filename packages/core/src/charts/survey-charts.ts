import type { SurveyResults } from '../contracts/surveys.ts';
import { pickSeriesColour } from './chart-palette.ts';
import type { BarChartSpec, DonutChartSpec } from './chart-spec.ts';

/** How the survey charts name a group key (a mode, a distance band, "other"). */
export type SurveyChartLabels = (key: string) => string;

/** The charts of a commute survey's results page: modes, distances and emissions by mode. */
export function buildSurveyCharts(
  results: Pick<SurveyResults, 'modes' | 'distances' | 'emissionsByMode'>,
  labelOf: SurveyChartLabels,
): { modes: DonutChartSpec; distances: BarChartSpec; emissions: BarChartSpec } {
  return {
    modes: {
      kind: 'donut',
      unit: 'plain',
      items: results.modes.map((group, index) => ({
        label: labelOf(group.key),
        value: group.count,
        colour: pickSeriesColour(index),
      })),
    },
    distances: {
      kind: 'bar',
      orientation: 'vertical',
      unit: 'plain',
      items: results.distances.map((group) => ({
        label: labelOf(group.key),
        value: group.count,
        colour: pickSeriesColour(1),
      })),
    },
    emissions: {
      kind: 'bar',
      orientation: 'horizontal',
      unit: 'kg',
      items: results.emissionsByMode.map((group, index) => ({
        label: labelOf(group.key),
        value: group.emissionsKg,
        colour: pickSeriesColour(index),
      })),
    },
  };
}
