/** English texts of the calculator's analyze (merged into the catalogue as `calculatorAnalyze`). */
export const calculatorAnalyzeEn = {
  title: 'analyze',
};
