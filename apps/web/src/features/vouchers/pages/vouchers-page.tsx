import { Anchor, Button, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconGift, IconPlus } from '@tabler/icons-react';
import { VOUCHER_STATUSES, VOUCHERS_AREA, type TVoucher } from '@foyer/contracts';
import { formatMoney } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIdentity, usePermissions } from '../../../app/session';
import { todayIn } from '../../../shared/dates/date-presets';
import { formatDate } from '../../../shared/dates/format';
import { usePageRestore, useUrlListState } from '../../../shared/hooks/use-url-list-state';
import { DeleteConfirmationModal, useDeleteConfirmation } from '../../../shared/ui/delete-confirmation';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import { EntityTable, RowActions, RowLink } from '../../../shared/ui/entity-table';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, QueryStates } from '../../../shared/ui/page-states';
import { PublishStatusBadge } from '../../../shared/ui/publish-status-badge';
import { useDeleteVoucher } from '../mutations';
import { useVoucherList, voucherListQuery } from '../queries';
import { toVoucherListParams, voucherEditPath, voucherListAddress, voucherName, type VoucherFilters } from '../voucher-form';

/** /vouchers: the gift vouchers staff sell, Published and on sale in the next 90 days by default (SPEC §9). */
export default function VouchersPage() {
  const { t, i18n } = useTranslation();
  const identity = useIdentity();
  const { can } = usePermissions();
  const canWrite = can(VOUCHERS_AREA.write);
  const limitFrom = identity.limitDataAccessFrom;
  const today = todayIn();
  const showError = useErrorSnackbar();
  const list = useUrlListState(voucherListAddress(today, limitFrom));
  const vouchers = useVoucherList(toVoucherListParams(list, today));
  const failedPageChange = usePageRestore(list, vouchers, () =>
    showError(t('common.failedOperation', { operation: t('vouchers.operations.load') })),
  );
  // The drafts the default filter leaves out: a voucher just saved as a draft is said to be there,
  // or staff take it for lost and make it again.
  const draftsLeftOut = useQuery({
    ...voucherListQuery({ ...toVoucherListParams(list, today), page: 1, size: 1, status: 'Draft' }),
    enabled: list.filters.status === 'Published',
  });
  const hiddenDrafts = list.filters.status === 'Published' ? (draftsLeftOut.data?.total ?? 0) : 0;
  const remove = useDeleteVoucher();
  const deletion = useDeleteConfirmation((voucher: TVoucher) => remove.mutateAsync(voucher.voucherId));
  const locale = i18n.language;

  const saleDays = (voucher: TVoucher) => {
    if (!voucher.saleStartsOn && !voucher.saleEndsOn) return t('vouchers.list.alwaysOnSale');
    if (!voucher.saleEndsOn) return t('vouchers.list.onSaleFrom', { date: formatDate(voucher.saleStartsOn!) });
    if (!voucher.saleStartsOn) return t('vouchers.list.onSaleUntil', { date: formatDate(voucher.saleEndsOn) });
    return t('vouchers.list.onSaleBetween', { from: formatDate(voucher.saleStartsOn), to: formatDate(voucher.saleEndsOn) });
  };
  const validity = (voucher: TVoucher) =>
    voucher.validForMonths === 0 ? t('vouchers.list.noExpiry') : t('vouchers.list.validFor', { count: voucher.validForMonths });

  const createButton = (testId?: string) => (
    <Button component={Link} to="/vouchers/create" leftSection={<IconPlus size={16} />} data-testid={testId}>
      {t('vouchers.list.add')}
    </Button>
  );

  return (
    <Stack>
      <PageHeader title={t('vouchers.list.title')} intro={t('vouchers.list.intro')} actions={canWrite && createButton('voucher-add')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('vouchers.list.status')}
          data={[
            { value: 'All', label: t('vouchers.status.all') },
            ...VOUCHER_STATUSES.map((status) => ({ value: status, label: t(`vouchers.status.${status}`) })),
          ]}
          value={list.filters.status}
          onChange={(value) => value && list.setFilters({ status: value as VoucherFilters['status'] })}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
          data-testid="voucher-status-filter"
        />
        <DateRangeFilter
          value={list.filters.range}
          onChange={(range) => list.setFilters({ range })}
          limitFrom={limitFrom}
          label={t('vouchers.list.onSale')}
        />
      </Group>
      {hiddenDrafts > 0 && (
        <Text size="sm" c="dimmed" data-testid="voucher-hidden-drafts">
          {t('vouchers.list.hiddenDrafts', { count: hiddenDrafts })}{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => list.setFilters({ status: 'Draft' })}>
            {t('vouchers.list.showDrafts')}
          </Anchor>
        </Text>
      )}

      <QueryStates query={vouchers} operation={t('vouchers.operations.load')} showFailure={vouchers.isError && !failedPageChange}>
        {(data) => (
          <EntityTable<TVoucher>
            label={t('vouchers.list.title')}
            rows={data.items}
            rowKey={(voucher) => voucher.voucherId}
            rowTestId="voucher-row"
            testId="vouchers-table"
            dimmed={vouchers.isPlaceholderData}
            empty={
              <EmptyState
                icon={<IconGift size={32} stroke={1.5} color="var(--mantine-color-gray-5)" />}
                action={!list.filtered && canWrite && createButton()}
                testId="vouchers-empty"
              >
                {list.filtered ? t('vouchers.list.noMatches') : t('vouchers.list.empty')}
              </EmptyState>
            }
            pagination={{ page: list.page, size: list.size, total: data.total, onChange: list.setPage }}
            columns={[
              {
                key: 'name',
                header: t('vouchers.fields.name'),
                cell: (voucher) => (
                  <>
                    {canWrite ? (
                      <RowLink to={voucherEditPath(voucher.voucherId)}>{voucherName(voucher, locale)}</RowLink>
                    ) : (
                      <Text fw={500} size="sm">
                        {voucherName(voucher, locale)}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {formatMoney(voucher.value, voucher.currency, locale)} · {validity(voucher)}
                    </Text>
                  </>
                ),
              },
              {
                key: 'value',
                header: t('vouchers.fields.value'),
                visibleFrom: 'sm',
                align: 'right',
                nowrap: true,
                cell: (voucher) => <Text size="sm">{formatMoney(voucher.value, voucher.currency, locale)}</Text>,
              },
              {
                key: 'validity',
                header: t('vouchers.fields.validForMonths'),
                visibleFrom: 'sm',
                cell: (voucher) => <Text size="sm">{validity(voucher)}</Text>,
              },
              {
                key: 'sale',
                header: t('vouchers.list.onSale'),
                visibleFrom: 'md',
                cell: (voucher) => <Text size="sm">{saleDays(voucher)}</Text>,
              },
              {
                key: 'venue',
                header: t('vouchers.fields.venue'),
                visibleFrom: 'lg',
                cell: (voucher) => <Text size="sm">{voucher.venueName ?? t('vouchers.fields.allVenues')}</Text>,
              },
              {
                key: 'status',
                header: t('vouchers.fields.status'),
                nowrap: true,
                cell: (voucher) => (
                  <PublishStatusBadge
                    published={voucher.status === 'Published'}
                    label={t(`vouchers.status.${voucher.status}`)}
                    testId="voucher-status"
                  />
                ),
              },
              canWrite && {
                key: 'actions',
                header: <VisuallyHidden>{t('vouchers.list.actions')}</VisuallyHidden>,
                fit: true,
                cell: (voucher) => {
                  const name = voucherName(voucher, locale);
                  return (
                    <RowActions
                      edit={{ label: t('vouchers.list.editNamed', { name }), to: voucherEditPath(voucher.voucherId) }}
                      remove={{ label: t('vouchers.list.deleteNamed', { name }), onClick: () => deletion.ask(voucher) }}
                    />
                  );
                },
              },
            ]}
          />
        )}
      </QueryStates>

      <DeleteConfirmationModal deletion={deletion} title={t('vouchers.delete.title')}>
        {(voucher) => t('vouchers.delete.body', { name: voucherName(voucher, locale) })}
      </DeleteConfirmationModal>
    </Stack>
  );
}
