import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** An internal service the server can reach but the company owner must not probe through it. */
describe('single sign-on issuers are fetched only from public addresses', () => {
  let testApp: TestApp;
  let owner: SignedInClient;
  let internal: Server;
  let port: number;
  let numReached = 0;

  beforeAll(async () => {
    internal = createServer((_request, response) => {
      numReached += 1;
      response.setHeader('content-type', 'application/json');
      response.end('{"issuer":"internal"}');
    });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    port = (internal.address() as AddressInfo).port;
    testApp = await createTestApp({ publicUrl: 'https://app.test' });
    const company = await buildCompany(testApp.app.database.db);
    const user = await buildUser(testApp.app.database.db, { companyId: company.id, role: 'owner' });
    owner = await signInAs(testApp.app, user.email);
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => internal.close(() => resolve()));
  });

  const save = (issuer: string) =>
    owner.inject({
      method: 'PUT',
      url: '/api/company/sso',
      payload: {
        issuer,
        clientId: 'client',
        clientSecret: 'secret',
        emailDomain: 'guarded.test',
        defaultRole: 'viewer',
        isEnabled: true,
      },
    });

  it.each([
    ['loopback over http', () => `http://127.0.0.1:${port}`],
    ['loopback over https', () => `https://127.0.0.1:${port}`],
    ['the decimal form of 127.0.0.1', () => `https://2130706433:${port}`],
    ['an IPv4-mapped IPv6 address', () => `https://[::ffff:127.0.0.1]:${port}`],
    ['a name that resolves to loopback', () => `https://localhost:${port}`],
    ['cloud metadata', () => 'https://169.254.169.254'],
  ])('refuses %s without reaching it', async (_label, issuer) => {
    const response = await save(issuer());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'issuer', message: 'validation.sso.issuerUnreachable' },
    ]);
    expect(numReached).toBe(0);
  });

  it('answers an open port and a closed port alike', async () => {
    const open = (await save(`https://127.0.0.1:${port}`)).json().error;
    const closed = (await save('https://127.0.0.1:1')).json().error;
    expect(closed.details).toEqual(open.details);
    expect(closed.message.replace(/https:\/\/\S+/, 'URL')).toBe(open.message.replace(/https:\/\/\S+/, 'URL'));
    expect(open.message).not.toMatch(/ECONN|refused|timeout|certificate|TLS/i);
  });
});
