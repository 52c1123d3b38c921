export * from './send-check.ts';
export * from './supplier-factor.ts';
export * from './value-chain-cap.ts';
