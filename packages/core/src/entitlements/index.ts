export * from './custom-plans.ts';
export * from './policy.ts';
export * from './products.ts';
export * from './subscriptions.ts';
export * from './trials.ts';
