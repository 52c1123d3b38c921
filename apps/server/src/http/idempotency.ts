import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { idempotentRequests } from '../db/schema/idempotency.ts';
import { AppError } from './app-error.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How long a first answer is kept for replay. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** Printable ASCII, no spaces: a UUID, a ULID or any client-chosen token. */
const KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;

function hashRequestBody(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body) ?? '')
    .digest('hex');
}

function readKey(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_SHAPE.test(header)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
      [{ path: 'Idempotency-Key', message: 'validation.invalid' }],
    );
  }
  return header;
}

/**
 * Runs a write at most once per `Idempotency-Key` of a company. The first request claims the key
 * atomically (a second server process sees the same claim), runs, and stores its answer; a retry with
 * the same key and body gets that answer again (`Idempotent-Replayed: true`) without writing. A retry
 * while the first is still running answers 409; a key reused for another body answers 409 too. A failed
 * first request frees its key, so the retry does the work. Without the header the write just runs.
 */
export async function runIdempotently<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { companyId: string; scope: string },
  run: () => Promise<T>,
): Promise<T> {
  const key = readKey(request);
  if (key === undefined) return run();
  const now = new Date();
  const requestHash = hashRequestBody(request.body);
  const ofKey = and(eq(idempotentRequests.companyId, options.companyId), eq(idempotentRequests.key, key));

  await db
    .delete(idempotentRequests)
    .where(and(eq(idempotentRequests.companyId, options.companyId), lt(idempotentRequests.expiresAt, now)));
  const claimed = await db
    .insert(idempotentRequests)
    .values({
      companyId: options.companyId,
      key,
      scope: options.scope,
      requestHash,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });

  if (claimed.length === 0) {
    const [first] = await db.select().from(idempotentRequests).where(ofKey);
    if (!first) throw new AppError('CONFLICT', 'This Idempotency-Key is being freed. Please try again.');
    if (first.scope !== options.scope || first.requestHash !== requestHash) {
      throw new AppError('CONFLICT', 'This Idempotency-Key was used for a different request.');
    }
    if (first.status === null) {
      throw new AppError('CONFLICT', 'The first request with this Idempotency-Key is still running.');
    }
    reply.header('idempotent-replayed', 'true');
    reply.status(first.status);
    return first.response as T;
  }

  try {
    const answer = await run();
    await db
      .update(idempotentRequests)
      .set({ status: reply.statusCode, response: answer as object })
      .where(ofKey);
    return answer;
  } catch (error) {
    await db.delete(idempotentRequests).where(ofKey);
    throw error;
  }
}
