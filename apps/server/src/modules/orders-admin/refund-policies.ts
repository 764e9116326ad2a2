import type { RefundPolicy } from '@foyer/domain';
import type { Tx } from '../../db/client.js';
import { findEvent, findOccurrence } from '../events/index.js';
import type { EventLine } from '../orders/index.js';

/**
 * Each admission's refund policy, by occurrence: its event's as it is now (an event gone refunds
 * nothing without an override). The refund checks the tickets against it, and the order page says
 * until when it refunds, from the same reading.
 */
export async function refundPoliciesOf(tx: Tx, orgId: string, lines: readonly Pick<EventLine, 'occurrenceId'>[]) {
  const policies = new Map<string, RefundPolicy>();
  for (const { occurrenceId } of lines) {
    if (policies.has(occurrenceId)) continue;
    const occurrence = await findOccurrence(tx, orgId, occurrenceId);
    const event = occurrence && (await findEvent(tx, orgId, occurrence.eventId));
    policies.set(occurrenceId, (event?.refundPolicy ?? 'NO_REFUNDS') as RefundPolicy);
  }
  return policies;
}
