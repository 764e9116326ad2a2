import { Anchor, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CONFIGURATION_AREA, isKnownConfigurationName } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/session';
import { FailedOperation } from '../../../shared/ui/failed-operation';
import { useConfigurationValueText } from '../components/configuration-value-input';
import { useConfigurationList } from '../queries';

const configurationEditPath = (name: string) => `/configuration-edit/${encodeURIComponent(name)}`;

/** /configurations: the organisation's settings, name and value, each with its edit link. */
export default function ConfigurationsPage() {
  const { t } = useTranslation();
  const list = useConfigurationList();
  const { can } = usePermissions();
  const canWrite = can(CONFIGURATION_AREA.write);
  const valueText = useConfigurationValueText();

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('shell.nav.configurations')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('configurations.list.intro')}
          </Text>
        </div>
        {canWrite && (
          <Button component={Link} to="/configuration-create" leftSection={<IconPlus size={16} />} data-testid="configuration-add">
            {t('common.actions.add')}
          </Button>
        )}
      </Group>
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      ) : list.isError ? (
        <FailedOperation operation={t('configurations.operations.load')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Paper withBorder p="xl">
          <Text c="dimmed" ta="center">
            {t('configurations.list.empty')}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder>
          <Table verticalSpacing="sm" highlightOnHover data-testid="configurations-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('configurations.fields.name')}</Table.Th>
                <Table.Th>{t('configurations.fields.value')}</Table.Th>
                {canWrite && <Table.Th w={1} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((item) => (
                <Table.Tr key={item.name} data-testid="configuration-row">
                  <Table.Td>
                    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                      {item.name}
                    </Text>
                    {isKnownConfigurationName(item.name) && (
                      <Text size="xs" c="dimmed">
                        {t(`configurations.known.${item.name}.label`)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ wordBreak: 'break-word' }} lineClamp={3} c={item.value ? undefined : 'dimmed'}>
                      {item.value ? valueText(item.name, item.value) : t('configurations.values.empty')}
                    </Text>
                  </Table.Td>
                  {canWrite && (
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={configurationEditPath(item.name)}
                        size="sm"
                        aria-label={t('configurations.list.editNamed', { name: item.name })}
                      >
                        {t('common.actions.edit')}
                      </Anchor>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
