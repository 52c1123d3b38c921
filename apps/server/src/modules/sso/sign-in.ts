import { getEmailDomain } from '@carbon-ledger/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { GuardedFetch } from '../../outgoing/guarded-fetch.ts';
import { createSession, type NewSession } from '../auth/session-store.ts';
import type { SsoFlow } from './flow-cookie.ts';
import {
  buildAuthorizationUrl,
  createAuthorizationChecks,
  discoverProvider,
  exchangeCode,
  type ProviderIdentity,
} from './oidc-client.ts';
import { findEnabledSsoConfigByDomain, findSsoConfig, type SsoConfigRow } from './queries.ts';
import type { SecretBox } from './secret-box.ts';
import { linkSsoAccount } from './sso-accounts.ts';

export type SsoSignedIn = { userId: string; companyId: string; role: string; session: NewSession };

const START_AGAIN = 'Please start the sign-in again.';

async function discoverOrFail(box: SecretBox, config: SsoConfigRow, guardedFetch: GuardedFetch) {
  let clientSecret: string;
  try {
    clientSecret = box.open(config.clientSecretEncrypted, config.companyId);
  } catch {
    throw new AppError('BAD_REQUEST', 'The single sign-on settings need their client secret entered again.');
  }
  try {
    return await discoverProvider(
      { issuer: config.issuer, clientId: config.clientId, clientSecret },
      guardedFetch,
    );
  } catch {
    throw new AppError('BAD_REQUEST', 'The identity provider could not be reached. Please try again later.');
  }
}

/** Only paths of this app: an absolute URL must never become a redirect elsewhere. */
function pickSafeRedirectPath(path: string | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/** Finds the company by the email's domain and prepares the trip to its provider. */
export async function startSsoSignIn(
  db: Database,
  box: SecretBox,
  input: { email: string; redirectPath: string | undefined; redirectUri: string; guardedFetch: GuardedFetch },
  now = Date.now(),
): Promise<{ url: string; flow: SsoFlow }> {
  const config = await findEnabledSsoConfigByDomain(db, getEmailDomain(input.email));
  if (!config) throw new AppError('NOT_FOUND', 'No single sign-on is set up for this email domain.');
  const configuration = await discoverOrFail(box, config, input.guardedFetch);
  const checks = createAuthorizationChecks();
  const url = await buildAuthorizationUrl(configuration, {
    redirectUri: input.redirectUri,
    checks,
    loginHint: input.email,
  });
  const flow = {
    ...checks,
    companyId: config.companyId,
    redirectPath: pickSafeRedirectPath(input.redirectPath),
    startedAt: now,
  };
  return { url, flow };
}

function describeProviderError(params: URLSearchParams): string {
  const description = params.get('error_description');
  return `The identity provider did not sign you in (${params.get('error')}${description ? `: ${description}` : ''}).`;
}

/**
 * Decides what the provider's identity may do here. The email is required and must be in the
 * company's domain. `email_verified: false` is refused; a missing flag is accepted, since many
 * company directories (Entra ID, ADFS) never send it and the domain is the company's own.
 */
function checkIdentity(identity: ProviderIdentity, config: SsoConfigRow): string {
  if (!identity.email)
    throw new AppError('FORBIDDEN', 'The identity provider did not share an email address.');
  if (identity.isEmailVerified === false) {
    throw new AppError('FORBIDDEN', 'The identity provider has not verified this email address.');
  }
  if (getEmailDomain(identity.email) !== config.emailDomain) {
    throw new AppError(
      'FORBIDDEN',
      `Only addresses ending in @${config.emailDomain} can sign in with this single sign-on.`,
    );
  }
  return identity.email;
}

/**
 * Completes a sign-in from the provider's redirect: the state must be this browser's, the code
 * is exchanged with the PKCE verifier, the ID token and its nonce are validated; then the
 * person's account and membership are found or created and a session starts.
 */
export async function finishSsoSignIn(
  db: Database,
  box: SecretBox,
  input: {
    flow: SsoFlow | undefined;
    query: string;
    callbackUrl: string;
    redirectUri: string;
    userAgent: string | undefined;
    acceptLanguage: string | undefined;
    guardedFetch: GuardedFetch;
  },
): Promise<SsoSignedIn> {
  const { flow } = input;
  if (!flow)
    throw new AppError('BAD_REQUEST', `This sign-in has expired or was started elsewhere. ${START_AGAIN}`);
  const params = new URLSearchParams(input.query);
  if (params.get('error')) throw new AppError('UNAUTHENTICATED', describeProviderError(params));
  if (params.get('state') !== flow.state) {
    throw new AppError('BAD_REQUEST', `This sign-in does not belong to this browser. ${START_AGAIN}`);
  }
  const config = await findSsoConfig(db, flow.companyId);
  if (!config?.isEnabled)
    throw new AppError('BAD_REQUEST', 'Single sign-on is no longer set up for this company.');
  const configuration = await discoverOrFail(box, config, input.guardedFetch);

  const callbackUrl = new URL(input.callbackUrl);
  callbackUrl.search = params.toString();
  let identity: ProviderIdentity;
  try {
    identity = await exchangeCode(configuration, {
      callbackUrl,
      redirectUri: input.redirectUri,
      checks: flow,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError(
      'UNAUTHENTICATED',
      `The identity provider's answer was not accepted (${reason}). ${START_AGAIN}`,
    );
  }
  const email = checkIdentity(identity, config);
  const account = await linkSsoAccount(db, {
    issuer: config.issuer,
    identity,
    email,
    companyId: config.companyId,
    defaultRole: config.defaultRole,
    acceptLanguage: input.acceptLanguage,
  });
  const session = await createSession(db, {
    userId: account.userId,
    companyId: config.companyId,
    userAgent: input.userAgent,
  });
  return { userId: account.userId, companyId: config.companyId, role: account.role, session };
}
