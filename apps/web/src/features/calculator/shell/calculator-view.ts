/** The two calculator views the shell switches between. */
export type CalculatorView = 'inputs' | 'analyze';

/** Which view a calculator path shows: Analyze under `/emissions/`, Inputs otherwise. */
export function getCalculatorView(pathname: string): CalculatorView {
  return pathname.startsWith('/dashboard/calculator/emissions/') ? 'analyze' : 'inputs';
}
