import { describe, expect, it } from 'vitest';
import { getStatusForErrorCode, isErrorCode } from './error-codes.ts';

describe('error codes', () => {
  it.each([
    ['VALIDATION_FAILED', 400],
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['SUBSCRIPTION_REQUIRED', 402],
    ['CSRF_REJECTED', 403],
    ['NOT_FOUND', 404],
    ['RATE_LIMITED', 429],
    ['INTERNAL', 500],
    ['MAINTENANCE', 503],
  ] as const)('%s answers %i', (code, status) => {
    expect(getStatusForErrorCode(code)).toBe(status);
  });

  it('recognises only known codes', () => {
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
