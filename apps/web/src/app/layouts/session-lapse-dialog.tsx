import { Alert, Anchor, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authApi, ZLoginRequest } from '@foyer/contracts';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiCall } from '../../shared/api/api-client';
import { queryClient } from '../../shared/api/query-client';
import { sessionLapse } from '../../shared/api/session-lapse';
import { localizedErrorText, localizedValidate } from '../../shared/forms/server-messages';
import { sessionKeys, useIdentity } from '../session';
import { useIdleSessionCheck } from './idle-session-check';

const DIALOG_TEST_ID = 'session-lapse-dialog';

/** The element last focused outside the element with this test id. */
function useLastFocusOutside(testId: string) {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest(`[data-testid="${testId}"]`)) last.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [testId]);
  return last;
}

/**
 * Asks for the password over the page when a call finds the session gone (idle for two hours,
 * past its twelve, or signed out in another tab), or when a page left untouched reaches the idle
 * limit (useIdleSessionCheck). Signing in here keeps the page and what was typed in it, so a long
 * form is saved with one more click instead of typed again; the page behind is blurred
 * meanwhile, as a desk screen left alone should be.
 */
export function SessionLapseDialog() {
  const { t } = useTranslation();
  const lapsed = useSyncExternalStore(sessionLapse.subscribe, sessionLapse.hasLapsed);
  const identity = useIdentity();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: identity.email, password: '' }, validate: localizedValidate(ZLoginRequest, t) });
  const errorRef = useRef<HTMLDivElement>(null);
  const lastFocused = useLastFocusOutside(DIALOG_TEST_ID);
  useIdleSessionCheck(identity.sessionIdleMinutes);
  useEffect(() => {
    if (failure) errorRef.current?.focus();
  }, [failure]);
  useEffect(() => {
    if (!lapsed) {
      form.reset();
      setFailure(null);
    }
    // Only when the dialog opens or closes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lapsed]);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const signedIn = await apiCall(authApi.login, {
        body: { email: identity.email, password: values.password, accountId: identity.userId },
      });
      if (signedIn.userId !== identity.userId || signedIn.orgId !== identity.orgId) {
        // Another organisation since (a platform user switched in another tab): this page is not its.
        queryClient.clear();
        queryClient.setQueryData(sessionKeys.identity, signedIn);
        sessionLapse.forget();
        navigate('/dashboard', { replace: true });
        return;
      }
      queryClient.setQueryData(sessionKeys.identity, signedIn);
      sessionLapse.forget();
      // What failed to load for want of the session loads now; what loaded stays, forms included.
      await queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    } catch (error) {
      // A wrong password's reason (common.incorrectCredentials) is worded like any refusal.
      setFailure(localizedErrorText(error, t));
    }
  });

  return (
    <Modal
      opened={lapsed}
      onClose={sessionLapse.forget}
      title={t('auth.sessionLapse.title')}
      centered
      overlayProps={{ blur: 6, backgroundOpacity: 0.4 }}
      zIndex={400}
      // Back to where the person was (the Save pressed), not to the page's top: the button was
      // disabled by its pending call when the dialog opened, so Mantine would find no focus to return.
      returnFocus={false}
      onExitTransitionEnd={() => {
        if (lastFocused.current?.isConnected) lastFocused.current.focus();
      }}
      data-testid={DIALOG_TEST_ID}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('auth.sessionLapse.body')}</Text>
          {failure && (
            <Alert color="red" role="alert" tabIndex={-1} ref={errorRef}>
              {failure}
            </Alert>
          )}
          <TextInput label={t('auth.fields.email')} type="email" autoComplete="username" readOnly value={identity.email} />
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={form.submitting} fullWidth>
            {t('auth.sessionLapse.submit')}
          </Button>
          <Anchor component={Link} to="/logout" size="sm" ta="center">
            {t('auth.sessionLapse.someoneElse')}
          </Anchor>
        </Stack>
      </form>
    </Modal>
  );
}
