/** The calculator views the shell switches between (keeping the view when the year or project changes). */
export type CalculatorView = 'inputs' | 'analyze' | 'impact' | 'engage';

/**
 * Which view a calculator path shows: Analyze under `/emissions/`, Impact under `/reduce/`, Engage under
 * `/engage/` and `/report/`, else Inputs.
 */
export function getCalculatorView(pathname: string): CalculatorView {
  if (pathname.startsWith('/dashboard/calculator/reduce/')) return 'impact';
  // The report generator belongs to Engage, also under the spec's short `/report/g/:group`.
  if (/^\/dashboard\/calculator\/(engage|report)\//.test(pathname)) return 'engage';
  return pathname.startsWith('/dashboard/calculator/emissions/') ? 'analyze' : 'inputs';
}
