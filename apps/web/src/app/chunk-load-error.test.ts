import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error.ts';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost:3000/assets/AnalyzePage-x1.js',
    'error loading dynamically imported module: http://localhost:3000/assets/AnalyzePage-x1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/AnalyzePage-x1.css',
  ])('recognises a script that could not be fetched: %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the generic error page', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
