import { describe, expect, it } from 'vitest';
import { hashToken } from '../auth/tokens.ts';
import { generateApiKey, isKeyId, parseApiKey } from './api-key-format.ts';

const COMPANY_ID = '0b5e4c4a-1f2d-4e6a-9c1b-7d8e9f0a1b2c';

describe('API key format', () => {
  it('leads with the company id and keeps only a hash and a short prefix', () => {
    const { apiKey, keyHash, keyPrefix } = generateApiKey(COMPANY_ID);
    expect(apiKey).toMatch(/^clk_0b5e4c4a1f2d4e6a9c1b7d8e9f0a1b2c_[A-Za-z0-9_-]{43}$/);
    expect(keyHash).toBe(hashToken(apiKey));
    expect(keyPrefix).toBe(apiKey.slice(37, 45));
    expect(parseApiKey(apiKey)).toEqual({ unverifiedCompanyId: COMPANY_ID, keyHash });
  });

  it.each([
    '',
    'clk_',
    `clk_${'0'.repeat(31)}_${'a'.repeat(43)}`,
    `clk_${'0'.repeat(32)}_${'a'.repeat(42)}`,
    `clk_${'G'.repeat(32)}_${'a'.repeat(43)}`,
    `xyz_${'0'.repeat(32)}_${'a'.repeat(43)}`,
    `clk_${'0'.repeat(32)}_${'a'.repeat(42)}=`,
  ])('rejects the malformed key %j', (apiKey) => {
    expect(parseApiKey(apiKey)).toBeUndefined();
  });

  it.each([
    [COMPANY_ID, true],
    [COMPANY_ID.toUpperCase(), true],
    ['not-a-uuid', false],
    [`${COMPANY_ID}x`, false],
  ])('tells whether %s can be a key id: %s', (value, expected) => {
    expect(isKeyId(value)).toBe(expected);
  });
});
