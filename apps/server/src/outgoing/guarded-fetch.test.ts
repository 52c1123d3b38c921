import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch, OutgoingRequestError } from './guarded-fetch.ts';
import { isPublicIpAddress } from './public-address.ts';

describe('isPublicIpAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.20.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['64:ff9b::7f00:1', false],
    ['2002:7f00:1::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicIpAddress(address)).toBe(expected);
  });
});

describe('the outgoing guard', () => {
  let server: Server;
  let port: number;
  let numRequests = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      numRequests += 1;
      if (request.url === '/large') return response.end('x'.repeat(2 * 1024 * 1024));
      if (request.url === '/slow') return; // never answers
      if (request.url === '/to-public-http') {
        response.writeHead(302, { location: 'http://8.8.8.8/' });
        return response.end();
      }
      if (request.url === '/loop') {
        response.writeHead(302, { location: '/loop' });
        return response.end();
      }
      if (request.url === '/hop') {
        response.writeHead(302, { location: '/ok' });
        return response.end();
      }
      response.setHeader('content-type', 'application/json');
      response.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const strict = createGuardedFetch({ allowPrivateAddresses: false });

  it.each([
    ['plain http', () => `http://127.0.0.1:${port}/ok`],
    ['loopback over https', () => `https://127.0.0.1:${port}/ok`],
    ['the decimal form of 127.0.0.1', () => `https://2130706433:${port}/ok`],
    ['the octal form of 127.0.0.1', () => `https://0177.0.0.1:${port}/ok`],
    ['the hexadecimal form of 127.0.0.1', () => `https://0x7f.1:${port}/ok`],
    ['an IPv4-mapped IPv6 loopback', () => `https://[::ffff:127.0.0.1]:${port}/ok`],
    ['IPv6 loopback', () => `https://[::1]:${port}/ok`],
    ['cloud metadata', () => 'https://169.254.169.254/latest/meta-data/'],
    ['a name that resolves to loopback', () => `https://localhost:${port}/ok`],
    ['credentials in the address', () => 'https://user:secret@example.org/'],
    ['another scheme', () => 'file:///etc/passwd'],
  ])('refuses %s without sending anything', async (_label, url) => {
    const before = numRequests;
    const error = await strict(url()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutgoingRequestError);
    expect((error as Error).message).toBe('The address could not be reached.');
    expect(numRequests).toBe(before);
  });

  it('gives the same answer for a closed port as for a refused address', async () => {
    const relaxed = createGuardedFetch({ allowPrivateAddresses: true });
    const closed = await relaxed('http://127.0.0.1:1/').catch((caught: Error) => caught.message);
    const refused = await strict(`https://127.0.0.1:${port}/`).catch((caught: Error) => caught.message);
    expect(closed).toBe(refused);
  });

  describe('with private addresses allowed by the operator', () => {
    const relaxed = createGuardedFetch({ allowPrivateAddresses: true, timeoutMs: 500 });

    it('fetches from a private address and follows a redirect there', async () => {
      const response = await relaxed(`http://127.0.0.1:${port}/hop`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    });

    it('checks every redirect: plain http to a public address is refused before connecting', async () => {
      await expect(relaxed(`http://127.0.0.1:${port}/to-public-http`)).rejects.toBeInstanceOf(
        OutgoingRequestError,
      );
    });

    it('stops after a few redirects', async () => {
      await expect(relaxed(`http://127.0.0.1:${port}/loop`)).rejects.toBeInstanceOf(OutgoingRequestError);
    });

    it('leaves a redirect to the caller that asks so', async () => {
      const response = await relaxed(`http://127.0.0.1:${port}/hop`, { redirect: 'manual' });
      expect(response.status).toBe(302);
    });

    it('refuses an answer larger than the limit', async () => {
      await expect(relaxed(`http://127.0.0.1:${port}/large`)).rejects.toBeInstanceOf(OutgoingRequestError);
    });

    it('gives up on a server that does not answer in time', async () => {
      const startedAt = Date.now();
      await expect(relaxed(`http://127.0.0.1:${port}/slow`)).rejects.toBeInstanceOf(OutgoingRequestError);
      expect(Date.now() - startedAt).toBeLessThan(3000);
    });
  });
});
