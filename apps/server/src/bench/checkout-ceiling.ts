// The ceiling of `npm run bench:checkout`: the same checkout written as bare SQL on the same
// PostgreSQL server in the same run, so the HTTP figure reads as a share of what the database
// itself allows on this machine at this moment. Each buyer writes the rows the app writes, in the
// same transactions and with the same guarantees (the bucket's conditional UPDATE as the last
// statement of the add and of the charge), each transaction opened, and the add's and the
// charge's closed, in as few round trips as the app's, minus everything that is not SQL: HTTP,
// validation, pricing, JSON, the ORM, and the outbox worker's delivery (its rows are written as
// already sent).
import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface CeilingTarget {
  orgId: string;
  occurrenceId: string;
  ticketTypeId: string;
  /** What one ticket costs, copied from an order line the app wrote for the same concert. */
  unitNetMinor: number;
  vatBasisPoints: number;
  unitGrossMinor: number;
  currency: string;
  /** An order line the app wrote, whose names, times and venue the ceiling's lines repeat. */
  lineTemplate: {
    event_names: unknown;
    ticket_names: unknown;
    starts_at: Date;
    ends_at: Date;
    time_zone: string;
    venue_name: string | null;
  };
}

export type CeilingOutcome = 'charged' | 'soldOut';

/** A cart the add held places for: the ids its payment step names. */
export interface CeilingCart {
  cartId: string;
  quantity: number;
}

/** An order the payment step made: the ids the approval and the charge name. */
export interface CeilingOrder {
  orderId: string;
  paymentId: string;
  providerPaymentId: string;
  quantity: number;
}

/**
 * The checkout's steps as bare SQL on `pool`, one function each, so the ceiling's buyer runs them
 * in turn and the HTTP floor (floor-server.ts) runs each behind a route of its own.
 */
export function ceilingSteps(pool: pg.Pool, target: CeilingTarget) {
  const { orgId } = target;
  // As the app's transactions open (db/one-trip-begin.ts): BEGIN and the tenant's setting in one
  // round trip, the id written in. `last` goes with the COMMIT in one message, as an add's holds do.
  const tenant = async <T>(work: (client: pg.PoolClient) => Promise<T>, last?: string): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query(`begin; select set_config('app.org_id', '${orgId}', true)`);
      const result = await work(client);
      await client.query(last ? `${last}; commit` : 'commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };

  /**
   * The add: the cart, its item and line in one statement (as the app writes them), then the hot
   * row's hold with the COMMIT (inventory_hold_or_refuse, refusing with SQLSTATE FY001). Null when
   * sold out.
   */
  const add = async (quantity: number): Promise<CeilingCart | null> => {
    const cartId = randomUUID();
    const itemId = randomUUID();
    return tenant(
      (client) =>
        client.query(
          `with cart as (
             insert into carts (org_id, cart_id, language, status, expires_at) values ($1, $2, 'en', 'Open', now() + interval '15 minutes') returning cart_id
           ), item as (
             insert into cart_items (org_id, cart_id, item_id, kind, occurrence_id, position) values ($1, $2, $3, 'Event', $4, 0) returning item_id
           )
           insert into cart_lines (org_id, item_id, ticket_type_id, bucket, quantity, holder_names) values ($1, $3, $5, 'pool', $6, '[]')`,
          [orgId, cartId, itemId, target.occurrenceId, target.ticketTypeId, quantity],
        ),
      `select inventory_hold_or_refuse('${orgId}', '${target.occurrenceId}', 'pool', ${quantity})`,
    ).then(
      () => ({ cartId, quantity }),
      (error: unknown) => {
        if ((error as { code?: unknown }).code === 'FY001') return null;
        throw error;
      },
    );
  };

  /** The payment step: the order from the cart, the cart checked out, the provider's payment, ours. */
  const startPayment = async ({ cartId, quantity }: CeilingCart, email: string): Promise<CeilingOrder> => {
    const orderId = randomUUID();
    const paymentId = randomUUID();
    const providerPaymentId = `bench_${randomBytes(9).toString('hex')}`;
    const net = target.unitNetMinor * quantity;
    const gross = target.unitGrossMinor * quantity;
    const line = target.lineTemplate;
    await pool.query(
      `insert into test_provider_payments (provider_payment_id, amount_minor, currency, description, return_url, webhook_url, state, refunded_minor, idempotency_key, org_id)
       values ($1, $2, $3, 'Order', 'http://127.0.0.1/return', 'http://127.0.0.1/webhook', 'pending', 0, $4, $5)`,
      [providerPaymentId, gross, target.currency, orderId, orgId],
    );
    await tenant(async (client) => {
      await client.query(`select cart_id from carts where org_id = $1 and cart_id = $2 for update`, [orgId, cartId]);
      await client.query(
        `insert into orders (org_id, order_id, cart_id, status, holding, hold_expires_at, currency, total_net_minor, total_tax_minor, total_gross_minor, consumer, language)
         values ($1, $2, $3, 'Payment pending', true, now() + interval '15 minutes', $4, $5, $6, $7, $8, 'en')`,
        [
          orgId,
          orderId,
          cartId,
          target.currency,
          net,
          gross - net,
          gross,
          JSON.stringify({ type: 'Private', email, firstName: 'B', lastName: 'B' }),
        ],
      );
      await client.query(
        `insert into order_lines (org_id, order_id, line_no, kind, occurrence_id, ticket_type_id, bucket, quantity, unit_net_minor, vat_basis_points, unit_gross_minor,
                                  event_names, ticket_names, starts_at, ends_at, time_zone, venue_name, holder_names)
         values ($1, $2, 1, 'Event', $3, $4, 'pool', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, '[]')`,
        [
          orgId,
          orderId,
          target.occurrenceId,
          target.ticketTypeId,
          quantity,
          target.unitNetMinor,
          target.vatBasisPoints,
          target.unitGrossMinor,
          JSON.stringify(line.event_names),
          JSON.stringify(line.ticket_names),
          line.starts_at,
          line.ends_at,
          line.time_zone,
          line.venue_name,
        ],
      );
      await client.query(`update carts set status = 'CheckedOut', updated_at = now() where org_id = $1 and cart_id = $2`, [orgId, cartId]);
      await client.query(
        `insert into payments (org_id, payment_id, order_id, provider, provider_payment_id, status, amount_minor, currency, payment_url)
         values ($1, $2, $3, 'test', $4, 'Pending', $5, $6, 'http://127.0.0.1/pay')`,
        [orgId, paymentId, orderId, providerPaymentId, gross, target.currency],
      );
    });
    return { orderId, paymentId, providerPaymentId, quantity };
  };

  /** The buyer approves on the provider's page: its state and the webhook it owes us. */
  const approve = async ({ providerPaymentId }: CeilingOrder) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`update test_provider_payments set state = 'approved', updated_at = now() where provider_payment_id = $1`, [
        providerPaymentId,
      ]);
      await client.query(
        `insert into outbox (org_id, kind, payload, status, attempts, available_at, created_at, sent_at) values (null, 'webhook', $1, 'sent', 1, now(), now(), now())`,
        [JSON.stringify({ provider: 'test', url: 'http://127.0.0.1/webhook', body: '{}' })],
      );
      await client.query('commit');
    } finally {
      client.release();
    }
  };

  /**
   * The charge: payment and order under the order's lock, tickets, the confirmation, then the hot
   * row's held-become-sold with the COMMIT, as the app sends it.
   */
  const charge = ({ orderId, paymentId, quantity }: CeilingOrder) =>
    tenant(async (client) => {
      await client.query(`select status, holding from orders where org_id = $1 and order_id = $2 for update`, [orgId, orderId]);
      await client.query(`update payments set status = 'Charged', updated_at = now() where org_id = $1 and payment_id = $2`, [
        orgId,
        paymentId,
      ]);
      await client.query(
        `insert into tickets (org_id, ticket_id, order_id, line_no, occurrence_id, ticket_type_id, code, status, visit_state)
         select $1, gen_random_uuid(), $2, 1, $3, $4, md5(random()::text), 'NOT_ACTIVATED', 'NOT_VISITED' from generate_series(1, $5)`,
        [orgId, orderId, target.occurrenceId, target.ticketTypeId, quantity],
      );
      await client.query(
        `update orders set status = 'Charged', holding = false, charged_at = now(), updated_at = now() where org_id = $1 and order_id = $2`,
        [orgId, orderId],
      );
      await client.query(
        `insert into outbox (org_id, kind, payload, status, attempts, available_at, created_at, sent_at) values ($1, 'order-confirmation', $2, 'sent', 1, now(), now(), now())`,
        [orgId, JSON.stringify({ orderId })],
      );
    }, `update inventory_buckets set held = held - ${quantity}, sold = sold + ${quantity} where org_id = '${orgId}' and occurrence_id = '${target.occurrenceId}' and bucket = 'pool'`);

  /** The return page reads the order's status once. */
  const orderStatus = async (orderId: string) =>
    (
      await tenant((client) =>
        client.query<{ status: string }>(`select status from orders where org_id = $1 and order_id = $2`, [orgId, orderId]),
      )
    ).rows[0]?.status ?? null;

  return { add, startPayment, approve, charge, orderStatus };
}

/** One buyer through the whole checkout as bare SQL: add, order and payment, provider approval, charge, return page. */
export async function bareSqlBuyer(
  pool: pg.Pool,
  target: CeilingTarget,
  index: number,
  quantity: number,
  /** Told how long the add took, sold out or not, as the HTTP buyer's add latency is. */
  onAdded: (milliseconds: number) => void,
): Promise<CeilingOutcome> {
  const steps = ceilingSteps(pool, target);
  const addStarted = performance.now();
  const cart = await steps.add(quantity);
  onAdded(performance.now() - addStarted);
  if (!cart) return 'soldOut';
  const order = await steps.startPayment(cart, `ceiling${index}@bench.test`);
  await steps.approve(order);
  await steps.charge(order);
  await steps.orderStatus(order.orderId);
  return 'charged';
}
