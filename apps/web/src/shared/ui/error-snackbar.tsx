import { Button, Group, Notification, Portal, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-client';
import { sessionLapse } from '../api/session-lapse';

export const SNACKBAR_TIMEOUT_MS = 5000;

type Show = (error: unknown) => void;
const SnackbarContext = createContext<Show>(() => undefined);
const DismissContext = createContext<() => void>(() => undefined);

/** The text a person should read for an error: the server's message, or a plain fallback. */
export function errorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.code === 'network') return t('common.errors.network');
    if (error.status >= 500) return t('common.errors.server');
    return error.message;
  }
  if (typeof error === 'string') return error;
  return t('common.errors.server');
}

/** One shared error snackbar (SPEC §8): shows a message for 5 seconds with a Close action. */
export function ErrorSnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const close = useCallback(() => setMessage(null), []);
  const show = useCallback<Show>(
    (error) => {
      // While the session has lapsed the sign-in dialog over the page says why, and what to do.
      if (sessionLapse.hasLapsed()) return;
      clearTimeout(timer.current);
      setMessage(errorText(error, t));
      timer.current = setTimeout(close, SNACKBAR_TIMEOUT_MS);
    },
    [t, close],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <SnackbarContext.Provider value={show}>
      <DismissContext.Provider value={close}>{children}</DismissContext.Provider>
      {message && (
        <Portal>
          <Notification
            role="alert"
            color="red"
            withCloseButton={false}
            style={{
              position: 'fixed',
              bottom: 16,
              left: '50%',
              transform: 'translateX(-50%)',
              zIndex: 1000,
              width: 'min(560px, calc(100vw - 32px))',
            }}
            data-testid="error-snackbar"
          >
            <Group wrap="nowrap" justify="space-between" gap="md">
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {message}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={close} style={{ flexShrink: 0 }}>
                {t('common.actions.close')}
              </Button>
            </Group>
          </Notification>
        </Portal>
      )}
    </SnackbarContext.Provider>
  );
}

export const useErrorSnackbar = () => useContext(SnackbarContext);

/** Takes the shown error away: a new attempt's answer replaces the refusal of the one before. */
export const useDismissErrorSnackbar = () => useContext(DismissContext);
