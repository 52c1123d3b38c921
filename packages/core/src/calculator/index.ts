export * from './present-form.ts';
export * from './result-changes.ts';
export * from './result-figures.ts';
export * from './scope2-location.ts';
export * from './voluntary-sections.ts';
export * from './year-labels.ts';
