export * from './can.ts';
export * from './capabilities.ts';
export * from './membership-rules.ts';
export * from './named-permissions.ts';
export * from './role.ts';
