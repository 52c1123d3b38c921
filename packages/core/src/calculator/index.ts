export * from './present-form.ts';
export * from './result-changes.ts';
export * from './result-figures.ts';
export * from './year-labels.ts';
