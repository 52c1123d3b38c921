import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isPublicIpAddress } from './public-address.ts';

/**
 * The one way the server calls an address a user typed (an identity provider's issuer, later web hooks
 * or feeds). `https` only; the host must resolve to public addresses only, checked on the addresses the
 * connection really uses (so DNS rebinding cannot slip a private one in) and again on every redirect;
 * answers are limited in size and time. An operator can allow private addresses (and plain http on them)
 * for services inside their own network.
 */
export type OutgoingPolicy = {
  /** Allow private, loopback and link-local addresses, and http to them (on-premises services). */
  allowPrivateAddresses: boolean;
  timeoutMs?: number;
  maxResponseBytes?: number;
  maxRedirects?: number;
};

export type GuardedFetch = (
  url: string | URL,
  init?: {
    method?: string;
    headers?: Record<string, string> | Headers;
    body?: unknown;
    redirect?: string;
    signal?: AbortSignal | null;
  },
) => Promise<Response>;

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 3;

/**
 * Why an outgoing request was not made or not finished. The message is the same for every cause (a
 * refused address, a closed port, a timeout, a TLS failure), so answers built from it reveal nothing
 * about the network behind the server; `cause` says more for the log.
 */
export class OutgoingRequestError extends Error {
  override name = 'OutgoingRequestError';
  readonly reason: string;
  constructor(reason: string) {
    super('The address could not be reached.');
    this.reason = reason;
  }
}

function assertAllowedUrl(url: URL, policy: OutgoingPolicy): void {
  if (url.username || url.password) throw new OutgoingRequestError('credentials in the address');
  const isPlainHttp = url.protocol === 'http:';
  if (url.protocol !== 'https:' && !(isPlainHttp && policy.allowPrivateAddresses)) {
    throw new OutgoingRequestError(`protocol ${url.protocol} is not allowed`);
  }
  // The URL parser already turns 2130706433, 0177.0.0.1 and 0x7f.1 into 127.0.0.1.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const isPublic = isPublicIpAddress(host);
    if (!isPublic && !policy.allowPrivateAddresses)
      throw new OutgoingRequestError(`address ${host} is not public`);
    if (isPlainHttp && isPublic) throw new OutgoingRequestError('plain http to a public address');
  }
}

/** DNS lookup that refuses to hand a connection any non-public address. */
function createGuardedLookup(policy: OutgoingPolicy, isPlainHttp: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const isAnyPrivate = addresses.some((entry) => !isPublicIpAddress(entry.address));
      if (isAnyPrivate && !policy.allowPrivateAddresses) {
        return callback(new OutgoingRequestError(`${hostname} resolves to a non-public address`), '', 0);
      }
      if (isPlainHttp && !isAnyPrivate) {
        return callback(new OutgoingRequestError('plain http to a public address'), '', 0);
      }
      const first = addresses[0];
      if (!first) return callback(new OutgoingRequestError(`${hostname} has no address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

function toHeaderRecord(headers: Record<string, string> | Headers | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  return { ...headers };
}

async function readBodyText(body: unknown): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(new Uint8Array(body));
  throw new OutgoingRequestError('unsupported request body');
}

function requestOnce(
  url: URL,
  init: { method: string; headers: Record<string, string>; body: Buffer | undefined },
  policy: Required<OutgoingPolicy>,
  signal: AbortSignal,
): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  assertAllowedUrl(url, policy);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: init.method,
        headers: init.headers,
        lookup: createGuardedLookup(policy, url.protocol === 'http:'),
        signal,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxResponseBytes) {
            incoming.destroy(new OutgoingRequestError('answer too large'));
            return;
          }
          chunks.push(chunk);
        });
        incoming.on('error', (error) => reject(error));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 502,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', (error) => reject(error));
    outgoing.end(init.body);
  });
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** A fetch-compatible function that applies `policy` to every request and every redirect. */
export function createGuardedFetch(policy: OutgoingPolicy): GuardedFetch {
  const limits: Required<OutgoingPolicy> = {
    allowPrivateAddresses: policy.allowPrivateAddresses,
    timeoutMs: policy.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxResponseBytes: policy.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    maxRedirects: policy.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
  };
  return async (input, init = {}) => {
    const timeout = AbortSignal.timeout(limits.timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let url = new URL(String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = await readBodyText(init.body);
    const headers = toHeaderRecord(init.headers);
    try {
      for (let hop = 0; ; hop += 1) {
        const answer = await requestOnce(url, { method, headers, body }, limits, signal);
        const location = answer.headers.location;
        if (REDIRECT_STATUSES.has(answer.status) && location && init.redirect !== 'manual') {
          if (hop >= limits.maxRedirects) throw new OutgoingRequestError('too many redirects');
          url = new URL(location, url); // checked again by requestOnce before connecting
          if (
            answer.status === 303 ||
            ((answer.status === 301 || answer.status === 302) && method === 'POST')
          ) {
            method = 'GET';
            body = undefined;
          }
          continue;
        }
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
          else if (value !== undefined) responseHeaders.set(name, value);
        }
        const responseBody = NULL_BODY_STATUSES.has(answer.status) ? null : new Uint8Array(answer.body);
        return new Response(responseBody, { status: answer.status, headers: responseHeaders });
      }
    } catch (error) {
      if (error instanceof OutgoingRequestError) throw error;
      throw new OutgoingRequestError(error instanceof Error ? error.message : String(error));
    }
  };
}
