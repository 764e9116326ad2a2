import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { decodeForm, id, list, stripeError, type Json } from './stripe-stand-in-wire.js';

/**
 * A local stand-in for Stripe's API (no network in tests): a real HTTP server speaking the
 * documented wire format for what our adapter uses — form-encoded requests with bracketed keys,
 * JSON objects with `object` and prefixed ids, Stripe's error body, and `Idempotency-Key` (the
 * same key with the same parameters answers the first response again; with others, 400).
 * Test controls play the buyer, the museum's dashboard and the card holder's bank; each change
 * sends its event to the account's webhook URL, signed with the SDK's own test-header helper.
 */

type Session = Json & { id: string; status: 'open' | 'complete' | 'expired'; amount_total: number; currency: string };
type StripeEvent = Json & { id: string; type: string };
interface Account {
  webhookUrl: string;
  webhookSecret: string;
  sessions: Map<string, Session>;
  intents: Map<string, Json & { id: string; amount: number; latest_charge: string }>;
  charges: Map<string, Json & { id: string; amount: number; amount_refunded: number; payment_intent: string }>;
  refunds: (Json & { id: string; payment_intent: string; amount: number })[];
  disputes: (Json & { id: string; payment_intent: string; amount: number; status: string })[];
  idempotent: Map<string, { params: string; status: number; body: string }>;
  events: StripeEvent[];
}
export type WebhookDelivery = (url: string, headers: Record<string, string>, body: string) => Promise<number>;

const now = () => Math.floor(Date.now() / 1000);
const signer = new Stripe('sk_test_stand_in');

export async function startStripeStandIn(options: { deliver?: WebhookDelivery } = {}) {
  const accounts = new Map<string, Account>();
  /** Events are sent at once unless held; held ones are sent by `release`, in any order. */
  let holding = false;
  const held: StripeEvent[] = [];
  const deliver: WebhookDelivery =
    options.deliver ?? (async (url, headers, body) => (await fetch(url, { method: 'POST', headers, body })).status);
  const delivered: { eventId: string; status: number }[] = [];

  const accountOf = (secretKey: string) => {
    const account = accounts.get(secretKey);
    if (!account) throw new Error(`No stand-in account for this key`);
    return account;
  };
  const send = async (account: Account, event: StripeEvent) => {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: account.webhookSecret });
    const status = await deliver(
      account.webhookUrl,
      { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    );
    delivered.push({ eventId: event.id, status });
    return status;
  };
  const emit = async (account: Account, type: string, object: Json) => {
    const event: StripeEvent = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    account.events.push(event);
    if (holding) held.push(event);
    else await send(account, event);
    return event;
  };
  const accountAndEvent = (eventId: string) => {
    for (const account of accounts.values()) {
      const event = account.events.find((e) => e.id === eventId);
      if (event) return { account, event };
    }
    throw new Error(`No event ${eventId}`);
  };

  const refundedOf = (account: Account, intentId: string) =>
    account.refunds.filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + r.amount, 0);
  /** A refund by API or dashboard: the charge's refunded amount grows and `charge.refunded` is sent. */
  const refund = async (account: Account, intentId: string, amount: number | undefined, metadata: unknown = {}) => {
    const intent = account.intents.get(intentId);
    if (!intent)
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${intentId}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    const charge = account.charges.get(intent.latest_charge)!;
    const left = charge.amount - charge.amount_refunded;
    if (left === 0)
      return stripeError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    const value = amount ?? left;
    if (!Number.isInteger(value) || value <= 0 || value > left) {
      return stripeError(400, 'invalid_request_error', `Refund amount (${value}) is greater than unrefunded amount on charge (${left})`, {
        param: 'amount',
      });
    }
    const made = {
      id: id('re'),
      object: 'refund',
      amount: value,
      charge: charge.id,
      payment_intent: intentId,
      currency: charge.currency,
      status: 'succeeded',
      created: now(),
      metadata,
    };
    account.refunds.push(made);
    charge.amount_refunded = refundedOf(account, intentId);
    charge.refunded = charge.amount_refunded === charge.amount;
    await emit(account, 'charge.refunded', charge);
    return { status: 200, body: made };
  };

  async function route(account: Account, method: string, path: string, query: URLSearchParams, params: Json) {
    const pathParts = path.split('/').filter(Boolean); // ['v1', 'checkout', 'sessions', id]
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = (params.line_items as { price_data?: { currency?: string; unit_amount?: string }; quantity?: string }[]) ?? [];
      const amount = items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount) * Number(item.quantity ?? 1), 0);
      const currency = items[0]?.price_data?.currency;
      if (!currency || !Number.isInteger(amount) || amount <= 0) {
        return stripeError(400, 'invalid_request_error', 'Missing required param: line_items[0][price_data][unit_amount].', {
          param: 'line_items',
        });
      }
      if (params.mode !== 'payment') return stripeError(400, 'invalid_request_error', 'Invalid mode', { param: 'mode' });
      // Stripe keeps a session open from 30 minutes to 24 hours after it is made; 24 hours when not asked.
      const expiresAt = params.expires_at === undefined ? now() + 24 * 3600 : Number(params.expires_at);
      if (!Number.isInteger(expiresAt) || expiresAt < now() + 30 * 60 || expiresAt > now() + 24 * 3600) {
        return stripeError(
          400,
          'invalid_request_error',
          'The `expires_at` timestamp must be between 30 minutes and 24 hours after the Checkout Session is created.',
          { param: 'expires_at' },
        );
      }
      const sessionId = id('cs');
      const session: Session = {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amount,
        currency,
        payment_intent: null,
        allowed_payment_method_types: params.allowed_payment_method_types ?? null,
        payment_method_types: params.allowed_payment_method_types ?? ['card'],
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        locale: params.locale ?? null,
        metadata: params.metadata ?? {},
        client_reference_id: params.client_reference_id ?? null,
        created: now(),
        expires_at: expiresAt,
        livemode: false,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      };
      account.sessions.set(sessionId, session);
      return { status: 200, body: session };
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const intent = query.get('payment_intent');
      return {
        status: 200,
        body: list(
          path,
          [...account.sessions.values()].filter((s) => !intent || s.payment_intent === intent),
        ),
      };
    }
    if (method === 'GET' && pathParts[1] === 'checkout' && pathParts[2] === 'sessions' && pathParts.length === 4) {
      const session = account.sessions.get(pathParts[3]!);
      return session
        ? { status: 200, body: session }
        : stripeError(404, 'invalid_request_error', `No such checkout.session: '${pathParts[3]}'`, {
            code: 'resource_missing',
            param: 'session',
          });
    }
    if (method === 'GET' && pathParts[1] === 'payment_intents' && pathParts.length === 3) {
      const intent = account.intents.get(pathParts[2]!);
      return intent
        ? { status: 200, body: intent }
        : stripeError(404, 'invalid_request_error', `No such payment_intent: '${pathParts[2]}'`, {
            code: 'resource_missing',
            param: 'intent',
          });
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const amount = params.amount === undefined ? undefined : Number(params.amount);
      return refund(account, String(params.payment_intent ?? ''), amount, params.metadata ?? {});
    }
    if (method === 'GET' && (path === '/v1/refunds' || path === '/v1/disputes')) {
      const intent = query.get('payment_intent');
      const all = path === '/v1/refunds' ? account.refunds : account.disputes;
      return {
        status: 200,
        body: list(
          path,
          all.filter((r) => !intent || r.payment_intent === intent),
        ),
      };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      void (async () => {
        const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
          response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
          response.end(typeof body === 'string' ? body : JSON.stringify(body));
        };
        const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        const account = key ? accounts.get(key) : undefined;
        if (!account) {
          return answer(401, {
            error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${(key ?? '').slice(0, 8)}****` },
          });
        }
        const url = new URL(request.url ?? '/', 'http://stand-in');
        const method = request.method ?? 'GET';
        const idempotencyKey = request.headers['idempotency-key'];
        if (method === 'POST' && typeof idempotencyKey === 'string') {
          const earlier = account.idempotent.get(idempotencyKey);
          if (earlier && earlier.params !== `${url.pathname}?${raw}`) {
            return answer(400, {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
              },
            });
          }
          if (earlier) return answer(earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
        }
        const result = await route(account, method, url.pathname, url.searchParams, decodeForm(raw));
        const body = JSON.stringify(result.body);
        if (method === 'POST' && typeof idempotencyKey === 'string' && result.status < 500) {
          account.idempotent.set(idempotencyKey, { params: `${url.pathname}?${raw}`, status: result.status, body });
        }
        answer(result.status, body);
      })().catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const sessionOf = (secretKey: string, sessionId: string) => {
    const session = accountOf(secretKey).sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    return session;
  };

  return {
    /** What the Stripe client needs to talk to the stand-in instead of api.stripe.com. */
    apiUrl: `http://127.0.0.1:${port}`,
    /** A merchant account: its secret key, and where its webhooks go, signed with what secret. */
    account(secretKey: string, webhook: { url: string; secret: string }) {
      accounts.set(secretKey, {
        webhookUrl: webhook.url,
        webhookSecret: webhook.secret,
        sessions: new Map(),
        intents: new Map(),
        charges: new Map(),
        refunds: [],
        disputes: [],
        idempotent: new Map(),
        events: [],
      });
    },
    session: sessionOf,
    /** The buyer pays on Stripe's page: a payment intent and a charge, `checkout.session.completed`. */
    async pay(secretKey: string, sessionId: string) {
      const account = accountOf(secretKey);
      const session = sessionOf(secretKey, sessionId);
      if (session.status !== 'open') throw new Error(`Session ${sessionId} is ${session.status}`);
      const intentId = id('pi');
      const chargeId = id('ch');
      account.charges.set(chargeId, {
        id: chargeId,
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        disputed: false,
        currency: session.currency,
        payment_intent: intentId,
        status: 'succeeded',
        paid: true,
      });
      account.intents.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency: session.currency,
        status: 'succeeded',
        latest_charge: chargeId,
        metadata: session.metadata,
      });
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intentId });
      return emit(account, 'checkout.session.completed', session);
    },
    /** The buyer gives up (or the session times out): `checkout.session.expired`. */
    async expire(secretKey: string, sessionId: string) {
      const account = accountOf(secretKey);
      const session = sessionOf(secretKey, sessionId);
      if (session.status !== 'open') throw new Error(`Session ${sessionId} is ${session.status}`);
      session.status = 'expired';
      return emit(account, 'checkout.session.expired', session);
    },
    /** The museum refunds in Stripe's dashboard. */
    async refundInDashboard(secretKey: string, sessionId: string, amount?: number) {
      const intentId = String(sessionOf(secretKey, sessionId).payment_intent);
      const result = await refund(accountOf(secretKey), intentId, amount);
      if (result.status !== 200) throw new Error(JSON.stringify(result.body));
      return result.body as Json & { id: string };
    },
    /** The card holder disputes the charge: `charge.dispute.created`. */
    async openDispute(secretKey: string, sessionId: string) {
      const account = accountOf(secretKey);
      const intentId = String(sessionOf(secretKey, sessionId).payment_intent);
      const charge = account.charges.get(account.intents.get(intentId)!.latest_charge)!;
      charge.disputed = true;
      const dispute = {
        id: id('dp'),
        object: 'dispute',
        amount: charge.amount - charge.amount_refunded,
        charge: charge.id,
        payment_intent: intentId,
        currency: charge.currency,
        reason: 'fraudulent',
        status: 'needs_response',
        created: now(),
      };
      account.disputes.push(dispute);
      await emit(account, 'charge.dispute.created', dispute);
      return dispute;
    },
    /** The bank decides: `charge.dispute.closed`, won or lost. */
    async closeDispute(secretKey: string, disputeId: string, outcome: 'won' | 'lost') {
      const account = accountOf(secretKey);
      const dispute = account.disputes.find((d) => d.id === disputeId)!;
      dispute.status = outcome;
      return emit(account, 'charge.dispute.closed', dispute);
    },
    /** From now on events wait in `held` until released (to reorder or drop them). */
    hold() {
      holding = true;
    },
    held: () => [...held],
    /** Sends the held events in the given order (all, in reverse, by default) and stops holding. */
    async release(order: 'reversed' | 'as-made' = 'reversed') {
      holding = false;
      const events = held.splice(0, held.length);
      for (const event of order === 'reversed' ? events.reverse() : events) await send(accountAndEvent(event.id).account, event);
    },
    /** Sends an event again, as Stripe does when it is unsure it arrived. */
    async resend(eventId: string) {
      const { account, event } = accountAndEvent(eventId);
      return send(account, event);
    },
    events: (secretKey: string) => [...accountOf(secretKey).events],
    delivered: () => [...delivered],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
