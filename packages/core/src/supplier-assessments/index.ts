export * from './send-check.ts';
export * from './supplier-factor.ts';
export * from './supplier-spend-row.ts';
export * from './value-chain-cap.ts';
