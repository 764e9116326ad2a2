import { ActionIcon, Anchor, Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { VOUCHERS_AREA, type TVoucherCodeSale } from '@foyer/contracts';
import { displayVoucherCode, formatMoney } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '../../../app/session';
import { formatDate } from '../../../shared/dates/format';
import { localizedErrorText } from '../../../shared/forms/server-messages';
import { ConfirmModal } from '../../../shared/ui/confirm-modal';
import { useErrorSnackbar } from '../../../shared/ui/error-snackbar';
import { PageError } from '../../../shared/ui/page-states';
import { ScrollRegion } from '../../../shared/ui/scroll-region';
import { orderPath } from '../../orders/order-links';
import { useCancelVoucherCode } from '../mutations';
import { useVoucherCodes } from '../queries';
import { mayCancelVoucherCode as mayCancel, voucherCodeState } from '../voucher-code-status';

/**
 * The codes sold of a voucher, newest first: which order bought each, what is left, until when,
 * for whom, and the orders each has paid for; a code can be canceled (after a confirm).
 */
export function VoucherCodesSection({ voucherId }: { voucherId: string }) {
  const { t, i18n } = useTranslation();
  const { can } = usePermissions();
  const codes = useVoucherCodes(voucherId);
  const cancel = useCancelVoucherCode(voucherId);
  const showError = useErrorSnackbar();
  const [canceling, setCanceling] = useState<TVoucherCodeSale | null>(null);
  const money = (minor: number, currency: TVoucherCodeSale['currency']) => formatMoney(minor, currency, i18n.language);

  const confirmCancel = async () => {
    if (!canceling) return;
    try {
      await cancel.mutateAsync(canceling.codeId);
    } catch (error) {
      // SPEC §8's words for this failure, then the reason.
      showError(`${t('vouchers.codes.cancelFailure')}: ${localizedErrorText(error, t)}`);
    } finally {
      setCanceling(null);
    }
  };

  return (
    <Stack gap="sm" data-testid="voucher-codes">
      <Title order={2} size="h4">
        {t('vouchers.codes.title')}
      </Title>
      {codes.isError ? (
        <PageError operation={t('vouchers.operations.loadCodes')} onRetry={() => void codes.refetch()} />
      ) : !codes.data ? null : codes.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vouchers.codes.none')}
        </Text>
      ) : (
        <ScrollRegion label={t('vouchers.codes.title')}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('vouchers.codes.code')}</Table.Th>
                <Table.Th>{t('vouchers.codes.balance')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('vouchers.codes.expires')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('vouchers.codes.status.title')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('vouchers.codes.redemptions')}</Table.Th>
                {can(VOUCHERS_AREA.write) && (
                  <Table.Th>
                    <VisuallyHiddenOnPhone label={t('vouchers.list.actions')} />
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.data.map((code) => (
                <Table.Tr key={code.codeId} data-testid="voucher-code-row" data-code={code.code}>
                  <Table.Td>
                    {/* A code by nature: people read it letter by letter (the no-raw-codes check skips <code>). */}
                    <Text component="code" ff="monospace" fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {displayVoucherCode(code.code)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Anchor component={Link} to={orderPath(code.orderId)} size="xs" underline="always">
                        {t('vouchers.codes.order', { number: code.orderNumber })}
                      </Anchor>
                      {' · '}
                      {t('vouchers.codes.soldAt', { date: formatDate(code.soldAt) })}
                      {code.recipientName && ` · ${t('orders.voucherCodes.for', { name: code.recipientName })}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" data-testid="voucher-code-balance">
                      {t('orders.voucherCodes.ofValue', {
                        balance: money(code.balanceMinor, code.currency),
                        value: money(code.valueMinor, code.currency),
                      })}
                    </Text>
                    {/* On a phone the status folds under the balance. */}
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {t(`vouchers.codes.status.${voucherCodeState(code)}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{code.expiresAt ? formatDate(code.expiresAt) : t('vouchers.list.noExpiry')}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text
                      size="sm"
                      fw={600}
                      c={voucherCodeState(code) === 'Active' ? 'green.9' : 'dimmed'}
                      data-testid="voucher-code-status"
                    >
                      {t(`vouchers.codes.status.${voucherCodeState(code)}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    {code.redemptions.length === 0
                      ? '–'
                      : code.redemptions.map((redemption) => (
                          <Text size="xs" key={`${redemption.orderId}-${redemption.at}`} data-testid="voucher-code-redemption">
                            <Anchor component={Link} to={orderPath(redemption.orderId)} size="xs" underline="always">
                              {t('vouchers.codes.order', { number: redemption.orderNumber })}
                            </Anchor>
                            {` · ${money(redemption.amountMinor, code.currency)} · ${t(`vouchers.codes.redemptionStatus.${redemption.status}`)}`}
                            {/* A refund of that order put money back on the code: its balance reads right beside it. */}
                            {redemption.returnedMinor > 0 &&
                              ` · ${t('vouchers.codes.returned', { amount: money(redemption.returnedMinor, code.currency) })}`}
                          </Text>
                        ))}
                  </Table.Td>
                  {can(VOUCHERS_AREA.write) && (
                    <Table.Td>
                      {mayCancel(code) && (
                        // On a phone the icon alone, so the table fits.
                        <ActionIcon
                          hiddenFrom="sm"
                          variant="subtle"
                          color="red"
                          onClick={() => setCanceling(code)}
                          aria-label={t('vouchers.codes.cancelNamed', { code: displayVoucherCode(code.code) })}
                        >
                          <IconBan size={16} />
                        </ActionIcon>
                      )}
                      {mayCancel(code) && (
                        <Button
                          visibleFrom="sm"
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconBan size={14} />}
                          onClick={() => setCanceling(code)}
                          aria-label={t('vouchers.codes.cancelNamed', { code: displayVoucherCode(code.code) })}
                          data-testid="voucher-code-cancel"
                        >
                          {t('vouchers.codes.cancel')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <ConfirmModal
        opened={canceling !== null}
        title={t('vouchers.codes.cancelTitle')}
        confirmLabel={t('vouchers.codes.cancel')}
        closeLabel={t('vouchers.codes.cancelKeep')}
        loading={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCanceling(null)}
      >
        {canceling &&
          t('vouchers.codes.cancelBody', {
            code: displayVoucherCode(canceling.code),
            amount: money(canceling.balanceMinor, canceling.currency),
          })}
      </ConfirmModal>
    </Stack>
  );
}

/** A column's title that a phone keeps for screen readers only, where the column is an icon wide. */
function VisuallyHiddenOnPhone({ label }: { label: string }) {
  return (
    <>
      <Text span inherit visibleFrom="sm">
        {label}
      </Text>
      <VisuallyHidden hiddenFrom="sm">{label}</VisuallyHidden>
    </>
  );
}
