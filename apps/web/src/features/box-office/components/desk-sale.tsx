import { localizeMessage, localizedErrorText } from '../../../shared/forms/server-messages';
import { ActionIcon, Box, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { type TEvent, type TOrderDetail, type TTicketType } from '@foyer/contracts';
import { formatMoney } from '@foyer/domain';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { PrintTicketsButton } from '../../orders/components/print-tickets-button';
import {
  doorSaleBody,
  isDoorSellable,
  maxQuantity,
  poolLeftOf,
  quantityProblem,
  saleFieldErrors,
  saleBegun,
  saleTotal,
  nextBuyer,
  validateDoorSale,
  type DoorSaleValues,
} from '../box-office';
import { eventName } from '../../events/event-display';
import { useDeskSaleId } from '../desk-sale-id';
import { useSellAtDoor } from '../mutations';
import { DeskBuyerFields, DeskPaymentChoice, DeskSaleDone, DeskSaleFailure } from './desk-sale-parts';
import { DeskVoucherCode, useDeskVoucherShare } from './desk-voucher-code';
import { UnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** What the last sale was, for the panel that confirms it. */
interface Sold {
  order: TOrderDetail;
  email: string;
}

/**
 * A sale at the desk: quantities of the door ticket types, the live total, cash or otherwise, and
 * optionally who bought (with an email the tickets are mailed). After a sale the form is empty for
 * the next visitor, with the sale's order number above it.
 */
export function DeskSale({ event, target }: { event: TEvent; target: string }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, event.currency, i18n.language);
  const sell = useSellAtDoor(target);
  const [saleId, nextSale] = useDeskSaleId();
  const [sold, setSold] = useState<Sold | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A refused row may be a screen above the Sell button on a phone: the button's side says so too.
  const [rowsRefused, setRowsRefused] = useState(false);
  const rows = useRef<HTMLDivElement>(null);
  const blank = (keep?: Pick<DoorSaleValues, 'paymentMethod' | 'language'>): DoorSaleValues => ({
    quantities: {},
    ...nextBuyer(i18n.language, keep),
    voucherCode: '',
  });
  const form = useForm<DoorSaleValues>({
    initialValues: blank(),
    validate: (values) => localize(validateDoorSale(event.tickets, values, poolLeftOf(event.saleMode, event.tickets))),
  });
  function localize(errors: Record<string, string>) {
    return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, localizeMessage(message, t)]));
  }

  const total = saleTotal(event.tickets, form.values.quantities);
  const voucher = useDeskVoucherShare(form.values.voucherCode, total.grossMinor);
  const doorTypes = event.tickets.filter(isDoorSellable);
  // A typed number above what is left is kept and named at once ("Only 20 left"), not cut to its first digits.
  const setQuantity = (ticket: TTicketType, quantity: number) => {
    const next = Math.max(0, Math.trunc(quantity) || 0);
    const field = `quantities.${ticket.id}`;
    form.setFieldValue(field, next);
    form.clearFieldError('items');
    setRowsRefused(false);
    const problem = quantityProblem(ticket, next);
    if (problem) form.setFieldError(field, localizeMessage(problem, t));
    else form.clearFieldError(field);
    setFailure(null);
  };

  /** After a refused sale: the first refused row's quantity gets the focus, scrolled into view, and the button's side names it. */
  const pointAtRefusedRows = (errors: Record<string, unknown>) => {
    const refused = event.tickets.find((ticket) => errors[`quantities.${ticket.id}`]);
    const anyRow = Boolean(refused) || Boolean(errors.items);
    setRowsRefused(anyRow);
    if (!anyRow) return;
    const target = rows.current?.querySelector<HTMLElement>(
      refused ? `[data-ticket-id="${refused.id}"] input` : '[data-testid="desk-sale-row"][data-door="yes"] input:not(:disabled)',
    );
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center' });
  };

  const submit = form.onSubmit((values) => {
    const body = { ...doorSaleBody(event.tickets, values), saleId };
    setFailure(null);
    setRowsRefused(false);
    sell.mutate(body, {
      onSuccess: (order) => {
        nextSale();
        // The order answered, which after a lost answer is the one made then: its buyer, not the form's.
        setSold({ order, email: order.email ?? '' });
        form.setValues(blank(values));
        form.clearErrors();
      },
      onError: (error) => {
        const fields = localize(saleFieldErrors(error, body.items));
        const known = Object.keys(fields).filter(
          (path) => path.startsWith('quantities.') || ['items', 'firstName', 'lastName', 'email', 'voucherCode'].includes(path),
        );
        if (known.length > 0) {
          const errors = Object.fromEntries(known.map((path) => [path, fields[path]!]));
          form.setErrors(errors);
          pointAtRefusedRows(errors);
        } else
          setFailure(
            error instanceof ApiError && error.status > 0 && error.status < 500
              ? localizedErrorText(error, t)
              : t('events.boxOffice.sell.notConfirmed'),
          );
      },
    });
  }, pointAtRefusedRows);

  return (
    <Stack gap="md" data-testid="desk-sale">
      <UnsavedChangesGuard dirty={saleBegun(form.values) && !sell.isPending} />
      <Title order={3} size="h5">
        {t('events.boxOffice.sell.title')}
      </Title>

      {sold && (
        <DeskSaleDone
          order={sold.order}
          title={t('events.boxOffice.sell.soldTitle', { number: sold.order.orderNumber })}
          mailedTo={sold.email}
          print={<PrintTicketsButton orderId={sold.order.orderId} orderNumber={sold.order.orderNumber} size="sm" />}
          gap={4}
          onClose={() => setSold(null)}
          testId="desk-sale-done"
          orderTestId="desk-sale-order"
        >
          {/* How it was paid, in one sentence: a voucher that paid it all is not "cash", and its part is named
              beside what staff took (a walk read "paid otherwise" for a sale the voucher paid 200 of). */}
          <Text size="sm" data-testid="desk-sale-done-body">
            {t('events.boxOffice.sell.soldBody', {
              count: sold.order.ticketCount,
              amount: money(sold.order.totalGrossAmount),
              payment: soldPayment(sold.order, money, t),
            })}
          </Text>
        </DeskSaleDone>
      )}

      {/* Nothing to sell here: the form would only ask for a buyer and a payment that cannot be. */}
      {doorTypes.length === 0 ? (
        <Stack gap={4} data-testid="desk-sale-no-door-types">
          <Text size="sm">{t('events.boxOffice.sell.noDoorTypes')}</Text>
          <Text size="sm" c="dimmed">
            {t('events.boxOffice.sell.noDoorTypesHelp', { channel: t('events.channels.ONLINE_AND_DOOR') })}
          </Text>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Box ref={rows}>
              {event.tickets.map((ticket) => (
                <TicketRow
                  key={ticket.id}
                  ticket={ticket}
                  name={eventName(ticket.names, event.defaultLanguage, i18n.language)}
                  price={money(ticket.totalPriceMinor)}
                  quantity={form.values.quantities[ticket.id] ?? 0}
                  error={form.errors[`quantities.${ticket.id}`]}
                  onChange={(quantity) => setQuantity(ticket, quantity)}
                />
              ))}
              <Group
                justify="space-between"
                pt="sm"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                data-testid="desk-sale-total"
              >
                <Text fw={700}>{t('events.boxOffice.sell.total')}</Text>
                <Group gap="md" wrap="nowrap">
                  <Text size="sm" c="dimmed" style={nowrap}>
                    {t('events.boxOffice.sell.tickets', { count: total.count })}
                  </Text>
                  <Text fw={700} size="lg" style={nowrap}>
                    {money(total.grossMinor)}
                  </Text>
                </Group>
              </Group>
              {form.errors.items && (
                <Text size="sm" c="red" mt={4} role="alert" data-testid="desk-sale-items-error">
                  {form.errors.items}
                </Text>
              )}
            </Box>

            <DeskVoucherCode
              value={form.values.voucherCode}
              onChange={(value) => {
                form.setFieldValue('voucherCode', value);
                form.clearFieldError('voucherCode');
              }}
              error={form.errors.voucherCode}
              totalMinor={total.grossMinor}
              currency={event.currency}
            />

            <DeskPaymentChoice
              value={form.values.paymentMethod}
              onChange={(method) => form.setFieldValue('paymentMethod', method)}
              testId="desk-sale-payment"
            />

            <DeskBuyerFields
              form={form}
              help={t('events.boxOffice.sell.customerHelp')}
              languageLabel={t('events.boxOffice.sell.language')}
              testIds={{
                firstName: 'desk-sale-first-name',
                lastName: 'desk-sale-last-name',
                email: 'desk-sale-email',
                language: 'desk-sale-language',
              }}
            />

            <DeskSaleFailure failure={failure} testId="desk-sale-error" />
            {rowsRefused && (
              <Text size="sm" c="red" ta="right" data-testid="desk-sale-check-rows">
                {t('events.boxOffice.sell.checkRows')}
              </Text>
            )}

            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  form.setValues(blank(form.values));
                  form.clearErrors();
                  setFailure(null);
                  setRowsRefused(false);
                }}
                disabled={sell.isPending}
              >
                {t('events.boxOffice.sell.clear')}
              </Button>
              <Button
                type="submit"
                loading={sell.isPending}
                disabled={total.count === 0}
                // "Sælg 3 billetter · 300,00 kr. at betale" wraps on a phone instead of being cut.
                h="auto"
                mih={36}
                py={6}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.25 } }}
                data-testid="desk-sale-submit"
              >
                {total.count === 0
                  ? t('events.boxOffice.sell.submit')
                  : voucher.usable
                    ? t('events.boxOffice.sell.submitCountRest', { count: total.count, amount: money(voucher.share.leftMinor) })
                    : t('events.boxOffice.sell.submitCount', { count: total.count, amount: money(total.grossMinor) })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

interface RowProps {
  ticket: TTicketType;
  name: string;
  price: string;
  quantity: number;
  error: ReactNode;
  onChange(quantity: number): void;
}

/** One ticket type: name, price and what is left, with − / + around the quantity; an online-only or off-sale type greyed. */
function TicketRow({ ticket, name, price, quantity, error, onChange }: RowProps) {
  const { t } = useTranslation();
  const door = isDoorSellable(ticket);
  const max = maxQuantity(ticket);
  const soldOut = door && max === 0 && ticket.available !== null;
  const status = !door
    ? null
    : ticket.available === null
      ? null
      : soldOut
        ? t('events.boxOffice.sell.soldOut')
        : t('events.boxOffice.sell.left', { count: ticket.available });
  // Sold only in groups: said before anyone counts, not only once a smaller number is refused.
  const minimum =
    door && !soldOut && (ticket.requireMinimumQuantity ?? 1) > 1
      ? t('events.boxOffice.sell.minimum', { count: ticket.requireMinimumQuantity! })
      : null;
  return (
    <Box
      py={8}
      // A type not sold at the door reads quieter by its colour, not by opacity: faded, its words fell below 4.5:1.
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid="desk-sale-row"
      data-ticket-id={ticket.id}
      data-door={door ? 'yes' : 'no'}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} c={door ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {[price, minimum, status].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        {door ? (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => onChange(quantity - 1)}
              disabled={quantity <= 0}
              aria-label={t('events.boxOffice.sell.less', { name })}
            >
              <IconMinus size={16} />
            </ActionIcon>
            <NumberInput
              value={quantity}
              onChange={(value) => onChange(typeof value === 'number' ? value : Number(value) || 0)}
              min={0}
              max={max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              hideControls
              disabled={max === 0}
              w={60}
              styles={{ input: { textAlign: 'center' } }}
              error={Boolean(error)}
              aria-label={t('events.boxOffice.sell.quantityOf', { name })}
              data-testid="desk-sale-quantity"
            />
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => onChange(quantity + 1)}
              disabled={quantity >= max}
              aria-label={t('events.boxOffice.sell.more', { name })}
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Group>
        ) : (
          <Text size="xs" c="dimmed" style={nowrap}>
            {ticket.onSale ? t('events.boxOffice.sell.onlineOnly') : t('events.tickets.offSale')}
          </Text>
        )}
      </Group>
      {error && (
        <Text size="xs" c="red" mt={4} role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}

/** How a desk sale was paid, for its "Sold" sentence: the way staff took it, the voucher's part beside it. */
function soldPayment(
  order: { paymentMethod: string; voucherPaidAmount: number; totalGrossAmount: number },
  money: (minor: number) => string,
  t: (key: string, params?: Record<string, unknown>) => string,
): string {
  const method = t(`orders.paymentMethods.${order.paymentMethod}`).toLowerCase();
  if (order.voucherPaidAmount <= 0) return method;
  if (order.voucherPaidAmount >= order.totalGrossAmount) return t('events.boxOffice.voucher.paidWholly');
  return t('events.boxOffice.voucher.paidPartly', {
    voucher: money(order.voucherPaidAmount),
    rest: money(order.totalGrossAmount - order.voucherPaidAmount),
    payment: method,
  });
}
