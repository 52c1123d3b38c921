export * from './custom-factor-csv.ts';
export * from './factor-library-schema.ts';
export * from './factor-name.ts';
export * from './factor-schema.ts';
export * from './factor-units.ts';
export * from './licences.ts';
