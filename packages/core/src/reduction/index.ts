export * from './estimate-reduction.ts';
export * from './idea-catalogue.ts';
export * from './idea-types.ts';
export * from './levels.ts';
export * from './reduction-path.ts';
