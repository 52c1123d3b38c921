export * from './data-quality-fields.ts';
export * from './data-sources.ts';
export * from './derive-data-quality.ts';
export * from './summarize-data-quality.ts';
