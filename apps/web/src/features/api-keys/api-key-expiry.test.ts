import { checkApiKeyExpiry } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import {
  getDefaultExpiryDate,
  getExpiryDateBounds,
  toDateInputValue,
  toExpiresAt,
} from './api-key-expiry.ts';

const NOW = new Date(2025, 5, 15, 10, 30);

describe('API key expiry in the form', () => {
  it('suggests one year and offers today up to the day before the 2-year limit', () => {
    expect(getDefaultExpiryDate(NOW)).toBe('2026-06-15');
    expect(getExpiryDateBounds(NOW)).toEqual({ min: '2025-06-15', max: '2027-06-14' });
  });

  it('turns a chosen day into the end of that local day', () => {
    const expiresAt = toExpiresAt('2026-06-15');
    expect(expiresAt).toBe(new Date(2026, 5, 15, 23, 59, 59, 999).toISOString());
    expect(toDateInputValue(new Date(expiresAt ?? ''))).toBe('2026-06-15');
  });

  it.each(['', '15.06.2026', '2026-13-45'])('gives no expiry for %j', (value) => {
    expect(toExpiresAt(value)).toBeUndefined();
  });

  it('keeps every offered day within what the server accepts', () => {
    const { min, max } = getExpiryDateBounds(NOW);
    for (const day of [min, getDefaultExpiryDate(NOW), max]) {
      expect(checkApiKeyExpiry(new Date(toExpiresAt(day) ?? ''), NOW)).toBeUndefined();
    }
  });
});
