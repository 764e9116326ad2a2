import { BOX_OFFICE_MESSAGES, SHOP_MESSAGES } from '@foyer/contracts';
import { localizeMessage, type MessageTable, type Translate } from '../../shared/forms/server-messages';

/** What a sale or a print run at the desk may be refused with, each with the key of its translation. */
export const BOX_OFFICE_MESSAGE_TABLE: MessageTable = {
  [BOX_OFFICE_MESSAGES.onlineOnly]: 'events.boxOffice.messages.onlineOnly',
  [BOX_OFFICE_MESSAGES.ended]: 'events.boxOffice.messages.ended',
  [BOX_OFFICE_MESSAGES.notOnSale]: 'events.boxOffice.messages.notOnSale',
  [BOX_OFFICE_MESSAGES.notFound]: 'events.boxOffice.messages.notFound',
  // The cart's rules, which hold at the desk too (SPEC §5), and the inventory's answers.
  [SHOP_MESSAGES.atLeastOneTicket]: 'events.boxOffice.messages.atLeastOneTicket',
  [SHOP_MESSAGES.underageAlone]: 'events.boxOffice.messages.underageAlone',
  [SHOP_MESSAGES.invalidQuantity]: 'events.boxOffice.messages.invalidQuantity',
  [SHOP_MESSAGES.ticketNotFound]: 'events.boxOffice.messages.ticketNotFound',
  [SHOP_MESSAGES.duplicateTicket]: 'events.boxOffice.messages.duplicateTicket',
  [SHOP_MESSAGES.soldOut]: 'events.boxOffice.messages.soldOut',
};

/** The texts with a number in them: the English template as a pattern, the key, and the placeholder's name. */
const NUMBERED: readonly { pattern: RegExp; key: string; name: string }[] = [
  { pattern: patternOf(SHOP_MESSAGES.onlyLeft), key: 'events.boxOffice.messages.onlyLeft', name: 'count' },
  { pattern: patternOf(SHOP_MESSAGES.belowMinimum), key: 'events.boxOffice.messages.belowMinimum', name: 'minimum' },
];

/** 'Only {0} left' → /^Only (\d+) left$/. */
function patternOf(template: string): RegExp {
  const [before = '', after = ''] = template.split('{0}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${before}(\\d+)${after}$`);
}

/** A box office message in the reader's language: the numbered ones with their number, the rest by the tables. */
export function boxOfficeMessage(message: string, t: Translate): string {
  for (const { pattern, key, name } of NUMBERED) {
    const match = pattern.exec(message);
    if (match) return t(key, { [name]: Number(match[1]) });
  }
  return localizeMessage(message, t, BOX_OFFICE_MESSAGE_TABLE);
}
