import { ORDER_MESSAGES } from '@foyer/contracts';
import type { MessageTable } from '../../shared/forms/server-messages';

/** What the orders pages say in the spec's English (SPEC §8), each with the key of its translation. */
export const ORDER_MESSAGE_TABLE: MessageTable = {
  [ORDER_MESSAGES.loadFailed]: 'orders.messages.loadFailed',
};
