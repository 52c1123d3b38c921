export * from './exchange-rate-note.ts';
export * from './figaro-credit.ts';
export * from './figaro-factor-choice.ts';
export * from './nace-a64.ts';
export * from './spend-choice.ts';
export * from './spend-in-eur.ts';
