import { Button, Radio, Stack, Text } from '@mantine/core';
import type { TSignedIn } from '@foyer/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One address with accounts in several museums, opened by one password (a freelance guide): the
 * person chooses which museum to work in. The one used last is chosen to begin with.
 */
export function AccountChoice({ signedIn, onChosen }: { signedIn: TSignedIn; onChosen: (accountId: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [accountId, setAccountId] = useState(signedIn.userId);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLParagraphElement>(null);
  // The form it replaces had the focus; it goes to what asks the question.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void onChosen(accountId).finally(() => setBusy(false));
      }}
      data-testid="account-choice"
    >
      <Stack>
        <Text ref={headingRef} tabIndex={-1} fw={600}>
          {t('auth.accounts.question')}
        </Text>
        <Radio.Group value={accountId} onChange={setAccountId} label={t('auth.accounts.label', { email: signedIn.email })}>
          <Stack gap="xs" mt="xs">
            {(signedIn.accounts ?? []).map((account) => (
              <Radio key={account.accountId} value={account.accountId} label={account.organizationName} />
            ))}
          </Stack>
        </Radio.Group>
        <Button type="submit" loading={busy} fullWidth>
          {t('auth.accounts.open')}
        </Button>
      </Stack>
    </form>
  );
}
