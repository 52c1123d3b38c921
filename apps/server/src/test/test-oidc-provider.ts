import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export type TestOidcAccount = {
  email?: string;
  /** Left out: the provider says nothing about verification. */
  isEmailVerified?: boolean;
  givenName?: string;
  familyName?: string;
};

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People who can sign in, by the login name typed on the provider's sign-in form (also their `sub`). */
  accounts: Map<string, TestOidcAccount>;
  close: () => Promise<void>;
};

/** Skips the consent screen as company providers do for an admin-approved app. */
async function grantEverything(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.session?.accountId;
  if (!client || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  if (grantId) return oidc.provider.Grant.find(grantId);
  const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback with one confidential client. Its
 * sign-in form is oidc-provider's development interaction: any password, the login names an account.
 */
export async function startTestOidcProvider(options: {
  redirectUris: string[];
  /** 'localhost' keeps the provider's cookies apart from an app on 127.0.0.1 in a browser. */
  host?: '127.0.0.1' | 'localhost';
}): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const clientId = 'carbon-ledger';
  const clientSecret = 'test-client-secret-0123456789';
  const accounts = new Map<string, TestOidcAccount>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          ...(account.email ? { email: account.email } : {}),
          ...(account.isEmailVerified === undefined ? {} : { email_verified: account.isEmailVerified }),
          ...(account.givenName ? { given_name: account.givenName } : {}),
          ...(account.familyName ? { family_name: account.familyName } : {}),
        }),
      };
    },
    loadExistingGrant: grantEverything,
    // The app must use PKCE even as a confidential client.
    pkce: { required: () => true },
    cookies: { keys: ['test-oidc-provider-cookie-key'] },
    // Explicit lifetimes; oidc-provider otherwise prints a notice for each default it falls back to.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function storeCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

/**
 * Plays the person at the provider without a browser: follows redirects, fills the sign-in form
 * with `login`, and stops at the redirect back to the app. Returns that URL (with code and state).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  redirectUri: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      headers: { cookie },
      redirect: 'manual',
    });
    storeCookies(jar, response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next;
      url = next;
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !prompt) {
      throw new Error(`unexpected answer from the provider (${response.status}):\n${html.slice(0, 2000)}`);
    }
    url = new URL(action.replaceAll('&amp;', '&'), url);
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('the provider did not redirect back within 20 steps');
}
