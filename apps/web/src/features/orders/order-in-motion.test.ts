import { describe, expect, it } from 'vitest';
import { orderInMotion } from './queries';

const at = (iso: string) => Date.parse(iso);
const mail = (status: string, createdAt = '2026-12-01T10:00:00.000Z') => ({ kind: 'mail', status, attempts: 0, createdAt, sentAt: null });

describe('whether the order page reads the order again', () => {
  it('does while a mail queued in the last two minutes is on its way, or a refund is being made', () => {
    expect(orderInMotion({ mails: [mail('sending')], refunds: [] }, at('2026-12-01T10:01:00Z'))).toBe(true);
    expect(orderInMotion({ mails: [mail('pending')], refunds: [] }, at('2026-12-01T10:01:59Z'))).toBe(true);
    const requested = { status: 'Requested', createdAt: '2026-12-01T10:00:00.000Z' } as never;
    expect(orderInMotion({ mails: [], refunds: [requested] }, at('2026-12-01T10:00:30Z'))).toBe(true);
  });

  it('does not once they are done, nor for a mail the outbox keeps retrying long after', () => {
    expect(orderInMotion({ mails: [mail('sent'), mail('logged')], refunds: [] }, at('2026-12-01T10:00:10Z'))).toBe(false);
    expect(orderInMotion({ mails: [mail('pending')], refunds: [] }, at('2026-12-01T10:02:01Z'))).toBe(false);
    expect(orderInMotion(undefined)).toBe(false);
  });
});
