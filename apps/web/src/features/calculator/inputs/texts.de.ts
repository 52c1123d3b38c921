import type { calculatorInputsEn } from './texts.en.ts';

/** German texts of the calculator's inputs. */
export const calculatorInputsDe: typeof calculatorInputsEn = {
  title: 'inputs',
};
