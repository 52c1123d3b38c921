export * from './climate-facts.ts';
export * from './datapoints/index.ts';
export * from './esrs/index.ts';
export * from './reference-lists/index.ts';
export * from './vsme-export/index.ts';
export * from './vsme-form/index.ts';
export * from './vsme-template/index.ts';
export * from './xbrl/index.ts';
