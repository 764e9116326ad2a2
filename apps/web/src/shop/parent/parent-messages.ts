import type { SHOP_PARENT_MESSAGES, TShopParentMessage } from '@foyer/contracts';

/**
 * SPEC §7 messages to the museum's page. The names are copied from @foyer/contracts (importing
 * its value would bring zod into the shop); the type keeps them equal.
 */
export const PARENT_MESSAGES = {
  viewResize: 'view-resize',
  viewEnter: 'view-enter',
  mobilepay: 'mobilepay',
  cartChanged: 'nviz-cart-changed',
} as const satisfies typeof SHOP_PARENT_MESSAGES;

export interface ParentMessenger {
  /** The organisation's targetOrigin once known; null: never post (SPEC §7 posts only there). */
  setTargetOrigin(origin: string | null): void;
  post(message: TShopParentMessage): void;
}

type Poster = (message: TShopParentMessage, targetOrigin: string) => void;

/**
 * Posts only when the shop is inside a frame and the organisation names its origin. Messages
 * sent before that is known wait; of the resizes only the latest is kept.
 */
export function createParentMessenger(embedded: boolean, postToParent: Poster): ParentMessenger {
  let origin: string | null | undefined;
  let waiting: TShopParentMessage[] = [];

  return {
    setTargetOrigin(next) {
      origin = next;
      const queued = waiting;
      waiting = [];
      if (next && embedded) for (const message of queued) postToParent(message, next);
    },
    post(message) {
      if (!embedded || origin === null) return;
      if (origin === undefined) {
        if (message.type === PARENT_MESSAGES.viewResize) waiting = waiting.filter((queued) => queued.type !== message.type);
        waiting.push(message);
        return;
      }
      postToParent(message, origin);
    },
  };
}

/** The messenger of this page. */
export function windowMessenger(): ParentMessenger {
  const embedded = window.parent !== window;
  return createParentMessenger(embedded, (message, targetOrigin) => {
    try {
      window.parent.postMessage(message, targetOrigin);
    } catch (error) {
      console.warn('Could not message the host page', error);
    }
  });
}

/** view-resize on every change of the page's height (the host sizes the iframe to it). */
export function watchHeight(messenger: ParentMessenger): () => void {
  let last = -1;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    messenger.post({ type: PARENT_MESSAGES.viewResize, height });
  };
  const observer = new ResizeObserver(report);
  observer.observe(document.body);
  report();
  return () => observer.disconnect();
}
