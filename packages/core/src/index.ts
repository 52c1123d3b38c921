export * from './contracts/error-envelope.ts';
export * from './contracts/status.ts';
export * from './errors/error-codes.ts';
export * from './policies/route-policy.ts';
