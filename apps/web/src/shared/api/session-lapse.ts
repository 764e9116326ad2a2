/**
 * Whether a staff call has been answered "sign in" since the last sign-in: the session lapsed
 * (idle too long, expired, or ended in another tab) while a page was open. The page is not left:
 * the signed-in layout asks for the password over it (session-lapse-dialog.tsx), so a form's
 * typing survives and the person saves again once signed in.
 */
type Listener = () => void;

let lapsed = false;
const listeners = new Set<Listener>();
const answered = new Set<Listener>();

const tell = () => {
  for (const listener of listeners) listener();
};

export const sessionLapse = {
  /** For useSyncExternalStore. */
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  hasLapsed: () => lapsed,
  /** A call was refused for want of a session. */
  notice() {
    if (lapsed) return;
    lapsed = true;
    tell();
  },
  /** Hears of every call the server answered: each one keeps the session from lapsing. */
  onAnswer(listener: Listener) {
    answered.add(listener);
    return () => {
      answered.delete(listener);
    };
  },
  /** The server answered a call. */
  answer() {
    for (const listener of answered) listener();
  },
  /** Signed in again, or signed out on purpose: nothing to ask for. */
  forget() {
    if (!lapsed) return;
    lapsed = false;
    tell();
  },
};
