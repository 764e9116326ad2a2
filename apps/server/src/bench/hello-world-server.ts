// The ceiling `bench:shop` compares the shop's API with: a bare Fastify answering a small JSON
// object, as its own process on the same Node. PORT picks its port; prints "ready" once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
