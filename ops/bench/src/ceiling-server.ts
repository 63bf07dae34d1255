import Fastify from 'fastify';

// The fastest a Fastify server answers on this machine: the ceiling the guest API is compared with.
const port = Number(process.argv[2] ?? 8511);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
