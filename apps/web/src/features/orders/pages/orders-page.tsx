import { Group, Select, Stack, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import {
  DEFAULT_ORDER_DAYS,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ordersApi,
  PARK_ORGANIZATION_ID,
  POST_FILTERS,
  type PostFilter,
} from '@foyer/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentity } from '../../../app/session';
import { apiFile } from '../../../shared/api/api-client';
import { addDays, todayIn } from '../../../shared/dates/date-presets';
import { localizeMessage } from '../../../shared/forms/server-messages';
import { usePageRestore, useUrlListState } from '../../../shared/hooks/use-url-list-state';
import type { ListState } from '../../../shared/hooks/url-list-state';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import { DownloadButton } from '../../../shared/ui/download-button';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { ListSearch } from '../../../shared/ui/list-search';
import { MultiSelectFilter } from '../../../shared/ui/multi-select-filter';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, QueryStates } from '../../../shared/ui/page-states';
import { OrdersTable } from '../components/orders-table';
import {
  MAX_DOWNLOAD_DAYS,
  MAX_SEARCH_LENGTH,
  toOrderDownloadQuery,
  orderListAddress,
  orderedStatuses,
  toOrderListParams,
  type OrderFilters,
} from '../order-list-params';

import { useOrderList } from '../queries';
import { PAST_DATE_PRESETS } from '../../../shared/dates/date-presets';
import { formatDate } from '../../../shared/dates/format';

/** /orders: the organisation's orders, filtered and paged on the server (SPEC §2, §9 defaults: last 90 days, Charged and Refunded). */
export default function OrdersPage() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const limitFrom = identity.limitDataAccessFrom;
  const today = todayIn();
  const showError = useErrorSnackbar();
  const list = useUrlListState(orderListAddress(today, limitFrom));
  // A data access limit within the default 90 days starts the list there: its empty text says since when.
  const limitedDefault = Boolean(limitFrom && limitFrom > addDays(today, -(DEFAULT_ORDER_DAYS - 1)));
  const emptyText = list.filtered
    ? t('orders.list.noMatches')
    : limitedDefault
      ? t('orders.list.emptySince', { date: limitFrom!.split('-').reverse().join('-') })
      : t('orders.list.empty');
  const orders = useOrderList(toOrderListParams(list, today));
  // SPEC §8 'Error while loading orders', in the reader's language.
  const loadFailedText = localizeMessage(ORDER_MESSAGES.loadFailed, t);
  const failedPageChange = usePageRestore(list, orders, () => showError(loadFailedText));

  // Any other failed load: the spec's text in the snackbar, the failed-operation widget on the page.
  const failedAt = orders.isError && !failedPageChange ? orders.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) showError(loadFailedText);
  }, [failedAt, showError, loadFailedText]);

  return (
    <Stack>
      <PageHeader
        title={t('orders.list.title')}
        // The park reads its sales in the ticket reports (SPEC §7); every other museum downloads its orders.
        actions={identity.orgId !== PARK_ORGANIZATION_ID && <OrdersDownload list={list} today={today} />}
      />

      <Group gap="sm" align="flex-end" wrap="wrap">
        <ListSearch
          label={t('orders.list.search')}
          placeholder={t('orders.list.searchPlaceholder')}
          value={list.searchText}
          onChange={list.setSearchText}
          maxLength={MAX_SEARCH_LENGTH}
          busy={orders.isFetching && orders.data !== undefined}
          testId="order-search"
        />
        <MultiSelectFilter
          label={t('orders.list.statuses')}
          placeholder={t('orders.list.allStatuses')}
          data={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.statuses.${status}`) }))}
          value={list.filters.statuses}
          onChange={(statuses) => list.setFilters({ statuses: orderedStatuses(statuses) })}
          clearable
          w={{ base: '100%', xs: 320 }}
          data-testid="order-status-filter"
        />
        <Select
          label={t('orders.list.post')}
          data={[
            { value: 'all', label: t('orders.list.postFilters.all') },
            ...POST_FILTERS.map((post) => ({ value: post, label: t(`orders.list.postFilters.${post}`) })),
          ]}
          value={list.filters.post ?? 'all'}
          onChange={(value) => list.setFilters({ post: value && value !== 'all' ? (value as PostFilter) : null })}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          data-testid="order-post-filter"
        />
        <DateRangeFilter
          value={list.filters.range}
          onChange={(range) => list.setFilters({ range })}
          limitFrom={limitFrom}
          presets={PAST_DATE_PRESETS}
          label={t('orders.list.period')}
          data-testid="order-period-filter"
        />
      </Group>

      <QueryStates query={orders} operation={t('orders.operations.load')} showFailure={orders.isError && !failedPageChange}>
        {(data) => (
          <OrdersTable
            orders={data.items}
            dimmed={orders.isPlaceholderData}
            linkState={{ listSearch: list.params.toString() ? `?${list.params.toString()}` : '' }}
            empty={<EmptyState testId="orders-empty">{emptyText}</EmptyState>}
            pagination={{ page: list.page, size: list.size, total: data.total, onChange: list.setPage }}
          />
        )}
      </QueryStates>
    </Stack>
  );
}

/** Downloads the orders the list shows (its period, statuses, search and post filter) as an xlsx (GET /api/orders/download), named by the server. */
function OrdersDownload({ list, today }: { list: Pick<ListState<OrderFilters>, 'search' | 'filters'>; today: string }) {
  const { t } = useTranslation();
  const period = toOrderDownloadQuery(list, today);
  const problem = 'problem' in period ? t(`orders.download.${period.problem}`, { days: MAX_DOWNLOAD_DAYS }) : null;
  return (
    <Tooltip
      // The days as every date reads here (dd-MM-yyyy), not as the query sends them.
      label={
        problem ??
        t('orders.download.hint', {
          from: 'from' in period ? formatDate(period.from) : '',
          to: 'to' in period ? formatDate(period.to) : '',
        })
      }
      withArrow
    >
      {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
      <span style={{ display: 'inline-flex' }}>
        <DownloadButton
          download={(onProgress) =>
            'problem' in period
              ? Promise.reject(new Error(period.problem))
              : apiFile(ordersApi.download, { query: period }, `orders-${period.from}-${period.to}.xlsx`, onProgress)
          }
          operation={t('orders.operations.download')}
          icon={<IconFileSpreadsheet size={16} />}
          disabled={problem !== null}
          testId="orders-download"
        >
          {t('orders.download.button')}
        </DownloadButton>
      </span>
    </Tooltip>
  );
}
