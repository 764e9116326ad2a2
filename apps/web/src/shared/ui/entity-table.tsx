import { Anchor, Box, Paper, Table, type MantineBreakpoint } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { PaginationBar } from './pagination-bar';

/**
 * A box that scrolls sideways when its table is wider than the screen (a phone). It is a named,
 * focusable region so a keyboard can reach and scroll it too (WCAG 2.1.1; issue 12).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} className="mantine-focus-auto" style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}

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

const cellStyle = (column: EntityColumn<unknown>): CSSProperties | undefined =>
  column.fit ? { width: '1%', whiteSpace: 'nowrap' } : column.nowrap ? { whiteSpace: 'nowrap' } : undefined;

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
              <Table.Th
                key={column.key}
                visibleFrom={column.visibleFrom}
                ta={column.align}
                style={cellStyle(column as EntityColumn<unknown>)}
              >
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
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  visibleFrom={column.visibleFrom}
                  ta={column.align}
                  style={cellStyle(column as EntityColumn<unknown>)}
                >
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
export function RowLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      to={to}
      state={state}
      fw={500}
      c="inherit"
      onClick={(click) => click.stopPropagation()}
      style={{ overflowWrap: 'anywhere' }}
    >
      {children}
    </Anchor>
  );
}
