import type { calculatorAnalyzeEn } from './texts.en.ts';

/** German texts of the calculator's analyze. */
export const calculatorAnalyzeDe: typeof calculatorAnalyzeEn = {
  title: 'analyze',
};
