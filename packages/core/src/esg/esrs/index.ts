export * from './energy-mix-check.ts';
export * from './esrs-catalogue.ts';
export * from './esrs-climate-facts.ts';
export * from './esrs-from-vsme.ts';
