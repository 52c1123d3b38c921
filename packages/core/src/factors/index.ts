export * from './factor-library-schema.ts';
export * from './factor-schema.ts';
export * from './factor-units.ts';
