import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CONFIGURATION_AREA, isKnownConfigurationName, type TConfigurationItem } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/session';
import { EntityTable } from '../../../shared/ui/entity-table';
import { PageHeader } from '../../../shared/ui/page-header';
import { EmptyState, QueryStates } from '../../../shared/ui/page-states';
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
      <PageHeader
        title={t('shell.nav.configurations')}
        intro={t('configurations.list.intro')}
        actions={
          canWrite && (
            <Button component={Link} to="/configuration-create" leftSection={<IconPlus size={16} />} data-testid="configuration-add">
              {t('common.actions.add')}
            </Button>
          )
        }
      />
      <QueryStates query={list} operation={t('configurations.operations.load')}>
        {(data) => (
          <EntityTable<TConfigurationItem>
            label={t('shell.nav.configurations')}
            rows={data}
            rowKey={(item) => item.name}
            rowTestId="configuration-row"
            testId="configurations-table"
            empty={<EmptyState>{t('configurations.list.empty')}</EmptyState>}
            columns={[
              {
                key: 'name',
                header: t('configurations.fields.name'),
                // Wide enough for a setting's words whole ("Curre / ncy" on a phone beside a long value).
                cell: (item) => (
                  <div style={{ minWidth: '9rem' }}>
                    {/* A known setting reads as words; its name (what the shop and the API use) is a code under them. */}
                    {isKnownConfigurationName(item.name) && <Text size="sm">{t(`configurations.known.${item.name}.label`)}</Text>}
                    <Text
                      component="code"
                      display="block"
                      size={isKnownConfigurationName(item.name) ? 'xs' : 'sm'}
                      c={isKnownConfigurationName(item.name) ? 'dimmed' : undefined}
                      ff="monospace"
                      // Broken only where it must (a long own name), not "OPENING_HO / URS" beside a long value.
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {item.name}
                    </Text>
                  </div>
                ),
              },
              {
                key: 'value',
                header: t('configurations.fields.value'),
                cell: (item) => (
                  <Text size="sm" style={{ wordBreak: 'break-word' }} lineClamp={3} c={item.value ? undefined : 'dimmed'}>
                    {item.value ? valueText(item.name, item.value) : t('configurations.values.empty')}
                  </Text>
                ),
              },
              canWrite && {
                key: 'edit',
                header: '',
                fit: true,
                cell: (item) => (
                  <Anchor
                    component={Link}
                    to={configurationEditPath(item.name)}
                    size="sm"
                    aria-label={t('configurations.list.editNamed', {
                      // A built-in setting by the name the row shows, not its code.
                      name: isKnownConfigurationName(item.name) ? t(`configurations.known.${item.name}.label`) : item.name,
                    })}
                  >
                    {t('common.actions.edit')}
                  </Anchor>
                ),
              },
            ]}
          />
        )}
      </QueryStates>
    </Stack>
  );
}
