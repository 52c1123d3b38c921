import { z } from 'zod';
import { emailSchema } from '../validation/email.ts';
import { selectTypeErrorKey } from '../validation/message-keys.ts';
import { sessionUserSchema } from './auth.ts';

/** Roles single sign-on can give new members; owner is never handed out by a provider. */
export const SSO_DEFAULT_ROLES = ['admin', 'editor', 'viewer'] as const;
export type SsoDefaultRole = (typeof SSO_DEFAULT_ROLES)[number];

/** Where the identity provider sends people back to; the SPA route of the same name. */
export const SSO_CALLBACK_PATH = '/oauth2/callback';

/**
 * Mailbox providers anyone can sign up with. A company claiming one of these would make its
 * provider the gatekeeper of strangers' accounts, so they are refused.
 */
export const PUBLIC_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'mail.com',
];

const DOMAIN_SHAPE =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Tells whether a URL points at this machine, where plain http is acceptable (tests, local providers). */
export function isLoopbackUrl(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

/** An issuer must be https, except on loopback; anything else would send the client secret in clear. */
export function isAcceptableIssuerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.search || url.hash) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl(url));
  } catch {
    return false;
  }
}

/** Returns the domain part of an email address, lower-cased. */
export function getEmailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

const requiredText = (max: number) =>
  z
    .string({ error: selectTypeErrorKey })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.invalid' });

/** `example.org`; a leading '@' is forgiven and the value is stored lower-cased. */
export const ssoEmailDomainSchema = z
  .string({ error: selectTypeErrorKey })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.required', abort: true })
      .regex(DOMAIN_SHAPE, { error: 'validation.sso.emailDomain', abort: true })
      .refine((value) => !PUBLIC_EMAIL_DOMAINS.includes(value), {
        error: 'validation.sso.publicEmailDomain',
      }),
  );

/**
 * `PUT /api/company/sso` and `POST /api/sso/setup/:token`. The client secret is write-only: left
 * out (or blank) on an update, the stored one is kept; a first save needs it.
 */
export const ssoConfigInputSchema = z.object(
  {
    issuer: requiredText(2048).refine(isAcceptableIssuerUrl, { error: 'validation.sso.issuerUrl' }),
    clientId: requiredText(512),
    clientSecret: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(2048, { error: 'validation.invalid' })
      .nullish()
      .transform((value) => value || undefined),
    emailDomain: ssoEmailDomainSchema,
    defaultRole: z.enum(SSO_DEFAULT_ROLES, { error: 'validation.invalid' }),
    isEnabled: z.boolean({ error: 'validation.invalid' }).default(true),
  },
  { error: selectTypeErrorKey },
);
export type SsoConfigInput = z.input<typeof ssoConfigInputSchema>;
export type SsoConfigForm = z.output<typeof ssoConfigInputSchema>;

/** A company's settings as answered: never the client secret, only whether one is stored. */
export const ssoConfigSchema = z.object({
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  emailDomain: z.string(),
  defaultRole: z.enum(SSO_DEFAULT_ROLES),
  isEnabled: z.boolean(),
  updatedAt: z.string(),
  /** Sign-in uses the settings only once the company proved the email domain is its own. */
  isDomainVerified: z.boolean(),
  /** The DNS TXT record that proves it (the other way: a code mailed to an address at the domain). */
  domainTxtRecord: z.object({ name: z.string(), value: z.string() }),
});
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

/** `POST /api/company/sso/domain/code`: mail a code to this address at the claimed domain. */
export const ssoDomainCodeRequestSchema = z.object({ email: emailSchema }, { error: selectTypeErrorKey });

/** `POST /api/company/sso/domain/code/confirm`: the 8-digit code from that mail. */
export const ssoDomainCodeConfirmSchema = z.object(
  {
    code: z
      .string({ error: selectTypeErrorKey })
      .trim()
      .regex(/^\d{8}$/, { error: 'validation.sso.domainCodeWrong' }),
  },
  { error: selectTypeErrorKey },
);

/** `GET /api/company/sso`: `sso` is null until configured; `redirectUri` is what to register at the provider. */
export const ssoConfigResponseSchema = z.object({
  sso: ssoConfigSchema.nullable(),
  redirectUri: z.string(),
});
export type SsoConfigResponse = z.infer<typeof ssoConfigResponseSchema>;

/** `POST /api/company/sso/setup-link`: a single-use link for someone without an account. */
export const ssoSetupLinkResponseSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type SsoSetupLink = z.infer<typeof ssoSetupLinkResponseSchema>;

/** `/api/sso/setup/:token`. */
export const ssoSetupTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** `GET /api/sso/setup/:token`: what the setup page shows before the form. */
export const ssoSetupDetailsSchema = ssoConfigResponseSchema.extend({
  companyInfo: z.object({ brand: z.string() }),
  expiresAt: z.string(),
});
export type SsoSetupDetails = z.infer<typeof ssoSetupDetailsSchema>;

/** `POST /api/auth/sso/start`. */
export const ssoStartRequestSchema = z.object(
  {
    email: emailSchema,
    redirectPath: z.string().max(2048).optional(),
  },
  { error: selectTypeErrorKey },
);

/** The provider's authorization URL, for the SPA to navigate to. */
export const ssoStartResponseSchema = z.object({ url: z.string() });

/** `POST /api/auth/sso/callback`: the query string the provider sent to `/oauth2/callback`. */
export const ssoCallbackRequestSchema = z.object({ query: z.string().max(8192) });

/** Signed in: the session user, and where the person wanted to go before signing in. */
export const ssoCallbackResponseSchema = z.object({
  data: sessionUserSchema,
  redirectPath: z.string().nullable(),
});
