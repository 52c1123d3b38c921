export * from './calculator.ts';
export * from './factors.ts';
export * from './identity.ts';
export * from './system.ts';
