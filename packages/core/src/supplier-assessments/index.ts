export * from './questionnaire-results.ts';
export * from './send-check.ts';
export * from './supplier-factor.ts';
export * from './supplier-spend-row.ts';
export * from './templates/index.ts';
export * from './value-chain-cap.ts';
