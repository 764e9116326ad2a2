import { Select, Text } from '@mantine/core';
import { organizationsApi, usersApi } from '@foyer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api/api-client';
import { useIdentity } from '../session';
import { useErrorSnackbar } from '../../shared/ui/error-snackbar';
import { localizedErrorText } from '../../shared/forms/server-messages';

/** SPEC §6: platform staff switch organisation; the current one is disabled; a switch reloads. */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const showError = useErrorSnackbar();
  const names = useQuery({ queryKey: ['organizations', 'names'], queryFn: () => apiCall(organizationsApi.names) });
  return (
    <Select
      aria-label={t('shell.switchOrganization')}
      placeholder={t('shell.switchOrganization')}
      size="xs"
      w={220}
      searchable
      value={identity.orgId}
      data={(names.data ?? []).map((org) => ({ value: org.orgId, label: org.name, disabled: org.orgId === identity.orgId }))}
      // The current one cannot be chosen (SPEC §6); Mantine marks it only by look, so its name says why.
      renderOption={({ option }) => (
        <span>
          {option.label}
          {option.disabled && (
            <Text span size="xs" c="dimmed">
              {' '}
              {t('shell.currentOrganization')}
            </Text>
          )}
        </span>
      )}
      onChange={async (orgId) => {
        if (!orgId || orgId === identity.orgId) return;
        try {
          await apiCall(usersApi.switchOrganization, { query: { newOrgId: orgId } });
          window.location.assign('/dashboard');
        } catch (error) {
          // A clear reason when the address already has an account there (409).
          showError(localizedErrorText(error, t));
        }
      }}
      data-testid="organization-switcher"
    />
  );
}
