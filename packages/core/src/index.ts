export * from './contracts/app-config.ts';
export * from './contracts/error-envelope.ts';
export * from './contracts/status.ts';
export * from './data-quality/index.ts';
export * from './emissions/index.ts';
export * from './errors/error-codes.ts';
export * from './format/index.ts';
export * from './policies/route-policy.ts';
