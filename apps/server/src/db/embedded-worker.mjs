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
        const answer = await database.execProtocolRaw(message.bytes);
        // A copy of exactly the answer, moved (not cloned) to the main thread.
        const bytes = answer.slice();
        post({ type: 'answer', id: message.id, bytes }, [bytes.buffer]);
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
