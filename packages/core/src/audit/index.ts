export * from './audit-package.ts';
export * from './canonical-json.ts';
export * from './change-diff.ts';
export * from './change-log-chain.ts';
