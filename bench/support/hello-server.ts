// A bare Fastify hello-world, the baseline of bench/throughput.ts. Prints its port once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening on ${typeof address === 'object' && address ? address.port : 0}`);
