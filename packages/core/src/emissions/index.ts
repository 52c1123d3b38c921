export * from './aggregate-results.ts';
export * from './calculate-emissions.ts';
export { getSurchargeFactor, getTimePeriodFactor } from './emission-factors.ts';
export * from './emission-input-error.ts';
export * from './emission-schemas.ts';
export * from './energy-consumption.ts';
export * from './energy-content.ts';
export * from './ghg-scope.ts';
export * from './impact-categories.ts';
export {
  type AmountInput,
  type AmountOptions,
  assertAmountsAllowed,
  multiplyAmounts,
} from './multiply-amounts.ts';
export * from './parent-factor.ts';
