import type { calculatorShellEn } from './texts.en.ts';

/** German texts of the calculator's shell. */
export const calculatorShellDe: typeof calculatorShellEn = {
  title: 'shell',
};
