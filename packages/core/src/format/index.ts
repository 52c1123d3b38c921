export * from './display-locale.ts';
export * from './equivalents.ts';
export * from './format-date.ts';
export * from './format-emission.ts';
export * from './format-figure.ts';
export * from './format-number.ts';
export * from './relative-time.ts';
export * from './round-amount.ts';
