import { useQuery } from '@tanstack/react-query';
import { CURRENCIES, DEFAULT_CURRENCY, configurationApi, type Currency } from '@foyer/contracts';
import { apiCall } from '../api/api-client';
import { useIdentity } from '../../app/session';

/**
 * The organisation's CURRENCY setting, which amounts staff type are in, read from the settings the
 * shop reads (any staff member may, where the settings page needs ConfigurationAdminRead).
 * DKK (SPEC §9) until known or when unset.
 */
export function useCurrency(): Currency {
  const { orgId } = useIdentity();
  const items = useQuery({
    queryKey: ['configuration', 'public', orgId],
    queryFn: () => apiCall(configurationApi.publicList, { params: { orgId } }),
    staleTime: 5 * 60_000,
  });
  const value = items.data?.find((item) => item.name === 'CURRENCY')?.value;
  return (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as Currency) : DEFAULT_CURRENCY;
}
