export type { PlannedFact, VsmeInstancePlan } from './instance-plan.ts';
export { planVsmeInstance } from './instance-plan.ts';
export * from './parse-inline.ts';
export * from './parse-instance.ts';
export * from './required-facts.ts';
export * from './validate-instance.ts';
export * from './write-inline.ts';
export * from './write-instance.ts';
export { decimalsOf, expandMemberName, roundComputedFigure, toDecimalText } from './xbrl-values.ts';
