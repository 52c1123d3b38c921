import { startHelloServer } from './app-server.ts';
import { runLoad } from './http-load.ts';

/**
 * How quick this machine is just now: a bare Fastify hello-world's requests per second over loopback, as
 * `throughput.ts` measures it. The targets were set on a machine where it did about 50,000; a shared
 * machine can be a third of that in a busy hour, and every figure a benchmark prints slows with it.
 */
export async function measureMachine(): Promise<number> {
  const hello = await startHelloServer();
  try {
    await runLoad({ port: hello.port, path: '/', connections: 50, durationMs: 1000 });
    return (await runLoad({ port: hello.port, path: '/', connections: 50, durationMs: 3000 }))
      .requestsPerSecond;
  } finally {
    await hello.stop();
  }
}
