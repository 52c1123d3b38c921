export * from './public-links.ts';
export * from './token-cipher.ts';
