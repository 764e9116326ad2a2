import { ActionIcon, Anchor, Group, Paper, Table, Tooltip, type MantineBreakpoint } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaginationBar } from './pagination-bar';
import { ScrollRegion } from './scroll-region';

export interface EntityColumn<T> {
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** Hidden below this breakpoint (its content then usually folds under the first column). */
  visibleFrom?: MantineBreakpoint;
  align?: 'right';
  /** As narrow as its content, on one line (status badges, row actions). */
  fit?: boolean;
  nowrap?: boolean;
  /**
   * The name column's least width, for names that are long words of their own (an event's
   * "Museumseintritt" broke as "Museumseint / ritt" on a phone); other lists leave it to the table.
   */
  minWidth?: string;
}

export interface EntityPagination {
  page: number;
  size: number;
  /** null while unknown. */
  total: number | null;
  onChange(page: number, size: number): void;
}

export interface EntityTableProps<T> {
  /** The accessible name of the table's scroll region, e.g. "Events". */
  label: string;
  rows: readonly T[];
  columns: readonly (EntityColumn<T> | false)[];
  rowKey(row: T): string;
  /** Opening a row by clicking anywhere on it; its first cell should hold the real link. */
  onRowClick?(row: T): void;
  rowTestId?: string;
  testId?: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** The shared pagination bar under the table (SPEC §9). */
  pagination?: EntityPagination;
  /** While the next page loads, the last one stays, dimmed. */
  dimmed?: boolean;
  /** Inside a card that already has a border. */
  bare?: boolean;
}

/** What a column's header and its cells share: when they show, alignment and width. */
const cellProps = <T,>(column: EntityColumn<T>) => ({
  visibleFrom: column.visibleFrom,
  ta: column.align,
  style: (column.fit ? { width: '1%', whiteSpace: 'nowrap' } : column.nowrap ? { whiteSpace: 'nowrap' } : undefined) as
    CSSProperties | undefined,
});

/**
 * A header may wrap between its words where its column's values do not ("Kapacitet brugt" over
 * "0 / 26"): on a phone the width goes to the values (a walk found the status badges cut to "KOMM…").
 */
const headerStyle = <T,>(column: EntityColumn<T>): CSSProperties | undefined =>
  column.nowrap && !column.fit ? undefined : cellProps(column).style;

/**
 * The row's name (its first cell) breaks a word without spaces ("NNNN…", a pasted address) where
 * it must rather than widen the page; the other columns keep their words whole ("Europe/Copenhagen").
 * A long word of the page's language is hyphenated where the browser knows the language's words.
 */
const nameCell = <T,>(column: EntityColumn<T>): CSSProperties => ({
  minWidth: column.minWidth,
  ...cellProps(column).style,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

/** The back office's list table: columns that fold away on small screens, empty state, pagination. */
export function EntityTable<T>(props: EntityTableProps<T>) {
  const { label, rows, rowKey, onRowClick, rowTestId, testId, empty, pagination, dimmed, bare } = props;
  const columns = props.columns.filter((column): column is EntityColumn<T> => column !== false);
  const table = (
    <ScrollRegion label={label}>
      <Table highlightOnHover verticalSpacing="sm" style={{ opacity: dimmed ? 0.6 : 1 }} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} {...cellProps(column)} style={headerStyle(column)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              onClick={onRowClick && (() => onRowClick(row))}
              style={onRowClick && { cursor: 'pointer' }}
              data-testid={rowTestId}
            >
              {columns.map((column, index) => (
                <Table.Td key={column.key} {...cellProps(column)} style={index === 0 ? nameCell(column) : cellProps(column).style}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
  return (
    <>
      {rows.length === 0 ? empty : bare ? table : <Paper withBorder>{table}</Paper>}
      {pagination && (pagination.total === null || pagination.total > 0 || pagination.page > 1) && (
        <PaginationBar {...pagination} shownCount={rows.length} />
      )}
    </>
  );
}

/** The link to a row's own page, in its first cell; a click on it is not also a row click. */
export function RowLink({ to, state, label, children }: { to: string; state?: unknown; label?: string; children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      to={to}
      state={state}
      aria-label={label}
      fw={500}
      c="inherit"
      onClick={(click) => click.stopPropagation()}
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Anchor>
  );
}

export interface RowActionsProps {
  /** The edit action, named for its row ("Edit Main hall"): a link or a click. */
  edit?: { label: string; to?: string; onClick?: () => void };
  /** The delete action; `blocked` says why it is not possible (the button is then disabled). */
  remove?: { label: string; onClick: () => void; blocked?: string | null };
}

/** A row's edit and delete buttons, icons with tooltips and names that say which row they act on. */
export function RowActions({ edit, remove }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {edit && (
        <Tooltip label={t('common.actions.edit')}>
          {edit.to ? (
            <ActionIcon component={Link} to={edit.to} variant="subtle" aria-label={edit.label}>
              <IconPencil size={18} />
            </ActionIcon>
          ) : (
            <ActionIcon variant="subtle" aria-label={edit.label} onClick={edit.onClick}>
              <IconPencil size={18} />
            </ActionIcon>
          )}
        </Tooltip>
      )}
      {remove && (
        <Tooltip label={remove.blocked ?? t('common.actions.delete')} multiline maw={260}>
          <ActionIcon variant="subtle" color="red" disabled={Boolean(remove.blocked)} aria-label={remove.label} onClick={remove.onClick}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
