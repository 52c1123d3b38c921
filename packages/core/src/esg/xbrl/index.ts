export * from './parse-instance.ts';
export * from './required-facts.ts';
export * from './validate-instance.ts';
export * from './write-instance.ts';
export { decimalsOf, expandMemberName, toDecimalText } from './xbrl-values.ts';
