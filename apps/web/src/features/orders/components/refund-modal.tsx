import { Alert, Box, Button, Checkbox, Divider, Group, Modal, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { REFUND_MESSAGES, ticketNumberOf, type TOrderDetail } from '@foyer/contracts';
import { formatMoney } from '@foyer/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/dates/format';
import { localizeMessage } from '../../../shared/forms/server-messages';
import {
  beyondRefundPolicy,
  goesWithTheRest,
  isSelectable,
  preselectedTickets,
  refundFailure,
  refundPreview,
  refundRequest,
  selectionAfterOverride,
  ticketChoice,
  ticketless,
  type RefundFailure,
} from '../order-actions';
import { lineOf, payingCodeProblem, refundMoneyKeys, refundSplit, voucherLeftToRefund } from '../order-display';

import { useRefundOrder } from '../mutations';
import { TicketStatusBadge } from './order-badges';

interface Props {
  order: TOrderDetail;
  opened: boolean;
  onClose(): void;
  /** After a refund: the amount refunded, formatted. */
  /** The words for what was refunded, and where the money went. */
  onRefunded(message: string): void;
}

/** Refund some or all tickets of a charged order, within the refund policy or against it. */
export function RefundModal({ order, opened, onClose, onRefunded }: Props) {
  const { t } = useTranslation();
  const refund = useRefundOrder(order.orderId);
  const close = () => {
    if (!refund.isPending) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(order.tickets.length > 0 ? 'orders.refund.title' : 'orders.refund.titleNoTickets')}
      size="lg"
      centered
      data-testid="refund-modal"
    >
      {/* The modal mounts its content at each opening (and keeps it while it closes): each opening starts from the order as it is now. */}
      <RefundForm order={order} refund={refund} onCancel={close} onRefunded={onRefunded} />
    </Modal>
  );
}

function RefundForm({
  order,
  refund,
  onCancel,
  onRefunded,
}: {
  order: TOrderDetail;
  refund: ReturnType<typeof useRefundOrder>;
  onCancel(): void;
  /** The words for what was refunded, and where the money went. */
  onRefunded(message: string): void;
}) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.language);
  const [selected, setSelected] = useState<string[]>(() => preselectedTickets(order));
  const [override, setOverride] = useState(false);
  const [failure, setFailure] = useState<RefundFailure | null>(null);
  const preview = refundPreview(order, selected);
  // Said before staff ask, not only in the refusal after: the chosen tickets' policy does not refund now.
  const pastPolicy = !override && beyondRefundPolicy(order, selected, new Date());
  // An order of donations, vouchers or tours alone has no tickets to choose: it goes back whole.
  const wholeOnly = ticketless(order);
  const withIt = goesWithTheRest(order);
  // The event and its time are named only when the order has tickets for more than one occurrence.
  const severalEvents = new Set(order.lines.map((line) => line.occurrenceId)).size > 1;
  const choosable = order.tickets.filter((ticket) => isSelectable(ticket, override));
  const allChosen = choosable.length > 0 && choosable.every((ticket) => selected.includes(ticket.ticketId));

  const toggle = (ticketId: string, on: boolean) =>
    setSelected((current) => (on ? [...current, ticketId] : current.filter((id) => id !== ticketId)));
  const changeOverride = (on: boolean) => {
    setOverride(on);
    setFailure(null);
    setSelected((current) => selectionAfterOverride(order, current, on));
  };

  // A double click sends the second before the button shows it is busy: the server refuses it
  // ("already canceled"), and that answer would replace the first's success in the dialog.
  const submitting = useRef(false);
  const submit = () => {
    if (submitting.current) return;
    submitting.current = true;
    const body = refundRequest(order, selected, override);
    setFailure(null);
    refund.mutate(body, {
      onSuccess: (updated) => {
        const last = updated.refunds.at(-1);
        const amount = last?.amount ?? preview.amount;
        // As the server made it: the voucher's part, and what staff hand back or settle of the rest.
        const parts = splitWords(refundSplit(order, amount, last?.voucherAmount ?? 0));
        onRefunded(
          parts ? t('orders.refund.doneSplit', { amount: money(amount), parts }) : t('orders.refund.done', { amount: money(amount) }),
        );
      },
      onError: (error) => setFailure(refundFailure(error, body.ticketIds ?? [])),
      onSettled: () => {
        submitting.current = false;
      },
    });
  };

  // After an earlier refund put some back on the voucher, what is left of its part (a walk saw the whole again).
  const voucherLeft = voucherLeftToRefund(order);
  const where = refundMoneyKeys(order, voucherLeft);
  // Staff hear before they refund that the voucher's part would land on a code nobody can spend.
  const deadCode = where.voucher ? payingCodeProblem(order.paidWithCode, new Date()) : null;
  // Both parts named when the money goes two ways (a desk refund of a voucher and cash sale read "375 refunded").
  const splitWords = ({ voucherMinor, restMinor, restKey }: ReturnType<typeof refundSplit>) =>
    voucherMinor > 0 && restMinor > 0
      ? `${t('orders.refund.splitVoucher', { amount: money(voucherMinor) })}, ${t(restKey, { amount: money(restMinor) })}`
      : null;
  const split = splitWords(refundSplit(order, preview.amount, voucherLeft));
  const moneyNote = [where.voucher && t(where.voucher, { amount: money(voucherLeft) }), where.rest && t(where.rest)]
    .filter(Boolean)
    .join(' ');
  const failureText = failure
    ? failure.message
      ? localizeMessage(failure.message, t)
      : t('common.failedOperation', { operation: t('orders.operations.refund') })
    : null;

  // The provider refused the money after the tickets were canceled: what is left to say is that,
  // and where to try again. The picker would now read "every ticket is canceled" beside "Refund 0.00".
  if (failure?.providerFailed)
    return (
      <Stack gap="md">
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={failureText} data-testid="refund-error">
          <Text size="sm">{t('orders.refund.providerFailedHint')}</Text>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="refund-close">
            {t('common.actions.close')}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        {!wholeOnly && <Text size="sm">{t('orders.refund.intro')}</Text>}
        <Text size="sm" c="dimmed">
          {moneyNote}
        </Text>
        {deadCode && (
          <Alert color="orange" icon={<IconAlertTriangle size={16} />} p="xs" data-testid="refund-dead-code">
            {t(deadCode.key, { day: formatDate(deadCode.expiresAt ?? '') })}
          </Alert>
        )}
      </Stack>

      {wholeOnly ? (
        <Text size="sm" data-testid="refund-whole-order">
          {t('orders.refund.wholeOrder')}
        </Text>
      ) : (
        <Box>
          <Group justify="space-between" wrap="nowrap" gap="sm" mb="xs">
            <Checkbox
              label={t('orders.refund.all')}
              checked={allChosen}
              indeterminate={!allChosen && selected.length > 0}
              disabled={choosable.length === 0}
              onChange={(e) => setSelected(e.currentTarget.checked ? choosable.map((ticket) => ticket.ticketId) : [])}
              fw={600}
              data-testid="refund-all"
            />
            {choosable.length > 0 && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('orders.refund.chosen', { count: preview.count, total: choosable.length })}
              </Text>
            )}
          </Group>
          <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
            <Stack gap={0}>
              {order.tickets.map((ticket, index) => {
                const line = lineOf(order.lines, ticket.lineNo);
                const choice = ticketChoice(ticket);
                const selectable = isSelectable(ticket, override);
                const note =
                  choice === 'canceled'
                    ? t('orders.refund.canceled')
                    : choice === 'needsOverride' && !override
                      ? t(ticket.status === 'EXPIRED' ? 'orders.refund.expiredNeedsOverride' : 'orders.refund.usedNeedsOverride')
                      : null;
                const problem = failure?.perTicket[ticket.ticketId];
                return (
                  <Box
                    key={ticket.ticketId}
                    py={8}
                    style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                    data-testid="refund-ticket"
                  >
                    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                      <Checkbox
                        checked={selectable && selected.includes(ticket.ticketId)}
                        disabled={!selectable || undefined}
                        onChange={(e) => toggle(ticket.ticketId, e.currentTarget.checked)}
                        // The number printed on the ticket (the API lists them in the order the PDF and the scanner number them).
                        label={
                          <Text span size="sm" fw={600} data-testid="refund-ticket-number">
                            {ticketNumberOf(order.orderNumber, index + 1)}
                          </Text>
                        }
                        description={
                          [
                            line && severalEvents
                              ? `${line.eventName}, ${formatDateTime(line.startsAt ?? undefined, line.timeZone ?? undefined)}`
                              : null,
                            line ? `${line.ticketName} · ${money(line.unitGross)}` : null,
                            ticket.holderName,
                            note,
                          ]
                            .filter(Boolean)
                            .join(' · ') || undefined
                        }
                        error={problem ? localizeMessage(problem, t) : undefined}
                        styles={{ body: { alignItems: 'flex-start' } }}
                      />
                      <TicketStatusBadge status={ticket.status} />
                    </Group>
                  </Box>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        </Box>
      )}

      {!wholeOnly && (
        <Switch
          checked={override}
          onChange={(e) => changeOverride(e.currentTarget.checked)}
          label={t('orders.refund.override')}
          description={t('orders.refund.overrideHelp')}
          color="orange"
          data-testid="refund-override"
        />
      )}

      <Divider />
      <Group justify="space-between" align="flex-start" wrap="nowrap" data-testid="refund-amount">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('orders.refund.amount')}
          </Text>
          {preview.rest && (
            <Text size="xs" c="dimmed" data-testid="refund-rest">
              {t(`orders.refund.${preview.whole ? 'whole' : 'rest'}${order.fees.length > 0 ? '' : 'NoFees'}`)}
            </Text>
          )}
          {preview.rest && withIt.length > 0 && (
            <Text size="xs" c="dimmed" data-testid="refund-with-it">
              {t(wholeOnly ? 'orders.refund.inIt' : 'orders.refund.withIt', {
                items: withIt
                  .map((line) => `${line.eventName} (${t(`orders.kinds.${line.kind}`).toLowerCase()}, ${money(line.totalGross)})`)
                  .join('; '),
              })}
              {withIt.some((line) => line.kind === 'Product') && ` ${t('orders.refund.toursStop')}`}
            </Text>
          )}
          {preview.codesUsed + preview.codesCanceled > 0 && (
            <Text size="xs" c="dimmed" data-testid="refund-codes">
              {t('orders.refund.codesTakenBack', { canceled: money(preview.codesCanceled), used: money(preview.codesUsed) })}
            </Text>
          )}
          {preview.count === 0 && !wholeOnly && (
            <Text size="xs" c="dimmed" data-testid="refund-choose-hint">
              {t(choosable.length === 0 ? 'orders.refund.noneChoosable' : 'orders.refund.chooseTicket')}
            </Text>
          )}
          {split && (
            <Text size="sm" fw={500} data-testid="refund-split">
              {split}
            </Text>
          )}
        </Stack>
        <Text size="xl" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="refund-amount-value">
          {money(preview.amount)}
        </Text>
      </Group>

      {pastPolicy && !failure?.policy && (
        <Alert
          color="orange"
          icon={<IconInfoCircle size={18} />}
          title={localizeMessage(REFUND_MESSAGES.policy, t)}
          data-testid="refund-policy-note"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('orders.refund.policyHint')}</Text>
            <Button size="xs" variant="default" onClick={() => changeOverride(true)}>
              {t('orders.refund.useOverride')}
            </Button>
          </Stack>
        </Alert>
      )}

      {failure && failureText && (
        <Alert
          color={failure.policy ? 'orange' : 'red'}
          icon={failure.policy ? <IconInfoCircle size={18} /> : <IconAlertTriangle size={18} />}
          title={failureText}
          data-testid="refund-error"
        >
          {failure.policy && !override && (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('orders.refund.policyHint')}</Text>
              <Button size="xs" variant="default" onClick={() => changeOverride(true)} data-testid="refund-use-override">
                {t('orders.refund.useOverride')}
              </Button>
            </Stack>
          )}
        </Alert>
      )}

      <Group justify="flex-end" gap="sm">
        {/* "Close", not "Cancel": beside tickets that "are canceled", Cancel read as canceling them. */}
        <Button variant="default" onClick={onCancel} disabled={refund.isPending} data-testid="refund-close">
          {t('common.actions.close')}
        </Button>
        <Button
          color="red"
          onClick={submit}
          loading={refund.isPending}
          // Past the policy the server refuses it: the note above says so and offers the override.
          disabled={(preview.count === 0 && !wholeOnly) || pastPolicy}
          data-testid="refund-confirm"
        >
          {t('orders.refund.confirm', { amount: money(preview.amount) })}
        </Button>
      </Group>
    </Stack>
  );
}
