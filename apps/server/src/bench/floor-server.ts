// The HTTP floor of `npm run bench:checkout`: a bare Fastify process whose routes run the
// ceiling's bare SQL (checkout-ceiling.ts), one step per request, with JSON in and out and
// nothing else: no validation, pricing, sessions, compression, ORM or outbox. Buyers call it as
// they call the shop, a request for each of the shop's own (add, payment, the provider's
// approval, its webhook, the return page), so its orders/s are the most any checkout served by
// Node over HTTP can make of the same SQL on this machine in this run. Env: DATABASE_URL,
// DATABASE_POOL_SIZE, FLOOR_TARGETS (CeilingTargets as a JSON array: a warm-up concert's and the
// measured one's; each request names its own by index), PORT. Prints "ready" once listening.
import Fastify from 'fastify';
import pg from 'pg';
import { APP_ROLE } from '../db/client.js';
import { keepStatementsPrepared } from '../db/prepared-statements.js';
import { type CeilingCart, type CeilingOrder, type CeilingTarget, ceilingSteps } from './checkout-ceiling.js';

const targets = JSON.parse(process.env.FLOOR_TARGETS!) as CeilingTarget[];
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 4),
  options: `-c role=${APP_ROLE}`,
});
// Prepared as the app's and the ceiling's are, unless both are told otherwise.
if (process.env.DATABASE_PREPARED_STATEMENTS !== 'off') keepStatementsPrepared(pool);
const stepsOf = targets.map((target) => ceilingSteps(pool, target));
/** The steps on the concert a request names. */
type OnTarget = { target: number };

const app = Fastify({ logger: false });
app.post<{ Body: OnTarget & { quantity: number } }>('/add', async (request, reply) => {
  const cart = await stepsOf[request.body.target]!.add(request.body.quantity);
  return cart ?? reply.code(409).send({ error: { message: 'Sold out' } });
});
app.post<{ Body: OnTarget & CeilingCart & { email: string } }>('/payment', async (request, reply) =>
  reply.code(201).send(await stepsOf[request.body.target]!.startPayment(request.body, request.body.email)),
);
app.post<{ Body: OnTarget & CeilingOrder }>('/approval', async (request) => {
  await stepsOf[request.body.target]!.approve(request.body);
  return { state: 'approved' };
});
app.post<{ Body: OnTarget & CeilingOrder }>('/webhook', async (request) => {
  await stepsOf[request.body.target]!.charge(request.body);
  return { received: true };
});
app.get<{ Params: { orderId: string }; Querystring: { target: string } }>('/orders/:orderId', async (request) => ({
  orderId: request.params.orderId,
  status: await stepsOf[Number(request.query.target)]!.orderStatus(request.params.orderId),
}));

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
