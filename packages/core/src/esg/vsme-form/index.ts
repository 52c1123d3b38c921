export * from './vsme-form.ts';
