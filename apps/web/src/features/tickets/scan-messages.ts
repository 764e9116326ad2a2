import { EVENT_ADMISSION_MESSAGES, SCAN_MESSAGES } from '@foyer/contracts';
import type { MessageTable } from '../../shared/forms/server-messages';

/** The scanner's server texts in English (SPEC §8 and ours), each with the key of its translation. */
export const SCAN_MESSAGE_TABLE: MessageTable = {
  ...Object.fromEntries(Object.entries(SCAN_MESSAGES).map(([name, text]) => [text, `tickets.messages.${name}`])),
  [EVENT_ADMISSION_MESSAGES.series]: 'tickets.messages.series',
  // The admission list's 404, as the events module says it (lib/app-error notFound('Event')).
  'Event not found': 'tickets.messages.eventNotFound',
};
