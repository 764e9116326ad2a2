import { EVENT_MESSAGES } from '@foyer/contracts';
import type { MessageTable } from '../../shared/forms/server-messages';

/** What the events API may answer on these pages beyond the shared base table. */
export const EVENT_MESSAGE_TABLE: MessageTable = {
  [EVENT_MESSAGES.hasSales]: 'events.messages.hasSales',
  [EVENT_MESSAGES.imageNotImage]: 'events.messages.imageNotImage',
  [EVENT_MESSAGES.imageTooManyPixels]: 'events.messages.imageTooManyPixels',
  // The server's text for publishing a canceled event (event-status.service).
  'A canceled event cannot be published': 'events.messages.canceledCannotPublish',
};
