import { Button, Group, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconHeartHandshake, IconPlus } from '@tabler/icons-react';
import { DONATION_STATUSES, DONATIONS_AREA, type DonationStatus, type TDonation } from '@foyer/contracts';
import { formatMoney, ownDonationMinimum } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePermissions } from '../../../app/session';
import { DeleteConfirmationModal, useDeleteConfirmation } from '../../../shared/ui/delete-confirmation';
import { EntityTable, RowActions, RowLink } from '../../../shared/ui/entity-table';
import { PageHeader } from '../../../shared/ui/page-header';
import { PublishStatusBadge } from '../../../shared/ui/publish-status-badge';
import { EmptyState, QueryStates } from '../../../shared/ui/page-states';
import { donationEditPath, donationName } from '../donation-form';
import { useDeleteDonation } from '../mutations';
import { useDonations } from '../queries';

const isStatus = (value: string | null): value is DonationStatus => (DONATION_STATUSES as readonly string[]).includes(value ?? '');

/** How a campaign lets visitors give: its suggestions, and "or any amount from …". */
export function givingSummary(donation: TDonation, t: (key: string, options?: Record<string, unknown>) => string, locale: string) {
  const money = (minor: number) => formatMoney(minor, donation.currency, locale);
  const suggested = donation.suggestedAmounts.map(money).join(' · ');
  if (!donation.customAmountAllowed) return suggested;
  // Never under 1.00, as the shop takes it (no campaign takes 0.01).
  const custom = t('donations.list.customFrom', { amount: money(ownDonationMinimum(donation)) });
  return suggested ? `${suggested} · ${custom}` : custom;
}

/** /donations: the organisation's campaigns, all or by status (kept in the address), each opened to edit. */
export default function DonationsPage() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status');
  const status = isStatus(asked) ? asked : undefined;
  const donations = useDonations(status);
  const { can } = usePermissions();
  const canWrite = can(DONATIONS_AREA.write);
  const remove = useDeleteDonation();
  const deletion = useDeleteConfirmation((donation: TDonation) => remove.mutateAsync(donation.donationId));

  return (
    <Stack>
      <PageHeader
        title={t('shell.nav.donations')}
        intro={t('donations.list.intro')}
        actions={
          canWrite && (
            <Button component={Link} to="/donation-create" leftSection={<IconPlus size={16} />} data-testid="donation-add">
              {t('donations.list.add')}
            </Button>
          )
        }
      />
      <Group>
        <SegmentedControl
          aria-label={t('donations.list.statusFilter')}
          value={status ?? 'all'}
          onChange={(value) => setSearch(value === 'all' ? {} : { status: value }, { replace: true })}
          data={[
            { value: 'all', label: t('donations.status.all') },
            ...DONATION_STATUSES.map((value) => ({ value, label: t(`donations.status.${value}`) })),
          ]}
          data-testid="donations-status-filter"
        />
      </Group>

      <QueryStates query={donations} operation={t('donations.operations.load')}>
        {(rows) => (
          <EntityTable<TDonation>
            label={t('shell.nav.donations')}
            rows={rows}
            rowKey={(donation) => donation.donationId}
            rowTestId="donation-row"
            testId="donations-table"
            empty={
              <EmptyState icon={<IconHeartHandshake size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />} testId="donations-empty">
                {status ? t('donations.list.emptyStatus') : t('donations.list.empty')}
              </EmptyState>
            }
            columns={[
              {
                key: 'name',
                header: t('donations.fields.name'),
                cell: (donation) => (
                  <>
                    {canWrite ? (
                      <RowLink to={donationEditPath(donation.donationId)}>{donationName(donation, i18n.language)}</RowLink>
                    ) : (
                      <Text fw={500} size="sm">
                        {donationName(donation, i18n.language)}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {givingSummary(donation, t, i18n.language)}
                    </Text>
                  </>
                ),
              },
              {
                key: 'amounts',
                header: t('donations.fields.amounts'),
                visibleFrom: 'sm',
                cell: (donation) => <Text size="sm">{givingSummary(donation, t, i18n.language)}</Text>,
              },
              {
                key: 'venue',
                header: t('donations.fields.venue'),
                visibleFrom: 'md',
                cell: (donation) => <Text size="sm">{donation.venueName ?? t('donations.fields.allVenues')}</Text>,
              },
              {
                key: 'status',
                header: t('donations.fields.status'),
                nowrap: true,
                cell: (donation) => (
                  <PublishStatusBadge
                    published={donation.status === 'Published'}
                    label={t(`donations.status.${donation.status}`)}
                    testId="donation-status"
                  />
                ),
              },
              canWrite && {
                key: 'actions',
                header: <VisuallyHidden>{t('donations.list.actions')}</VisuallyHidden>,
                fit: true,
                cell: (donation) => {
                  const name = donationName(donation, i18n.language);
                  return (
                    <RowActions
                      edit={{ label: t('donations.list.editNamed', { name }), to: donationEditPath(donation.donationId) }}
                      remove={{ label: t('donations.list.deleteNamed', { name }), onClick: () => deletion.ask(donation) }}
                    />
                  );
                },
              },
            ]}
          />
        )}
      </QueryStates>

      <DeleteConfirmationModal deletion={deletion} title={t('donations.delete.title')}>
        {(donation) => t('donations.delete.body', { name: donationName(donation, i18n.language) })}
      </DeleteConfirmationModal>
    </Stack>
  );
}
