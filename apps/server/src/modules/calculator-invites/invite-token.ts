import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { createRandomToken, hashToken } from '../auth/tokens.ts';

/**
 * Invite link tokens: 32 random bytes, base64url. The database keeps the sha256 for the lookup and the
 * token encrypted (AES-256-GCM, key derived from the session secret) so the inviter's Assignments can
 * link to the public form again; a database dump alone gives neither a usable link nor a way to guess one.
 */
export type InviteTokenCipher = {
  encrypt: (token: string) => string;
  decrypt: (ciphertext: string) => string | undefined;
};

const KEY_CONTEXT = 'carbon-ledger:calculator-invite-token:v1';

/** A cipher for invite tokens bound to the server's session secret. */
export function createInviteTokenCipher(sessionSecret: string): InviteTokenCipher {
  const key = createHash('sha256').update(`${KEY_CONTEXT}:${sessionSecret}`).digest();
  return {
    encrypt: (token) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
    },
    decrypt: (ciphertext) => {
      try {
        const raw = Buffer.from(ciphertext, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        // A changed session secret makes old links unreadable to the panel; resending makes a new one.
        return undefined;
      }
    },
  };
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
