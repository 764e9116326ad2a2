import { Button, Card, Group, Loader, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { ORDER_MESSAGES, ORDER_STATUSES, ordersApi, PARK_ORGANIZATION_ID } from '@foyer/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useIdentity } from '../../../app/session';
import { ApiError, apiFile, saveFile } from '../../../shared/api/api-client';
import { todayIn } from '../../../shared/dates/date-presets';
import { localizeMessage, localizedErrorText } from '../../../shared/forms/server-messages';
import { usePageRestore } from '../../../shared/hooks/use-page-restore';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { MultiSelectFilter } from '../../../shared/ui/multi-select-filter';
import { PaginationBar } from '../../../shared/ui/pagination-bar';
import { OrdersTable } from '../components/orders-table';
import {
  MAX_DOWNLOAD_DAYS,
  MAX_SEARCH_LENGTH,
  downloadPeriod,
  isDefaultOrderFilters,
  orderedStatuses,
  readOrderFilters,
  toOrderListParams,
  writeOrderFilters,
  type OrderFilters,
} from '../order-list-params';
import { ORDER_MESSAGE_TABLE } from '../order-messages';
import { useOrderList } from '../queries';
import { useDebouncedFilter } from '../../../shared/hooks/use-debounced-filter';

const SEARCH_DELAY_MS = 300;

/** /orders: the organisation's orders, filtered and paged on the server (SPEC §2, §9 defaults: last 90 days, Charged and Refunded). */
export default function OrdersPage() {
  const { t } = useTranslation();
  const identity = useIdentity();
  const limitFrom = identity.limitDataAccessFrom;
  const today = todayIn();
  const showError = useErrorSnackbar();
  const [search, setSearch] = useSearchParams();
  const filters = readOrderFilters(search, today, limitFrom);
  const list = useOrderList(toOrderListParams(filters, today));
  // SPEC §8 'Error while loading orders', in the reader's language.
  const loadFailedText = localizeMessage(ORDER_MESSAGES.loadFailed, t, ORDER_MESSAGE_TABLE);

  const update = (change: Partial<OrderFilters>) =>
    setSearch((current) => writeOrderFilters({ ...readOrderFilters(current, today, limitFrom), page: 1, ...change }, today, limitFrom), {
      // Typing a search replaces the entry, so back leaves the page instead of stepping through letters.
      replace: change.search !== undefined,
    });

  const failedPageChange = usePageRestore({
    query: list,
    params: filters,
    sameFilters: (a, b) => JSON.stringify({ ...a, page: 0, size: 0 }) === JSON.stringify({ ...b, page: 0, size: 0 }),
    restore: (page, size) =>
      setSearch((current) => writeOrderFilters({ ...readOrderFilters(current, today, limitFrom), page, size }, today, limitFrom), {
        replace: true,
      }),
    onRestore: () => showError(loadFailedText),
  });

  // Any other failed load: the spec's text in the snackbar, the failed-operation widget on the page.
  const failedAt = list.isError && !failedPageChange ? list.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) showError(loadFailedText);
  }, [failedAt, showError, loadFailedText]);

  const [text, setText] = useState(filters.search);
  const applySearch = useDebouncedFilter((value: string) => update({ search: value }), SEARCH_DELAY_MS);
  useEffect(() => setText(filters.search), [filters.search]);

  const data = list.data;
  const failure = <FailedOperation operation={t('orders.operations.load')} onRetry={() => void list.refetch()} />;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {t('orders.list.title')}
        </Title>
        {/* The park reads its sales in the ticket reports (SPEC §7); every other museum downloads its orders. */}
        {identity.orgId !== PARK_ORGANIZATION_ID && <OrdersDownload filters={filters} today={today} />}
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('orders.list.search')}
          placeholder={t('orders.list.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={list.isFetching && data ? <Loader size="xs" /> : null}
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => {
            setText(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          style={{ flex: '1 1 240px' }}
          data-testid="order-search"
        />
        <MultiSelectFilter
          label={t('orders.list.statuses')}
          placeholder={t('orders.list.allStatuses')}
          data={ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.statuses.${status}`) }))}
          value={filters.statuses}
          onChange={(statuses) => update({ statuses: orderedStatuses(statuses) })}
          clearable
          w={{ base: '100%', xs: 320 }}
          data-testid="order-status-filter"
        />
        <DateRangeFilter
          value={filters.range}
          onChange={(range) => update({ range })}
          limitFrom={limitFrom}
          label={t('orders.list.period')}
          data-testid="order-period-filter"
        />
      </Group>

      {list.isError && !data ? (
        failure
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('common.loading')} />
        </Group>
      ) : (
        <>
          {list.isError && !failedPageChange && failure}
          {data.items.length === 0 ? (
            <Card withBorder>
              <Text c="dimmed" data-testid="orders-empty">
                {isDefaultOrderFilters(filters, today, limitFrom) ? t('orders.list.empty') : t('orders.list.noMatches')}
              </Text>
            </Card>
          ) : (
            <OrdersTable
              orders={data.items}
              dimmed={list.isPlaceholderData}
              linkState={{ listSearch: search.toString() ? `?${search.toString()}` : '' }}
            />
          )}
          {(data.total > 0 || filters.page > 1) && (
            <PaginationBar
              page={filters.page}
              size={filters.size}
              total={data.total}
              shownCount={data.items.length}
              onChange={(page, size) => update({ page, size })}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** Downloads the orders of the period the list shows as an xlsx (GET /api/orders/download), named by the server. */
function OrdersDownload({ filters, today }: { filters: OrderFilters; today: string }) {
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const [busy, setBusy] = useState(false);
  const period = downloadPeriod(filters, today);
  const problem = 'problem' in period ? t(`orders.download.${period.problem}`, { days: MAX_DOWNLOAD_DAYS }) : null;

  const download = async () => {
    if ('problem' in period) return;
    setBusy(true);
    try {
      const file = await apiFile(ordersApi.download, { query: period }, `orders-${period.from}-${period.to}.xlsx`);
      saveFile(file.blob, file.filename);
    } catch (error) {
      showError(
        error instanceof ApiError && error.status > 0 && error.status < 500
          ? localizedErrorText(error, t, ORDER_MESSAGE_TABLE)
          : t('common.failedOperation', { operation: t('orders.operations.download') }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip
      label={problem ?? t('orders.download.hint', { from: 'from' in period ? period.from : '', to: 'to' in period ? period.to : '' })}
      withArrow
    >
      {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
      <span style={{ display: 'inline-flex' }}>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
          onClick={() => void download()}
          loading={busy}
          disabled={problem !== null}
          data-testid="orders-download"
        >
          {t('orders.download.button')}
        </Button>
      </span>
    </Tooltip>
  );
}
