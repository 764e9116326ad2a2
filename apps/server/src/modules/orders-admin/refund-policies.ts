import type { RefundPolicy } from '@foyer/domain';
import type { Tx } from '../../db/client.js';
import { findEvent, findOccurrence } from '../events/index.js';
import type { EventLine } from '../orders/index.js';

/**
 * Each admission's refund policy, by occurrence: the one it was sold under, which its line keeps
 * (the event's may have changed since). A line without one reads its event's as it is now, and an
 * event gone refunds nothing without an override. The refund checks the tickets against it, and
 * the order page says until when it refunds, from the same reading.
 */
export async function refundPoliciesOf(tx: Tx, orgId: string, lines: readonly Pick<EventLine, 'occurrenceId' | 'refundPolicy'>[]) {
  const policies = new Map<string, RefundPolicy>();
  for (const { occurrenceId, refundPolicy } of lines) {
    if (policies.has(occurrenceId)) continue;
    if (refundPolicy) {
      policies.set(occurrenceId, refundPolicy);
      continue;
    }
    const occurrence = await findOccurrence(tx, orgId, occurrenceId);
    const event = occurrence && (await findEvent(tx, orgId, occurrence.eventId));
    policies.set(occurrenceId, event?.refundPolicy ?? 'NO_REFUNDS');
  }
  return policies;
}
