import { Group, Stack, Text, TextInput } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import type { Currency } from '@foyer/contracts';
import { displayVoucherCode, formatMoney, normalizeVoucherCode, VOUCHER_CODE_LENGTH, voucherShare } from '@foyer/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { useVoucherCodeBalance } from '../queries';

const nowrap = { whiteSpace: 'nowrap' } as const;

interface Props {
  value: string;
  onChange(value: string): void;
  error?: ReactNode;
  /** The sale's total, of which the code pays what it can. */
  totalMinor: number;
  currency: Currency;
}

/**
 * The desk's "Gift voucher code": once the whole code is typed its balance shows, with what it
 * pays of this sale and what is left to pay in cash or otherwise.
 */
/**
 * The code's balance once the whole code is typed, and what it pays of `totalMinor`; `usable` is
 * null while the code is incomplete, unknown or cannot pay. The sale's button asks it too (the
 * look-up is shared), so it names what is left to take.
 */
export function useDeskVoucherShare(code: string, totalMinor: number) {
  const balance = useVoucherCodeBalance(code);
  const complete = normalizeVoucherCode(code).length === VOUCHER_CODE_LENGTH;
  const usable = complete && balance.data?.usable ? balance.data : null;
  return { balance, complete, usable, share: voucherShare(totalMinor, usable ? usable.balanceMinor : null) };
}

export function DeskVoucherCode({ value, onChange, error, totalMinor, currency }: Props) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const { balance, complete, usable, share } = useDeskVoucherShare(value, totalMinor);
  const lookup =
    !complete || balance.isPending
      ? null
      : balance.isError
        ? balance.error instanceof ApiError && balance.error.status === 404
          ? t('events.boxOffice.voucher.unknown')
          : localizedErrorText(balance.error, t)
        : !balance.data.usable
          ? t('events.boxOffice.voucher.notUsable')
          : null;
  return (
    <Stack gap={4}>
      <TextInput
        label={t('events.boxOffice.voucher.label')}
        description={t('events.boxOffice.voucher.help')}
        leftSection={<IconGift size={16} />}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={() => value.trim() && onChange(displayVoucherCode(value))}
        error={error ?? lookup}
        data-testid="desk-sale-voucher-code"
      />
      {usable && (
        <Stack gap={2} data-testid="desk-sale-voucher-balance">
          <Text size="sm">
            {t('events.boxOffice.voucher.balance', { amount: money(usable.balanceMinor), value: money(usable.valueMinor) })}
          </Text>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('events.boxOffice.voucher.pays')}</Text>
            <Text size="sm" style={nowrap} data-testid="desk-sale-voucher-pays">
              − {money(share.paidMinor)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{t('events.boxOffice.voucher.leftToPay')}</Text>
            <Text fw={700} style={nowrap} data-testid="desk-sale-left-to-pay">
              {money(share.leftMinor)}
            </Text>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
