import { localizeFields, localizeMessage, localizedErrorText } from '../../../shared/forms/server-messages';
import { Alert, Anchor, Button, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPrinter } from '@tabler/icons-react';
import { SHOP_MESSAGES, type TEvent } from '@foyer/contracts';
import { formatMoney } from '@foyer/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, saveFile } from '../../../shared/api/api-client';
import { orderPath } from '../../orders/order-links';
import { DOOR_LINE_LIMIT, maxQuantity, printFormPathOf, quantityProblem, ticketLanguage } from '../box-office';
import { eventName } from '../../events/event-display';
import { useDeskSaleId } from '../desk-sale-id';
import { usePrintOfflineTickets, type PrintedTickets } from '../mutations';

/** The fewest one print may hold: the type's minimum per order, which the server keeps too. */
const leastOf = (ticket: Pick<TEvent['tickets'][number], 'requireMinimumQuantity'> | undefined) =>
  Math.max(1, ticket?.requireMinimumQuantity ?? 1);

/** N tickets of one type printed ahead (GenerateOfflineTicketsWrite), downloaded as a PDF; counted as sold offline. */
export function OfflineTicketsPrint({ event, target }: { event: TEvent; target: string }) {
  const { t, i18n } = useTranslation();
  const print = usePrintOfflineTickets(target);
  const printable = event.tickets.filter((ticket) => ticket.onSale);
  const first = printable.find((ticket) => maxQuantity(ticket) > 0) ?? printable[0];
  const [ticketId, setTicketId] = useState<string | null>(first?.id ?? null);
  const [quantity, setQuantity] = useState<number | string>(() => leastOf(first));
  const [errors, setErrors] = useState<{ ticketId?: string; quantity?: string; general?: string }>({});
  const [printed, setPrinted] = useState<PrintedTickets | null>(null);
  const [saleId, nextSale] = useDeskSaleId();
  const ticket = event.tickets.find((type) => type.id === ticketId);
  const max = ticket ? maxQuantity(ticket) : DOOR_LINE_LIMIT;
  const least = leastOf(ticket);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const count = typeof quantity === 'number' ? quantity : Number(quantity);
    if (!ticketId) return setErrors({ ticketId: localizeMessage(SHOP_MESSAGES.ticketNotFound, t) });
    const problem = ticket && Number.isInteger(count) ? quantityProblem(ticket, count) : null;
    if (problem) return setErrors({ quantity: localizeMessage(problem, t) });
    if (!Number.isInteger(count) || count < 1 || count > max)
      return setErrors({ quantity: localizeMessage(SHOP_MESSAGES.invalidQuantity, t) });
    if (count < least) return setErrors({ quantity: localizeMessage(SHOP_MESSAGES.belowMinimum.replace('{0}', String(least)), t) });
    setErrors({});
    print.mutate(
      { ticketId, quantity: count, language: ticketLanguage(i18n.language), saleId },
      {
        onSuccess: (result) => {
          nextSale();
          saveFile(result.blob, result.filename);
          setPrinted(result);
        },
        onError: (error) => {
          const next: typeof errors = {};
          if (error instanceof ApiError && error.status > 0 && error.status < 500) {
            for (const [path, message] of Object.entries(localizeFields(error, t))) {
              const field = printFormPathOf(path);
              if (field) next[field] ??= message;
            }
            if (!next.ticketId && !next.quantity) next.general = localizedErrorText(error, t);
          } else next.general = t('events.boxOffice.print.notConfirmed');
          setErrors(next);
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="offline-print">
      <Stack gap={2}>
        <Title order={3} size="h5">
          {t('events.boxOffice.print.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('events.boxOffice.print.help')}
        </Text>
      </Stack>
      {printed && (
        <Alert
          color="green"
          icon={<IconCircleCheck size={18} />}
          withCloseButton
          onClose={() => setPrinted(null)}
          data-testid="offline-print-done"
        >
          <Stack gap={4} align="flex-start">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('events.boxOffice.print.done', { file: printed.filename })}
            </Text>
            {printed.orderId && (
              <Anchor component={Link} to={orderPath(printed.orderId)} size="sm" fw={600} data-testid="offline-print-order">
                {t('events.boxOffice.print.openOrder')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('events.boxOffice.print.ticketType')}
            data={printable.map((type) => ({
              value: type.id,
              label: `${eventName(type.names, event.defaultLanguage, i18n.language)} · ${formatMoney(type.totalPriceMinor, event.currency, i18n.language)}`,
              disabled: maxQuantity(type) === 0,
            }))}
            value={ticketId}
            onChange={(value) => {
              setTicketId(value);
              setQuantity(leastOf(event.tickets.find((type) => type.id === value)));
              setErrors({});
            }}
            allowDeselect={false}
            error={errors.ticketId}
            data-testid="offline-print-type"
          />
          <NumberInput
            label={t('events.boxOffice.print.quantity')}
            value={quantity}
            onChange={(value) => {
              setQuantity(value);
              setErrors({});
            }}
            min={1}
            max={max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            error={errors.quantity}
            // Nothing left on this date, or fewer than one order's minimum: said, not "1–0" or "4–2".
            description={
              max === 0
                ? t('events.boxOffice.print.noneLeft')
                : least > max
                  ? t('events.boxOffice.print.fewerThanMinimum', { left: max, minimum: least })
                  : `${least}–${max}`
            }
            disabled={max < least}
            data-testid="offline-print-quantity"
          />
          {errors.general && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="offline-print-error">
              {errors.general}
            </Alert>
          )}
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPrinter size={16} />}
            loading={print.isPending}
            disabled={!ticket || max < least}
            data-testid="offline-print-submit"
          >
            {t('events.boxOffice.print.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
