import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';

/**
 * The main thread's side of the embedded database, which runs in a worker thread (embedded-worker.mjs).
 * `createStream` gives node-postgres a connection: the bytes it writes go to the worker, the answers come
 * back as the bytes a PostgreSQL server would send. The engine has one session; the worker lets one
 * connection at a time hold it through a transaction and queues the others' queries meanwhile.
 */
export type EmbeddedEngine = {
  createStream: () => Duplex;
  /** Called once when the worker stops without being closed (the database is then unreachable). */
  onStopped: (listener: (error: Error) => void) => void;
  /** The data directory as a tar archive, once the queries sent before have run (see `loadDataDir`). */
  dumpDataDir: () => Promise<Uint8Array>;
  close: () => Promise<void>;
};

type WorkerAnswer =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'answer'; id: number; bytes?: Uint8Array; error?: string }
  | { type: 'dumped'; id: number; bytes?: Uint8Array; error?: string }
  | { type: 'closed' };

const WORKER_URL = new URL('./embedded-worker.mjs', import.meta.url);
const STOPPED_MESSAGE = 'The embedded database stopped';

type LaunchedEngine = { engine: EmbeddedEngine; worker: Worker };

/** Archives that keep an in-memory engine started ahead of the next call for them, and those engines. */
const archivesStartedAhead = new Set<string>();
const enginesStartedAhead = new Map<string, Promise<LaunchedEngine>>();

function startAhead(loadDataDir: string): void {
  const launching = launchEngine(undefined, loadDataDir);
  // One nobody takes does not keep the process alive.
  launching.then(({ worker }) => worker.unref()).catch(() => {});
  enginesStartedAhead.set(loadDataDir, launching);
}

/**
 * From now on, keeps one in-memory engine from the archive `loadDataDir` open ahead, so that the next
 * `startEmbeddedEngine` for it answers at once and opening the one after it overlaps the caller's work.
 * The test suites use it: each test file starts a database of its own from the same template archive, and
 * loading one takes seconds of a worker thread's time that the other processor core can spend meanwhile.
 */
export function keepEngineStartedAhead(loadDataDir: string): void {
  if (archivesStartedAhead.has(loadDataDir)) return;
  archivesStartedAhead.add(loadDataDir);
  startAhead(loadDataDir);
}

/**
 * Starts the worker and waits until the database in `dataDir` (or in memory) is open. An in-memory one
 * starts from `loadDataDir`, the path of a `dumpDataDir` archive, when given.
 */
export async function startEmbeddedEngine(
  dataDir: string | undefined,
  loadDataDir?: string,
): Promise<EmbeddedEngine> {
  const ahead = dataDir === undefined && loadDataDir ? enginesStartedAhead.get(loadDataDir) : undefined;
  if (ahead && loadDataDir) {
    enginesStartedAhead.delete(loadDataDir);
    const launched = await ahead.finally(() => startAhead(loadDataDir));
    launched.worker.ref();
    return launched.engine;
  }
  return (await launchEngine(dataDir, loadDataDir)).engine;
}

async function launchEngine(dataDir: string | undefined, loadDataDir?: string): Promise<LaunchedEngine> {
  const worker = new Worker(WORKER_URL, { workerData: { dataDir, loadDataDir } });
  const streams = new Set<Duplex>();
  /** Which stream each pending message belongs to; answers come back in the order sent. */
  const pending = new Map<number, Duplex>();
  const stoppedListeners: ((error: Error) => void)[] = [];
  let nextId = 1;
  let isClosing = false;
  let stoppedError: Error | undefined;

  const stop = (error: Error) => {
    if (stoppedError) return;
    stoppedError = error;
    for (const stream of streams) stream.destroy(error);
    streams.clear();
    pending.clear();
    if (!isClosing) for (const listener of stoppedListeners) listener(error);
  };

  await new Promise<void>((ready, fail) => {
    const onMessage = (message: WorkerAnswer) => {
      if (message.type === 'ready') settle();
      if (message.type === 'failed')
        settle(new Error(`The embedded database could not open: ${message.message}`));
    };
    const onExit = (code: number) =>
      settle(new Error(`The embedded database exited while opening (code ${code}).`));
    const settle = (error?: Error) => {
      worker.off('message', onMessage);
      worker.off('error', settle);
      worker.off('exit', onExit);
      if (error) fail(error);
      else ready();
    };
    worker.on('message', onMessage);
    worker.on('error', settle);
    worker.on('exit', onExit);
  });

  worker.on('message', (message: WorkerAnswer) => {
    if (message.type !== 'answer') return;
    const stream = pending.get(message.id);
    pending.delete(message.id);
    if (!stream || stream.destroyed) return;
    if (message.error !== undefined) stream.destroy(new Error(`${STOPPED_MESSAGE}: ${message.error}`));
    else if (message.bytes && message.bytes.byteLength > 0)
      stream.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
  });
  worker.on('error', (error) => stop(new Error(`${STOPPED_MESSAGE}: ${error.message}`)));
  worker.on('exit', (code) => stop(new Error(`${STOPPED_MESSAGE} (exit code ${code}).`)));

  let nextConnection = 1;

  const createStream = (): Duplex => {
    // Each stream is a connection of its own to the worker, which lets one run a transaction at a time.
    const connection = nextConnection;
    nextConnection += 1;
    let isConnected = false;
    const disconnect = () => {
      if (!isConnected) return;
      isConnected = false;
      if (!stoppedError) worker.postMessage({ type: 'disconnect', connection });
    };
    // node-postgres writes each message of a query (parse, bind, execute, sync…) on its own; the writes of
    // one tick go to the worker together, as one round trip.
    let outgoing: Buffer[] = [];
    const flush = () => {
      // A fresh buffer of its own (small Buffers share a pool), moved to the worker without a copy.
      const bytes = new Uint8Array(Buffer.concat(outgoing));
      outgoing = [];
      if (stoppedError || stream.destroyed) return;
      const id = nextId;
      nextId += 1;
      pending.set(id, stream);
      worker.postMessage({ type: 'exec', connection, id, bytes }, [bytes.buffer]);
    };
    const stream = new Duplex({
      read() {},
      write(chunk: Buffer, _encoding, done) {
        if (stoppedError) return done(stoppedError);
        if (outgoing.length === 0) process.nextTick(flush);
        outgoing.push(chunk);
        done();
      },
      final(done) {
        disconnect();
        this.push(null);
        done();
      },
      destroy(error, done) {
        disconnect();
        streams.delete(stream);
        done(error);
      },
    });
    // The socket methods node-postgres calls on a TCP connection.
    Object.assign(stream, {
      connect: () => {
        if (stoppedError) process.nextTick(() => stream.destroy(stoppedError));
        else {
          streams.add(stream);
          isConnected = true;
          process.nextTick(() => stream.emit('connect'));
        }
        return stream;
      },
      setNoDelay: () => stream,
      setKeepAlive: () => stream,
      ref: () => stream,
      unref: () => stream,
    });
    return stream;
  };

  const dumpDataDir = () =>
    new Promise<Uint8Array>((done, fail) => {
      if (stoppedError) return fail(stoppedError);
      const id = nextId;
      nextId += 1;
      const onMessage = (message: WorkerAnswer) => {
        if (message.type !== 'dumped' || message.id !== id) return;
        worker.off('message', onMessage);
        if (message.bytes) done(message.bytes);
        else fail(new Error(`The embedded database could not be dumped: ${message.error}`));
      };
      worker.on('message', onMessage);
      worker.postMessage({ type: 'dump', id });
    });

  const engine: EmbeddedEngine = {
    createStream,
    onStopped: (listener) => {
      stoppedListeners.push(listener);
    },
    dumpDataDir,
    close: async () => {
      if (stoppedError) return;
      isClosing = true;
      const closed = new Promise<void>((done) => {
        worker.on('message', (message: WorkerAnswer) => {
          if (message.type === 'closed') done();
        });
        worker.once('exit', () => done());
      });
      worker.postMessage({ type: 'close' });
      await closed;
      await worker.terminate();
    },
  };
  return { engine, worker };
}
