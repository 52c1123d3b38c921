export * from './commute-figures.ts';
export * from './commute-method.ts';
export * from './commute-modes.ts';
export * from './commute-question-set.ts';
export * from './privacy.ts';
export * from './team-rates.ts';
