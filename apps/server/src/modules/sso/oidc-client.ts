import * as oidc from 'openid-client';
import type { GuardedFetch } from '../../outgoing/guarded-fetch.ts';

export type ProviderCredentials = { issuer: string; clientId: string; clientSecret: string };

/** The parts of a provider's answer the sign-in needs; the rest of the claims are ignored. */
export type ProviderIdentity = {
  subject: string;
  email: string | undefined;
  /** undefined when the provider does not say (many enterprise directories never do). */
  isEmailVerified: boolean | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
  locale: string | undefined;
};

/** A provider that takes longer than this to answer is treated as unreachable. */
const REQUEST_TIMEOUT_SECONDS = 10;
/** Discovery documents and signing keys change rarely; this spares two round trips per sign-in. */
const CACHE_TTL_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';

type CacheEntry = { expiresAt: number; configuration: Promise<oidc.Configuration> };
/** Per guard, so a server that allows private issuers never lends its discoveries to one that does not. */
const caches = new WeakMap<GuardedFetch, Map<string, CacheEntry>>();

function selectClientAuth(metadata: oidc.ServerMetadata, clientSecret: string): oidc.ClientAuth {
  // client_secret_basic is the OpenID Connect default; post only when the provider says it is all it takes.
  const methods = metadata.token_endpoint_auth_methods_supported;
  if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
    return oidc.ClientSecretPost(clientSecret);
  }
  return oidc.ClientSecretBasic(clientSecret);
}

async function runDiscovery(credentials: ProviderCredentials, guardedFetch: GuardedFetch) {
  const issuerUrl = new URL(credentials.issuer);
  // Whether plain http may be used at all is the guard's decision (private providers the operator allows).
  const execute = issuerUrl.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
  const discovered = await oidc.discovery(issuerUrl, credentials.clientId, undefined, undefined, {
    execute,
    timeout: REQUEST_TIMEOUT_SECONDS,
    // Every request to the provider (discovery, keys, token, userinfo) goes through the outgoing guard.
    [oidc.customFetch]: guardedFetch as oidc.CustomFetch,
  });
  const metadata = discovered.serverMetadata();
  const configuration = new oidc.Configuration(
    metadata,
    credentials.clientId,
    { client_secret: credentials.clientSecret },
    selectClientAuth(metadata, credentials.clientSecret),
  );
  configuration.timeout = REQUEST_TIMEOUT_SECONDS;
  configuration[oidc.customFetch] = guardedFetch as oidc.CustomFetch;
  for (const method of execute) method(configuration);
  return configuration;
}

/**
 * The provider's configuration, discovered from `${issuer}/.well-known/openid-configuration`
 * (openid-client checks that the document names the same issuer), fetched through the outgoing guard.
 * Cached per guard and credentials.
 */
export function discoverProvider(
  credentials: ProviderCredentials,
  guardedFetch: GuardedFetch,
  now = Date.now(),
): Promise<oidc.Configuration> {
  const cache = caches.get(guardedFetch) ?? new Map<string, CacheEntry>();
  caches.set(guardedFetch, cache);
  const key = JSON.stringify([credentials.issuer, credentials.clientId, credentials.clientSecret]);
  const cached = cache.get(key);
  if (cached && cached.expiresAt > now) return cached.configuration;
  const configuration = runDiscovery(credentials, guardedFetch);
  cache.set(key, { expiresAt: now + CACHE_TTL_MS, configuration });
  // A failure must not be remembered: the next attempt asks the provider again.
  configuration.catch(() => {
    if (cache.get(key)?.configuration === configuration) cache.delete(key);
  });
  return configuration;
}

/** The issuer identifier as the provider itself spells it (the stable half of an identity). */
export function readIssuer(configuration: oidc.Configuration): string {
  return configuration.serverMetadata().issuer;
}

export type AuthorizationChecks = { codeVerifier: string; state: string; nonce: string };

/** Fresh PKCE verifier, state and nonce for one sign-in. */
export function createAuthorizationChecks(): AuthorizationChecks {
  return {
    codeVerifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
  };
}

/** The URL that sends the person to the provider: authorization code flow with PKCE (S256). */
export async function buildAuthorizationUrl(
  configuration: oidc.Configuration,
  input: { redirectUri: string; checks: AuthorizationChecks; loginHint: string },
): Promise<string> {
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(input.checks.codeVerifier),
    code_challenge_method: 'S256',
    state: input.checks.state,
    nonce: input.checks.nonce,
    login_hint: input.loginHint,
  });
  return url.href;
}

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Exchanges the authorization code (with the PKCE verifier) and validates the ID token, its
 * nonce and the state, all by openid-client. Claims missing from the ID token are read from the
 * userinfo endpoint, where providers that keep ID tokens small put them.
 */
export async function exchangeCode(
  configuration: oidc.Configuration,
  input: { callbackUrl: URL; redirectUri: string; checks: AuthorizationChecks },
): Promise<ProviderIdentity> {
  const tokens = await oidc.authorizationCodeGrant(
    configuration,
    input.callbackUrl,
    {
      pkceCodeVerifier: input.checks.codeVerifier,
      expectedState: input.checks.state,
      expectedNonce: input.checks.nonce,
      idTokenExpected: true,
    },
    { redirect_uri: input.redirectUri },
  );
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('The provider answered without an ID token.');
  let claims: Record<string, unknown> = idClaims;
  if (!readString(idClaims.email) && tokens.access_token) {
    const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    claims = { ...userInfo, ...idClaims, email: userInfo.email, email_verified: userInfo.email_verified };
  }
  const verified = claims.email_verified;
  return {
    subject: idClaims.sub,
    email: readString(claims.email)?.toLowerCase(),
    // Some providers send the flag as the string "true"/"false".
    isEmailVerified: verified === undefined ? undefined : verified === true || verified === 'true',
    givenName: readString(claims.given_name),
    familyName: readString(claims.family_name),
    name: readString(claims.name),
    locale: readString(claims.locale),
  };
}
