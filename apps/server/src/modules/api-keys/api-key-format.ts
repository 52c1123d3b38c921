import { API_KEY_PREFIX } from '@carbon-ledger/core';
import { createRandomToken, hashToken } from '../auth/tokens.ts';

/** How many characters of the secret part the list shows, to tell keys apart. */
const DISPLAY_PREFIX_LENGTH = 8;
/**
 * `clk_<company id, 32 hex digits>_<secret, 43 base64url characters>`. The company part has a fixed
 * length, so the underscores base64url may put into the secret cannot confuse the split.
 */
const API_KEY_PATTERN = /^clk_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

export type NewApiKeySecret = {
  /** Shown to the user once, never stored. */
  apiKey: string;
  keyHash: string;
  keyPrefix: string;
};

/**
 * Makes a key for a company. The company id leads the key, so authentication finds the row by
 * (company_id, key_hash) — the schema's company-leading unique key — without scanning every tenant.
 */
export function generateApiKey(companyId: string): NewApiKeySecret {
  const secret = createRandomToken();
  const apiKey = `${API_KEY_PREFIX}${companyId.replaceAll('-', '').toLowerCase()}_${secret}`;
  return { apiKey, keyHash: hashToken(apiKey), keyPrefix: secret.slice(0, DISPLAY_PREFIX_LENGTH) };
}

/**
 * Reads the company a key claims to belong to. The claim is unverified until a row with that
 * company and the key's hash exists, so a forged company part only ever finds nothing.
 */
export function parseApiKey(apiKey: string): { unverifiedCompanyId: string; keyHash: string } | undefined {
  const match = API_KEY_PATTERN.exec(apiKey);
  const hex = match?.[1];
  if (!hex) return undefined;
  const unverifiedCompanyId = [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
  return { unverifiedCompanyId, keyHash: hashToken(apiKey) };
}

/** Tells whether a path segment can be a key id (a uuid); anything else cannot exist. */
export function isKeyId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
