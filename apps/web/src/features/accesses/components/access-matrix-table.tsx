import { Box, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Permission, Role } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { permissionLabelKey, type AccessMatrix } from '../access-matrix';
import classes from './access-matrix-table.module.css';

interface Props {
  matrix: AccessMatrix;
  /** `area`: the permissions of the row's area, where its View and Change pair is found. */
  onToggle(role: Role, permission: Permission, area: readonly Permission[]): void;
  onArea(role: Role, permissions: readonly Permission[], granted: boolean): void;
}

/**
 * Permissions (rows, grouped by area) against roles (columns). The header row and the first
 * column stay in view while the table scrolls both ways, so it works on a tablet too.
 */
export function AccessMatrixTable({ matrix, onToggle, onArea }: Props) {
  const { t } = useTranslation();
  const roleName = (role: Role) => t(`common.roles.${role}`);
  const areaName = (area: string) => t(`accesses.areas.${area}`, { defaultValue: area });
  return (
    // A named tab stop: read-only, the matrix has nothing focusable, yet it must scroll by keyboard.
    <Box className={classes.scroller} role="region" aria-label={t('shell.nav.accesses')} tabIndex={0} data-testid="access-matrix">
      <Table className={classes.table} withColumnBorders={false} verticalSpacing={6} horizontalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={`${classes.corner} ${classes.sticky}`}>{t('accesses.matrix.permission')}</Table.Th>
            {matrix.roles.map(({ role, readonly }) => (
              <Table.Th key={role} className={classes.roleHead} data-testid={`role-${role}`}>
                <Stack gap={2} align="center">
                  <Text size="xs" fw={700} ta="center" lh={1.2}>
                    {roleName(role)}
                  </Text>
                  {readonly && (
                    <Tooltip label={t('accesses.legend.readonlyRole')} multiline maw={240} withArrow>
                      <IconLock size={14} color="var(--mantine-color-gray-6)" aria-label={t('accesses.legend.readonlyRole')} />
                    </Tooltip>
                  )}
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matrix.sections.map((section) => {
            const permissions = section.rows.map((row) => row.permission);
            return [
              <Table.Tr key={section.area} className={classes.areaRow} data-testid={`area-${section.area}`}>
                <Table.Td className={`${classes.sticky} ${classes.areaCell}`}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={700}>
                      {areaName(section.area)}
                    </Text>
                    {!section.editable && (
                      <Tooltip label={t('accesses.legend.lockedArea')} multiline maw={240} withArrow>
                        <IconLock
                          size={14}
                          color="var(--mantine-color-gray-6)"
                          aria-label={t('accesses.legend.lockedArea')}
                          style={{ flex: 'none' }}
                        />
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
                {section.summary.map(({ role, state, locked }) => (
                  <Table.Td key={role} className={classes.cell}>
                    {permissions.length > 1 && (
                      <Checkbox
                        size="xs"
                        radius="xs"
                        mx="auto"
                        w="fit-content"
                        checked={state === 'all'}
                        indeterminate={state === 'some'}
                        disabled={locked}
                        aria-label={t('accesses.matrix.wholeArea', { area: areaName(section.area), role: roleName(role) })}
                        onChange={() => onArea(role, permissions, state !== 'all')}
                      />
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>,
              ...section.rows.map((row) => {
                const label = t(permissionLabelKey(section.area, row.permission), { defaultValue: row.permission });
                return (
                  <Table.Tr key={row.permission}>
                    <Table.Td className={classes.sticky}>
                      <Text size="sm" pl="xs" lh={1.25}>
                        {label}
                      </Text>
                      <Text component="code" display="block" size="xs" c="dimmed" ff="monospace" pl="xs" className={classes.code}>
                        {row.permission}
                      </Text>
                    </Table.Td>
                    {row.cells.map((cell) => (
                      <Table.Td key={cell.role} className={`${classes.cell} ${cell.changed ? classes.changed : ''}`}>
                        <Checkbox
                          mx="auto"
                          w="fit-content"
                          checked={cell.checked}
                          disabled={cell.locked}
                          aria-label={t('accesses.matrix.cell', {
                            permission: label,
                            area: areaName(section.area),
                            role: roleName(cell.role),
                          })}
                          onChange={() => onToggle(cell.role, row.permission, permissions)}
                          data-testid={`cell-${cell.role}-${row.permission}`}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              }),
            ];
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
