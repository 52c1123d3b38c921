/** English texts of the calculator's inputs (merged into the catalogue as `calculatorInputs`). */
export const calculatorInputsEn = {
  title: 'inputs',
};
