export * from './check-public-text.ts';
export * from './claim-rules.ts';
export * from './lawful-texts.ts';
export * from './public-text-schema.ts';
