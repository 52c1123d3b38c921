// The embedded database (PGlite, PostgreSQL compiled to WebAssembly) in a worker thread of its own. Its
// work is synchronous WebAssembly: on the main thread a large query would stall every other request. The
// main thread talks to it in the PostgreSQL wire protocol (see embedded-engine.ts), so the app uses the
// same node-postgres driver as with a PostgreSQL server. Plain JavaScript: Node starts workers from files
// it can run without a TypeScript loader.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** `loadDataDir`: a dump (`dumpDataDir`) to start an in-memory database from instead of an empty one. */
const { dataDir, loadDataDir } = workerData;

/** PGlite may throw plain objects: keep whatever explains the failure. */
const describe = (error) => {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return JSON.stringify(error) ?? String(error);
};

const post = (message, transfer) => parentPort.postMessage(message, transfer ?? []);

let database;
try {
  database = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([readFileSync(loadDataDir)]) } : {}),
  });
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
  // Output outside `execute` belongs to no connection.
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

/**
 * The statement names each connection's Parse messages gave (`named-statements.ts` prepares repeated
 * reads): the connections share the one session, where a statement outlives the connection that
 * prepared it, so they are deallocated once it is gone.
 */
const namedStatements = new Map();
const nameDecoder = new TextDecoder();

/**
 * Walks a batch's messages (a type byte, then a length) once: notes the statement names its Parse
 * messages give, and answers whether the batch ends where another connection may follow, with Sync or
 * a simple Query (or it is a startup packet, which has no type byte). node-postgres writes a whole
 * extended query in one go, so this holds for every batch it sends; anything else keeps the session with
 * its connection until it does.
 */
function readBatch(connection, bytes) {
  if (bytes.byteLength < 5 || bytes[0] === 0) return { endsComplete: true };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let last = 0;
  for (let offset = 0; offset + 5 <= bytes.byteLength; offset += 1 + view.getInt32(offset + 1)) {
    last = bytes[offset];
    if (last === 80 /* P */) rememberStatementName(connection, bytes, offset);
  }
  return { endsComplete: last === 83 /* S */ || last === 81 /* Q */ };
}

/** The name a Parse message at `offset` gives its statement, if any (unnamed ones are not kept). */
function rememberStatementName(connection, bytes, offset) {
  const end = bytes.indexOf(0, offset + 5);
  if (end <= offset + 5) return;
  const names = namedStatements.get(connection) ?? new Set();
  names.add(nameDecoder.decode(bytes.subarray(offset + 5, end)));
  namedStatements.set(connection, names);
}

/** A simple Query message ('Q', length, text, NUL) preceded by Sync, whose answer goes nowhere. */
function simpleQuery(text) {
  const encoded = new TextEncoder().encode(`${text}\0`);
  const bytes = new Uint8Array(5 + 5 + encoded.byteLength);
  const view = new DataView(bytes.buffer);
  bytes[0] = 83;
  view.setInt32(1, 4);
  bytes[5] = 81;
  view.setInt32(6, 4 + encoded.byteLength);
  bytes.set(encoded, 10);
  return bytes;
}

/**
 * Every connection of the pool on the one session: batches run one at a time in arrival order, except
 * that a connection inside a transaction (or in the middle of a query) owns the session until it leaves
 * it, and the others' batches wait here. The next batch starts as soon as one ends, without waiting for
 * the main thread in between.
 */
const waiting = [];
let owner;
let isRunning = false;
let isClosing = false;

async function runBatch(batch) {
  const { endsComplete } = readBatch(batch.connection, batch.bytes);
  try {
    const answer = await execute(batch.bytes);
    const isHeld = database.isInTransaction() || !endsComplete;
    owner = isHeld ? batch.connection : undefined;
    post({ type: 'answer', id: batch.id, bytes: answer }, [answer.buffer]);
  } catch (error) {
    post({ type: 'answer', id: batch.id, error: describe(error) });
  }
}

/** The whole data directory as a tar archive, for `loadDataDir` (tests start from a migrated one). */
async function dump(request) {
  try {
    const archive = await database.dumpDataDir('none');
    const bytes = new Uint8Array(await archive.arrayBuffer());
    post({ type: 'dumped', id: request.id, bytes }, [bytes.buffer]);
  } catch (error) {
    post({ type: 'dumped', id: request.id, error: describe(error) });
  }
}

/**
 * Ends what a connection that went away left open, so the session serves the others again, and frees the
 * statements it prepared.
 */
async function release(connection) {
  if (owner === connection) {
    owner = undefined;
    // Sync ends a query left half sent; ROLLBACK the transaction.
    await execute(simpleQuery('ROLLBACK')).catch(() => {});
  }
  const names = namedStatements.get(connection);
  namedStatements.delete(connection);
  // One at a time: a name whose Parse had failed exists not, and its error must not stop the others.
  for (const name of names ?? []) {
    await execute(simpleQuery(`DEALLOCATE "${name.replaceAll('"', '""')}"`)).catch(() => {});
  }
}

async function pump() {
  if (isRunning) return;
  isRunning = true;
  try {
    for (;;) {
      const index = owner === undefined ? 0 : waiting.findIndex((item) => item.connection === owner);
      const next = index === -1 ? undefined : waiting[index];
      if (!next) break;
      waiting.splice(index, 1);
      if (next.type === 'exec') await runBatch(next);
      else if (next.type === 'dump') await dump(next);
      else await release(next.connection);
    }
    if (isClosing && waiting.length === 0) {
      isClosing = false;
      await database.close();
      post({ type: 'closed' });
      parentPort.close();
    }
  } finally {
    isRunning = false;
  }
}

parentPort.on('message', (message) => {
  if (message.type === 'exec' || message.type === 'dump') {
    waiting.push(message);
  } else if (message.type === 'disconnect') {
    // Its batches not yet run are dropped (nobody reads their answers); an open transaction is rolled back.
    // It goes first: a batch of its connection still running may leave the session held.
    for (let index = waiting.length - 1; index >= 0; index -= 1) {
      if (waiting[index].connection === message.connection) waiting.splice(index, 1);
    }
    waiting.unshift(message);
  } else if (message.type === 'close') {
    isClosing = true;
    owner = undefined;
  }
  void pump();
});
