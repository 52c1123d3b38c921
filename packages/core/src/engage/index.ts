export * from './engage-figures.ts';
