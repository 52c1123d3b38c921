export * from './identity.ts';
export * from './system.ts';
