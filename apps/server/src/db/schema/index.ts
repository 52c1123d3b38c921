export * from './calculator.ts';
export * from './calculator-sums.ts';
export * from './custom-forms.ts';
export * from './factors.ts';
export * from './identity.ts';
export * from './system.ts';
