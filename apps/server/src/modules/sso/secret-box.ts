import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
/** Fixed context strings: a different purpose derived from the same secret gets a different key. */
const HKDF_SALT = 'carbon-ledger';
const HKDF_INFO = 'sso-client-secret';

export type SecretBox = {
  /** Encrypts a secret for one company; the company id is bound in, so rows cannot be swapped. */
  seal: (plain: string, companyId: string) => string;
  /** Reverses `seal`; throws when the text was altered, belongs to another company or another key. */
  open: (sealed: string, companyId: string) => string;
};

/**
 * AES-256-GCM with a key derived by HKDF-SHA256 from the session secret, so an installation has
 * one secret to keep and a copied database alone does not reveal the providers' client secrets.
 */
export function createSecretBox(sessionSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, HKDF_SALT, HKDF_INFO, 32));
  return {
    seal: (plain, companyId) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(companyId));
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), encrypted].map(toText).join('.');
    },
    open: (sealed, companyId) => {
      const [version, iv, tag, encrypted] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || encrypted === undefined) {
        throw new Error('Unknown format of a sealed secret.');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(companyId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

function toText(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
