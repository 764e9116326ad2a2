import type { RefObject } from 'react';

/** How many frames to wait for the control to appear: a query's answer is drawn a tick or two later. */
const FRAMES = 20;

/**
 * Moves the keyboard's place once React has drawn the change that removed the focused control (a
 * button that goes with what it did), so it does not fall back to the page's start: to a control
 * by its ref, or by its element id when it lives in another component.
 */
export function focusSoon(target: RefObject<HTMLElement | null> | string, frames = FRAMES) {
  requestAnimationFrame(() => {
    const element = typeof target === 'string' ? document.getElementById(target) : target.current;
    if (element) element.focus();
    else if (frames > 1) focusSoon(target, frames - 1);
  });
}
