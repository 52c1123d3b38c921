// The embedded database (PGlite, PostgreSQL compiled to WebAssembly) in a worker thread of its own. Its
// work is synchronous WebAssembly: on the main thread a large query would stall every other request. The
// main thread talks to it in the PostgreSQL wire protocol (see embedded-engine.ts), so the app uses the
// same node-postgres driver as with a PostgreSQL server. Plain JavaScript: Node starts workers from files
// it can run without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir } = workerData;

/** One message at a time, in arrival order: PGlite has one session, shared by every connection. */
let queue = Promise.resolve();
const enqueue = (task) => {
  queue = queue.then(task, task);
};

/** PGlite may throw plain objects: keep whatever explains the failure. */
const describe = (error) => {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return JSON.stringify(error) ?? String(error);
};

const post = (message, transfer) => parentPort.postMessage(message, transfer ?? []);

let database;
try {
  database = await PGlite.create(dataDir ? { dataDir } : {});
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', message: describe(error) });
  process.exit(1);
}

/**
 * The answer collected while PGlite runs one message: its output arrives in chunks (views into its memory)
 * and is copied here as it comes. `execProtocolRaw` would also decode every row of the answer into
 * JavaScript values (its own result parser) only for them to be dropped, about half the worker's time on
 * large reads; the stream variant hands over the bytes alone.
 */
let answerBuffer = new Uint8Array(64 * 1024);
let answerLength = 0;
let isCollecting = false;

const collect = (chunk) => {
  // Output outside `execute` (PGlite's own `exec` on connect) belongs to no connection.
  if (!isCollecting) return;
  const needed = answerLength + chunk.byteLength;
  if (needed > answerBuffer.byteLength) {
    const grown = new Uint8Array(Math.max(needed, answerBuffer.byteLength * 2));
    grown.set(answerBuffer.subarray(0, answerLength));
    answerBuffer = grown;
  }
  answerBuffer.set(chunk, answerLength);
  answerLength = needed;
};

/** Runs one batch of wire-protocol messages; the answer is a buffer of its own, ready to be moved. */
async function execute(bytes) {
  answerLength = 0;
  isCollecting = true;
  try {
    await database.execProtocolRawStream(bytes, { onRawData: collect });
  } finally {
    isCollecting = false;
  }
  const answer = answerBuffer.slice(0, answerLength);
  // A rare huge answer (an export) does not keep its buffer for good.
  if (answerBuffer.byteLength > 16 * 1024 * 1024) answerBuffer = new Uint8Array(64 * 1024);
  return answer;
}

parentPort.on('message', (message) => {
  if (message.type === 'connect') {
    // A new connection never inherits a transaction a broken one left open.
    enqueue(async () => {
      if (database.isInTransaction?.() !== false) await database.exec('ROLLBACK').catch(() => {});
    });
    return;
  }
  if (message.type === 'exec') {
    enqueue(async () => {
      try {
        const answer = await execute(message.bytes);
        post({ type: 'answer', id: message.id, bytes: answer }, [answer.buffer]);
      } catch (error) {
        post({ type: 'answer', id: message.id, error: describe(error) });
      }
    });
    return;
  }
  if (message.type === 'close') {
    enqueue(async () => {
      await database.close();
      post({ type: 'closed' });
      parentPort.close();
    });
  }
});
