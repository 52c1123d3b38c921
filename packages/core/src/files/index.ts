export * from './evidence-files.ts';
