import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Accordion,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { LANGUAGES, REFUND_POLICIES, SALE_MODES, SALES_CHANNELS } from '@foyer/contracts';
import { amountInputText, grossFromNet, parseAmount } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { LimitedTextInput } from '../../../../shared/ui/limited-text-input';
import { useCurrency } from '../../../../shared/hooks/use-currency';
import { unitAfter } from '../../../../shared/ui/form-layout';
import { newTicket, noPlaces, ticketPrices } from '../wizard-values';
import { money, type Form, type T } from './step-helpers';

/** One ticket type's fields; an existing event's cannot be removed (its sales name it). */
export function TicketCard({
  form,
  index,
  t,
  locale,
  currency,
  removable = true,
  withQuantity = true,
  withOnSale = false,
}: {
  form: Form;
  index: number;
  t: T;
  locale: string;
  currency: string;
  removable?: boolean;
  /** An existing event selling from one shared pool has no quantity per ticket type to set. */
  withQuantity?: boolean;
  /** A saved ticket type can be taken off sale (and put back) instead of removed. */
  withOnSale?: boolean;
}) {
  const ticket = form.values.tickets[index]!;
  const path = `tickets.${index}`;
  const prices = ticketPrices(ticket, locale);
  const defaultLanguage = form.values.defaultLanguage;
  const others = LANGUAGES.filter((language) => language !== defaultLanguage);
  const switchEntry = (entry: string) => {
    // Keep the amount the user sees: the derived one becomes the typed one.
    if (entry === 'net' && prices.netMinor !== null) form.setFieldValue(`${path}.net`, amountInputText(prices.netMinor, locale));
    if (entry === 'gross' && prices.grossMinor !== null) form.setFieldValue(`${path}.gross`, amountInputText(prices.grossMinor, locale));
    form.setFieldValue(`${path}.priceEntry`, entry as 'net' | 'gross');
  };
  const priceError = form.errors[`${path}.price`];
  // The price's refusal sits on `price`, not on the field typed in: typing clears it as any field's would.
  const priceInput = (field: 'gross' | 'net') => {
    const input = form.getInputProps(`${path}.${field}`);
    return {
      ...input,
      onChange: (change: ChangeEvent<HTMLInputElement>) => {
        form.clearFieldError(`${path}.price`);
        input.onChange(change);
      },
    };
  };
  // What the ticket will cost with VAT, worked out from the net price as the server does.
  const soldAt = prices.netMinor !== null && prices.vatBasisPoints !== null ? grossFromNet(prices.netMinor, prices.vatBasisPoints) : null;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`ticket-${index}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {t('eventWizard.tickets.ticket', { number: index + 1 })}
          </Title>
          {removable && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('eventWizard.tickets.remove')}
              onClick={() => form.removeListItem('tickets', index)}
              data-testid={`ticket-${index}-remove`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LimitedTextInput
            label={t('eventWizard.general.nameIn', { language: t(`eventWizard.languageNames.${defaultLanguage}`) })}
            withAsterisk
            maxLength={200}
            {...form.getInputProps(`${path}.names.${defaultLanguage}`)}
            data-testid={`ticket-${index}-name`}
          />
          <Select
            label={t('eventWizard.tickets.age')}
            data={[
              { value: 'Adult', label: t('eventWizard.tickets.ages.Adult') },
              { value: 'Underage', label: t('eventWizard.tickets.ages.Underage') },
            ]}
            allowDeselect={false}
            withAsterisk
            placeholder={t('eventWizard.tickets.choose')}
            {...form.getInputProps(`${path}.age`)}
            data-testid={`ticket-${index}-age`}
          />
        </SimpleGrid>
        <Accordion variant="contained" chevronPosition="left">
          <Accordion.Item value="names">
            <Accordion.Control>{t('eventWizard.tickets.translations')}</Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {others.map((language) => (
                  <LimitedTextInput
                    key={language}
                    label={t(`eventWizard.languageNames.${language}`)}
                    maxLength={200}
                    {...form.getInputProps(`${path}.names.${language}`)}
                    data-testid={`ticket-${index}-name-${language}`}
                  />
                ))}
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('eventWizard.tickets.priceEntry')}
          </Text>
          <SegmentedControl
            w={{ base: '100%', xs: 280 }}
            data={[
              { value: 'gross', label: t('eventWizard.tickets.withVat') },
              { value: 'net', label: t('eventWizard.tickets.withoutVat') },
            ]}
            value={ticket.priceEntry}
            onChange={switchEntry}
            data-testid={`ticket-${index}-price-entry`}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
          {ticket.priceEntry === 'gross' ? (
            <TextInput
              label={t('eventWizard.tickets.gross')}
              inputMode="decimal"
              {...unitAfter(currency)}
              {...priceInput('gross')}
              error={priceError}
              description={
                prices.netMinor !== null
                  ? [
                      t('eventWizard.tickets.derivedNet', { amount: money(prices.netMinor, currency, locale) }),
                      // The net price is kept in whole øre: some prices with VAT cannot come out exactly.
                      ...(soldAt !== null && soldAt !== parseAmount(ticket.gross, locale)
                        ? [t('eventWizard.tickets.soldAt', { amount: money(soldAt, currency, locale) })]
                        : []),
                    ].join(' · ')
                  : undefined
              }
              data-testid={`ticket-${index}-gross`}
            />
          ) : (
            <TextInput
              label={t('eventWizard.tickets.net')}
              inputMode="decimal"
              {...unitAfter(currency)}
              {...priceInput('net')}
              error={priceError}
              description={
                prices.grossMinor !== null
                  ? t('eventWizard.tickets.derivedGross', { amount: money(prices.grossMinor, currency, locale) })
                  : undefined
              }
              data-testid={`ticket-${index}-net`}
            />
          )}
          <TextInput
            label={t('eventWizard.tickets.vat')}
            inputMode="decimal"
            {...form.getInputProps(`${path}.vat`)}
            data-testid={`ticket-${index}-vat`}
          />
          <Select
            label={t('eventWizard.tickets.salesChannel')}
            data={SALES_CHANNELS.map((value) => ({ value, label: t(`eventWizard.tickets.channels.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps(`${path}.salesChannel`)}
            data-testid={`ticket-${index}-channel`}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
          {withQuantity && (
            <Stack gap={4}>
              <NumberInput
                label={t('eventWizard.tickets.quantity')}
                min={0}
                clampBehavior="none"
                allowDecimal={false}
                disabled={ticket.infinite}
                {...form.getInputProps(`${path}.quantity`)}
                data-testid={`ticket-${index}-quantity`}
              />
              <Switch
                label={t('eventWizard.tickets.infinite')}
                {...form.getInputProps(`${path}.infinite`, { type: 'checkbox' })}
                data-testid={`ticket-${index}-infinite`}
              />
            </Stack>
          )}
          <NumberInput
            label={t('eventWizard.tickets.minimumQuantity')}
            min={1}
            allowDecimal={false}
            {...form.getInputProps(`${path}.minimumQuantity`)}
            data-testid={`ticket-${index}-minimum`}
          />
        </SimpleGrid>
        {withOnSale && (
          <Switch
            label={t('eventWizard.tickets.onSale')}
            description={t(ticket.onSale ? 'eventWizard.tickets.onSaleHelp' : 'eventWizard.tickets.offSaleHelp')}
            {...form.getInputProps(`${path}.onSale`, { type: 'checkbox' })}
            data-testid={`ticket-${index}-on-sale`}
          />
        )}
      </Stack>
    </Paper>
  );
}

export function TicketsStep({ form }: { form: Form }) {
  const { t, i18n } = useTranslation();
  const currency = useCurrency();
  return (
    <Stack gap="sm">
      {typeof form.errors.tickets === 'string' && (
        <Alert color="red" data-testid="tickets-error">
          {form.errors.tickets}
        </Alert>
      )}
      {form.values.tickets.map((ticket, index) => (
        <TicketCard key={ticket.key} form={form} index={index} t={t} locale={i18n.language} currency={currency} />
      ))}
      <AddTicketButton form={form} />
    </Stack>
  );
}

/** Adds a blank ticket type at the end of the form's list (the wizard's, the details page's). */
export function AddTicketButton({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        // The first is most often the adults'; one added beside others is chosen, not assumed.
        onClick={() => form.insertListItem('tickets', newTicket(form.values.tickets.length === 0 ? 'Adult' : ''))}
        data-testid="ticket-add"
      >
        {t('eventWizard.tickets.add')}
      </Button>
    </Group>
  );
}

export function SalesStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  const lang = form.values.defaultLanguage;
  // Quantities typed on the tickets' step, which one shared capacity does not use.
  const cappedTypes = form.values.tickets.flatMap((ticket, index) =>
    !ticket.infinite && String(ticket.quantity).trim() !== ''
      ? [`${ticket.names[lang] || t('eventWizard.tickets.ticket', { number: index + 1 })} ${ticket.quantity}`]
      : [],
  );
  return (
    <Stack gap="sm">
      <Radio.Group label={t('eventWizard.sales.mode')} {...form.getInputProps('saleMode')}>
        <Stack mt={6} gap="xs">
          {SALE_MODES.map((mode) => (
            <Radio
              key={mode}
              value={mode}
              label={t(`eventWizard.sales.modes.${mode}`)}
              description={t(mode === 'POOL' ? 'eventWizard.sales.poolHelp' : 'eventWizard.sales.individualHelp')}
              data-testid={`sales-mode-${mode}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {form.values.saleMode === 'POOL' && cappedTypes.length > 0 && (
        <Alert color="yellow" variant="light" data-testid="sales-pool-ignores-quantities">
          {t('eventWizard.sales.poolIgnoresQuantities', { types: cappedTypes.join(', ') })}
        </Alert>
      )}
      {form.values.saleMode === 'POOL' ? (
        <NumberInput
          label={t('eventWizard.sales.poolCapacity')}
          description={noPlaces(form.values.poolCapacity) ? t('eventWizard.sales.noPlaces') : undefined}
          withAsterisk
          min={0}
          clampBehavior="none"
          allowDecimal={false}
          w={{ base: '100%', xs: 260 }}
          {...form.getInputProps('poolCapacity')}
          data-testid="sales-pool-capacity"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {form.values.tickets.map((ticket, index) => (
            <Group key={ticket.key} align="flex-end" wrap="nowrap">
              <NumberInput
                style={{ flex: 1 }}
                label={t('eventWizard.sales.capacityFor', {
                  name: ticket.names[lang] || t('eventWizard.tickets.ticket', { number: index + 1 }),
                })}
                description={!ticket.infinite && noPlaces(ticket.quantity) ? t('eventWizard.sales.noPlacesForType') : undefined}
                min={0}
                clampBehavior="none"
                allowDecimal={false}
                disabled={ticket.infinite}
                {...form.getInputProps(`tickets.${index}.quantity`)}
                data-testid={`sales-ticket-${index}-capacity`}
              />
              <Switch
                label={t('eventWizard.tickets.infinite')}
                mb={8}
                {...form.getInputProps(`tickets.${index}.infinite`, { type: 'checkbox' })}
              />
            </Group>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function RefundStep({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('eventWizard.refund.label')} {...form.getInputProps('refundPolicy')}>
      <Stack mt={6} gap="xs">
        {REFUND_POLICIES.map((policy) => (
          <Radio key={policy} value={policy} label={t(`eventWizard.refund.options.${policy}`)} data-testid={`refund-${policy}`} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
