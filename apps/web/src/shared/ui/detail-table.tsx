import { Table, Text, type MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

export interface DetailColumn<T> {
  key: string;
  header: ReactNode;
  cell(row: T, index: number): ReactNode;
  /** Hidden below this breakpoint (its content then usually folds under another column). */
  visibleFrom?: MantineBreakpoint;
  align?: 'right';
  /** The cells on one line (amounts, dates); the header wraps as it needs. */
  nowrap?: boolean;
}

/**
 * A read-only table inside a section of a record's page (an order's payments, tickets, mails):
 * compact rows, no border of its own, scrolling sideways on a phone, or `empty` in dimmed words.
 * A list page uses `EntityTable` instead.
 */
export function DetailTable<T>({
  label,
  rows,
  columns,
  rowKey,
  rowTestId,
  empty,
}: {
  /** The accessible name of the scroll region: the section's title. */
  label: string;
  rows: readonly T[];
  columns: readonly DetailColumn<T>[];
  rowKey(row: T, index: number): string;
  rowTestId: string;
  /** What to say when there are no rows, e.g. "No payments yet". */
  empty?: string;
}) {
  if (rows.length === 0 && empty !== undefined)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <ScrollRegion label={label}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} visibleFrom={column.visibleFrom} ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)} data-testid={rowTestId}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  visibleFrom={column.visibleFrom}
                  ta={column.align}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.cell(row, index)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
