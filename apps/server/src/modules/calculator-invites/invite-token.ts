import { createTokenCipher, type TokenCipher } from '../../public-links/token-cipher.ts';
import { createRandomToken, hashToken } from '../auth/tokens.ts';

/**
 * Invite link tokens: 32 random bytes, base64url. The database keeps the sha256 for the lookup and the
 * token encrypted (AES-256-GCM, key derived from the session secret) so the inviter's Assignments can
 * link to the public form again; a database dump alone gives neither a usable link nor a way to guess one.
 */
export type InviteTokenCipher = TokenCipher;

const KEY_CONTEXT = 'carbon-ledger:calculator-invite-token:v1';

/** A cipher for invite tokens bound to the server's session secret. */
export function createInviteTokenCipher(sessionSecret: string): InviteTokenCipher {
  return createTokenCipher(sessionSecret, KEY_CONTEXT);
}

/** A fresh token with what the database keeps of it. */
export function issueInviteToken(cipher: InviteTokenCipher): {
  token: string;
  tokenHash: string;
  tokenCiphertext: string;
} {
  const token = createRandomToken();
  return { token, tokenHash: hashToken(token), tokenCiphertext: cipher.encrypt(token) };
}

/** The public form of a token: `${publicUrl}/calculator/form/invite/<token>`. */
export function buildInviteLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/calculator/form/invite/${encodeURIComponent(token)}`;
}
