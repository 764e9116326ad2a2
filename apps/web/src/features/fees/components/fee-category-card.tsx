import { ActionIcon, Button, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconFileInvoice, IconPencil, IconPlus, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import type { FeeCategory, TFee } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feeAddPath, feeEditPath, feeValueLabel, percentLabel } from '../fee-form';

const ICONS: Record<FeeCategory, typeof IconTruckDelivery> = { Shipping: IconTruckDelivery, EAN: IconFileInvoice };

interface Props {
  category: FeeCategory;
  fee: TFee | undefined;
  currency: string;
  canWrite: boolean;
  onRemove(): void;
}

/** One category of /fee: what it is for, and its fee or "No fee". */
export function FeeCategoryCard({ category, fee, currency, canWrite, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const name = t(`fees.categories.${category}.label`);
  const Icon = ICONS[category];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid={`fee-${category}`}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="md">
              <Icon size={20} stroke={1.6} />
            </ThemeIcon>
            <div>
              <Text fw={600}>{name}</Text>
              <Text size="sm" c="dimmed">
                {t(`fees.categories.${category}.help`)}
              </Text>
            </div>
          </Group>
          {canWrite && fee && (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('common.actions.edit')}>
                <ActionIcon
                  component={Link}
                  to={feeEditPath(category)}
                  variant="subtle"
                  aria-label={t('fees.list.editNamed', { name })}
                  data-testid={`fee-${category}-edit`}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('fees.list.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('fees.list.removeNamed', { name })}
                  onClick={onRemove}
                  data-testid={`fee-${category}-remove`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
        {fee ? (
          <div>
            <Group gap={8} align="baseline" wrap="wrap">
              <Text size="xl" fw={700} data-testid={`fee-${category}-value`}>
                {feeValueLabel(fee, currency, i18n.language)}
              </Text>
              <Text size="sm" c="dimmed">
                {fee.type !== 'Percentage'
                  ? t('fees.list.perOrder')
                  : category === 'EAN'
                    ? t('fees.list.ofOrderEan')
                    : t('fees.list.ofOrder')}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('fees.list.plusVat', { vat: percentLabel(fee.vatBasisPoints, i18n.language) })}
            </Text>
          </div>
        ) : (
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <div>
              <Text fw={600} c="dimmed" data-testid={`fee-${category}-value`}>
                {t('fees.list.noFee')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('fees.list.noFeeHelp')}
              </Text>
            </div>
            {canWrite && (
              <Button
                component={Link}
                to={feeAddPath(category)}
                variant="light"
                leftSection={<IconPlus size={16} />}
                // The name starts with the visible words, so voice control finds it (WCAG 2.5.3).
                aria-label={t('fees.list.addNamed', { name })}
                data-testid={`fee-${category}-add`}
              >
                {t('fees.list.add')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
