import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authApi, type TSignedIn, ZLoginRequest } from '@foyer/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiCall, ApiError } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { sessionLapse } from '../../../shared/api/session-lapse';
import { localizedErrorText, localizedValidate } from '../../../shared/forms/server-messages';
import { sessionKeys } from '../../../app/session';
import { changeLocale } from '../../../i18n/setup';
import { isLocale } from '@foyer/i18n';
import { AccountChoice } from '../components/account-choice';

/** Only paths on this site, so a crafted link cannot send a user elsewhere after sign-in. */
const safeNext = (next: string | null) => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard');

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '', password: '' }, validate: localizedValidate(ZLoginRequest, t) });
  const errorRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // After a failed sign-in, focus goes to what says why, not back to the page body (WCAG 2.4.3).
  useEffect(() => {
    if (failure) errorRef.current?.focus();
  }, [failure]);

  // The password opened accounts in several museums: which one, before going on.
  const [choice, setChoice] = useState<TSignedIn | null>(null);

  const enter = async ({ accounts: _accounts, ...identity }: TSignedIn) => {
    queryClient.clear();
    sessionLapse.forget();
    queryClient.setQueryData(sessionKeys.identity, identity);
    // A user's own language wins unless the link asked for one.
    if (!search.get('la') && isLocale(identity.language) && identity.language !== i18n.language)
      // The first page shows in it at once; should its texts fail to load, in this one.
      await changeLocale(identity.language).catch(() => undefined);
    navigate(safeNext(search.get('next')), { replace: true });
  };
  const refused = (error: unknown) =>
    setFailure(error instanceof ApiError && error.status === 401 ? t('auth.login.incorrect') : localizedErrorText(error, t));

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        const signedIn = await apiCall(authApi.login, { body: values });
        if (signedIn.accounts && signedIn.accounts.length > 1) setChoice(signedIn);
        else await enter(signedIn);
      } catch (error) {
        refused(error);
      }
    },
    (errors) => (errors.email ? emailRef : passwordRef).current?.focus(),
  );

  if (choice)
    return (
      <AccountChoice
        signedIn={choice}
        onChosen={async (accountId) => {
          setFailure(null);
          try {
            // The account opened first is signed in already; another is a sign-in of its own.
            await enter(accountId === choice.userId ? choice : await apiCall(authApi.login, { body: { ...form.values, accountId } }));
          } catch (error) {
            setChoice(null);
            refused(error);
          }
        }}
      />
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" role="alert" tabIndex={-1} ref={errorRef} data-testid="login-error">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          required
          ref={emailRef}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
          ref={passwordRef}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('auth.login.submit')}
        </Button>
        <Anchor component={Link} to="/forgot-pass" size="sm" ta="center">
          {t('auth.login.forgot')}
        </Anchor>
      </Stack>
    </form>
  );
}
