import { describe, expect, it } from 'vitest';
import { SHOP_PARENT_MESSAGES, type TShopParentMessage } from '@foyer/contracts';
import { createParentMessenger, PARENT_MESSAGES } from './parent-messages';

const recorder = (embedded = true) => {
  const sent: [TShopParentMessage, string][] = [];
  return { sent, messenger: createParentMessenger(embedded, (message, origin) => sent.push([message, origin])) };
};

describe('messages to the parent page', () => {
  it('keeps the contract’s names', () => {
    expect(PARENT_MESSAGES).toEqual(SHOP_PARENT_MESSAGES);
  });

  it('posts to the organisation’s targetOrigin only', () => {
    const { sent, messenger } = recorder();
    messenger.setTargetOrigin('https://museum.example');
    messenger.post({ type: 'nviz-cart-changed', cartId: null, itemsTotalQuantity: 0 });
    expect(sent).toEqual([[{ type: 'nviz-cart-changed', cartId: null, itemsTotalQuantity: 0 }, 'https://museum.example']]);
  });

  it('holds messages until the origin is known, keeping only the latest height', () => {
    const { sent, messenger } = recorder();
    messenger.post({ type: 'view-resize', height: 100 });
    messenger.post({ type: 'view-enter' });
    messenger.post({ type: 'view-resize', height: 240 });
    expect(sent).toEqual([]);
    messenger.setTargetOrigin('https://museum.example');
    expect(sent.map(([message]) => message)).toEqual([{ type: 'view-enter' }, { type: 'view-resize', height: 240 }]);
  });

  it('posts nothing without a targetOrigin or outside a frame', () => {
    const withoutOrigin = recorder();
    withoutOrigin.messenger.post({ type: 'view-enter' });
    withoutOrigin.messenger.setTargetOrigin(null);
    withoutOrigin.messenger.post({ type: 'mobilepay', paymentId: 'tp_1' });
    expect(withoutOrigin.sent).toEqual([]);

    const topLevel = recorder(false);
    topLevel.messenger.setTargetOrigin('https://museum.example');
    topLevel.messenger.post({ type: 'view-enter' });
    expect(topLevel.sent).toEqual([]);
  });
});
