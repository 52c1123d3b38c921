import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, readConfig } from './config.ts';
import { DatabaseUnreachableError } from './db/connection-errors.ts';
import { DataDirLockedError } from './db/lock.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function findWebDist(): string {
  // Both the source file (src/main.ts) and the bundle (dist/main.js) sit two levels below apps/.
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

async function start(): Promise<void> {
  const config = { ...readConfig(process.env), webDistDir: findWebDist() };
  const app = await buildApp(config);
  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    const timer = setTimeout(() => {
      app.log.error('open requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // With PORT=0 the port is only known now; mailed links must point at it.
  if (!process.env.PUBLIC_URL) config.publicUrl = `http://localhost:${port}`;
  const database =
    app.database.kind === 'server' ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`;
  app.log.info({ port, database }, 'server started');
  // Plain line for people starting the app by hand.
  console.log(`Carbon Ledger is running at http://localhost:${port} (${database})`);
}

start().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnreachableError
  ) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
