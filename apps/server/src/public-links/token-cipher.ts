import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Keeps a link's token readable for the company that mails it again (a reminder, the inviter's panel):
 * AES-256-GCM with a key derived from the session secret and a context per use, so a database dump alone
 * gives no usable link.
 */
export type TokenCipher = {
  encrypt: (token: string) => string;
  decrypt: (ciphertext: string) => string | undefined;
};

/** A cipher bound to the server's session secret and one context (`carbon-ledger:public-link:v1`, …). */
export function createTokenCipher(sessionSecret: string, context: string): TokenCipher {
  const key = createHash('sha256').update(`${context}:${sessionSecret}`).digest();
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
        // A changed session secret makes old tokens unreadable; issuing the link again makes a new one.
        return undefined;
      }
    },
  };
}
