// A small closed-loop HTTP/1.1 load generator for loopback benchmarks: `connections` keep-alive sockets,
// each sending its next request as soon as the answer to the last one is complete, for `durationMs`.
// Raw sockets and a minimal parser keep the generator's own cost low, since it shares the machine's
// cores with the server it measures. Answers must carry Content-Length (Fastify's always do).
import { connect, type Socket } from 'node:net';
import { percentile } from '../support.ts';

export type LoadOptions = {
  port: number;
  path: string;
  headers?: Record<string, string>;
  connections: number;
  durationMs: number;
  /**
   * Looks at every complete answer (its status line and headers as text, and its body) and says whether
   * it is the one expected; answers it refuses are counted in `rejected`. Called on the generator's own
   * thread, so it should be cheap.
   */
  check?: (answer: LoadAnswer) => boolean;
};

export type LoadAnswer = { status: number; head: string; body: Buffer };

export type LoadFigures = {
  requests: number;
  /** Answers with a status other than 2xx. */
  errors: number;
  /** Answers that `check` refused (0 without a check). */
  rejected: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
};

const LOOPBACK = '127.0.0.1';
const MAX_CONNECTIONS = 1000;
const MAX_DURATION_MS = 10 * 60 * 1000;
const HEADER_END = Buffer.from('\r\n\r\n');

function parseHead(head: string): { status: number; contentLength: number } {
  const status = Number.parseInt(head.slice(9, 12), 10);
  const match = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (!match?.[1]) throw new Error(`An answer without Content-Length: ${head.split('\r\n')[0]}`);
  return { status, contentLength: Number.parseInt(match[1], 10) };
}

/** Runs the load and resolves with its figures once every connection has had its last answer. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  if (options.connections < 1 || options.connections > MAX_CONNECTIONS)
    throw new Error(`connections must be 1–${MAX_CONNECTIONS}`);
  if (options.durationMs <= 0 || options.durationMs > MAX_DURATION_MS)
    throw new Error('duration must be positive and at most ten minutes');
  const headerLines = Object.entries({ host: `${LOOPBACK}:${options.port}`, ...options.headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const request = Buffer.from(`GET ${options.path} HTTP/1.1\r\n${headerLines}\r\n`);
  const latencies: number[] = [];
  let errors = 0;
  let rejected = 0;
  const { check } = options;
  const startedAt = performance.now();
  const endsAt = startedAt + options.durationMs;

  const drive = (socket: Socket) =>
    new Promise<void>((done, fail) => {
      let buffered: Buffer = Buffer.alloc(0);
      let sentAt = 0;
      const send = () => {
        if (performance.now() >= endsAt) {
          socket.end();
          return done();
        }
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on('data', (chunk: Buffer) => {
        buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
        const headEnd = buffered.indexOf(HEADER_END);
        if (headEnd < 0) return;
        const head = buffered.subarray(0, headEnd).toString('latin1');
        const { status, contentLength } = parseHead(head);
        const total = headEnd + HEADER_END.length + contentLength;
        if (buffered.length < total) return;
        latencies.push(performance.now() - sentAt);
        if (status < 200 || status >= 300) errors += 1;
        if (check && !check({ status, head, body: buffered.subarray(headEnd + HEADER_END.length, total) }))
          rejected += 1;
        buffered = buffered.subarray(total);
        send();
      });
      socket.on('error', fail);
      socket.on('connect', send);
    });

  await Promise.all(
    Array.from({ length: options.connections }, () => drive(connect(options.port, LOOPBACK))),
  );
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rejected,
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}
