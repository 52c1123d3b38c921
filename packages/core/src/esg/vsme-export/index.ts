export * from './vsme-export.ts';
