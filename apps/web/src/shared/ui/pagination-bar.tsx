import { ActionIcon, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pageWindow } from './pagination';

export interface PaginationBarProps {
  /** 1-based page number. */
  page: number;
  size: number;
  /** null while unknown. */
  total: number | null;
  /** How many rows the current page shows. */
  shownCount: number;
  /** A size change goes back to page 1 (SPEC §4 report table). */
  onChange(page: number, size: number): void;
}

/** The shared pagination bar: sizes 20-50, "from-to of total", disabled at the bounds. */
export function PaginationBar({ page, size, total, shownCount, onChange }: PaginationBarProps) {
  const { t } = useTranslation();
  const { from, to, canGoBack, canGoForward } = pageWindow(page, size, total, shownCount);
  return (
    <Group justify="flex-end" gap="xs" mt="sm" wrap="nowrap" data-testid="pagination-bar">
      <Text size="sm" c="dimmed" visibleFrom="xs">
        {t('common.pagination.rowsPerPage')}
      </Text>
      <Select
        aria-label={t('common.pagination.rowsPerPage')}
        size="xs"
        w={76}
        data={PAGE_SIZES.map(String)}
        value={String(size)}
        allowDeselect={false}
        onChange={(value) => value && onChange(1, Number(value))}
      />
      <Text size="sm" data-testid="pagination-range">
        {total === null ? `${from}-${to}` : t('common.pagination.range', { from, to, total })}
      </Text>
      <ActionIcon
        variant="subtle"
        disabled={!canGoBack}
        onClick={() => onChange(page - 1, size)}
        aria-label={t('common.pagination.previous')}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        disabled={!canGoForward}
        onClick={() => onChange(page + 1, size)}
        aria-label={t('common.pagination.next')}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}
