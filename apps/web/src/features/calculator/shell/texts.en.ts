/** English texts of the calculator's shell (merged into the catalogue as `calculatorShell`). */
export const calculatorShellEn = {
  title: 'shell',
};
