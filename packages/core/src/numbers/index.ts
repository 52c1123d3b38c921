export * from './format-stored-number.ts';
export * from './locale-readings.ts';
export * from './number-text-messages.ts';
export * from './parse-localized-number.ts';
