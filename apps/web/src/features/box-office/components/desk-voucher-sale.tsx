import {
  Alert,
  Anchor,
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { LANGUAGES, MAX_DOOR_QUANTITY, type DoorPaymentMethod, type Language, type TOrderDetail, type TVoucher } from '@foyer/contracts';
import { displayVoucherCode, formatMoney } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyServerFieldErrors, localizedErrorText } from '../../../shared/forms/server-messages';
import { PrintVouchersButton } from '../../orders/components/print-tickets-button';
import { orderPath } from '../../orders/order-links';
import { ticketLanguage } from '../box-office';
import { useSellVouchersAtDoor } from '../mutations';

interface Values {
  quantity: number;
  paymentMethod: DoorPaymentMethod;
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
}

/**
 * Gift vouchers sold at the desk, on the voucher's own page: the desk sells a voucher whatever
 * event is on, so it is found where the voucher is. The codes sold show at once, large, to hand
 * over or print; with an email they are mailed too.
 */
export function DeskVoucherSale({ voucher }: { voucher: TVoucher }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, voucher.currency, i18n.language);
  const sell = useSellVouchersAtDoor(voucher.voucherId);
  const [sold, setSold] = useState<TOrderDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const blank = (keep?: Pick<Values, 'paymentMethod' | 'language'>): Values => ({
    quantity: 1,
    paymentMethod: keep?.paymentMethod ?? 'CashPayment',
    firstName: '',
    lastName: '',
    email: '',
    language: keep?.language ?? ticketLanguage(i18n.language),
  });
  const form = useForm<Values>({ initialValues: blank() });
  const count = Number.isInteger(form.values.quantity) && form.values.quantity > 0 ? form.values.quantity : 0;

  const submit = form.onSubmit((values) => {
    const firstName = values.firstName.trim();
    const lastName = values.lastName.trim();
    const email = values.email.trim();
    setFailure(null);
    sell.mutate(
      {
        quantity: values.quantity,
        paymentMethod: values.paymentMethod,
        ...(firstName || lastName || email ? { customer: { firstName, lastName, email: email || null } } : {}),
        language: values.language,
      },
      {
        onSuccess: (order) => {
          setSold(order);
          form.setValues(blank(values));
          form.clearErrors();
        },
        onError: (error) => {
          const named = applyServerFieldErrors(error, form, t, {
            fields: ['quantity', 'paymentMethod', 'firstName', 'lastName', 'email'],
            pathFor: (path) => path.replace(/^customer\./, ''),
          });
          if (!named) setFailure(localizedErrorText(error, t));
        },
      },
    );
  });

  return (
    <Stack gap="md" data-testid="desk-voucher-sale">
      <Title order={2} size="h4">
        {t('events.boxOffice.sell.title')}
      </Title>
      {sold && (
        <Alert
          color="green"
          icon={<IconCircleCheck size={18} />}
          title={t('vouchers.desk.soldTitle', { number: sold.orderNumber })}
          withCloseButton
          onClose={() => setSold(null)}
          data-testid="desk-voucher-sold"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('vouchers.desk.soldBody', {
                count: sold.voucherCodes.length,
                amount: money(sold.totalGrossAmount),
                payment: t(`orders.paymentMethods.${sold.paymentMethod}`).toLowerCase(),
              })}
            </Text>
            <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {sold.voucherCodes.map((code) => (
                <Text
                  component="li"
                  key={code.codeId}
                  ff="monospace"
                  fw={700}
                  size="lg"
                  data-testid="desk-voucher-code"
                  style={{ letterSpacing: '0.05em' }}
                >
                  {displayVoucherCode(code.code)}
                </Text>
              ))}
            </Stack>
            {sold.email && <Text size="sm">{t('events.boxOffice.sell.mailed', { email: sold.email })}</Text>}
            <Group gap="sm">
              <PrintVouchersButton orderId={sold.orderId} orderNumber={sold.orderNumber} />
              <Anchor component={Link} to={orderPath(sold.orderId)} size="sm" fw={600} data-testid="desk-voucher-order">
                {t('events.boxOffice.sell.openOrder', { number: sold.orderNumber })}
              </Anchor>
            </Group>
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
            <NumberInput
              label={t('vouchers.desk.quantity')}
              description={t('vouchers.desk.each', { amount: money(voucher.value) })}
              min={1}
              max={MAX_DOOR_QUANTITY}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              {...form.getInputProps('quantity')}
              data-testid="desk-voucher-quantity"
            />
            <Input.Wrapper label={t('events.boxOffice.sell.payment')} error={form.errors.paymentMethod}>
              <SegmentedControl
                mt={4}
                fullWidth
                value={form.values.paymentMethod}
                onChange={(value) => form.setFieldValue('paymentMethod', value as DoorPaymentMethod)}
                data={[
                  { value: 'CashPayment', label: t('events.boxOffice.sell.cash') },
                  { value: 'PayedOtherwise', label: t('events.boxOffice.sell.otherwise') },
                ]}
                data-testid="desk-voucher-payment"
              />
            </Input.Wrapper>
          </SimpleGrid>
          <Stack gap={6}>
            <div>
              <Text size="sm" fw={500}>
                {t('events.boxOffice.sell.customer')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('vouchers.desk.customerHelp')}
              </Text>
            </div>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
              <TextInput label={t('events.boxOffice.sell.firstName')} autoComplete="off" {...form.getInputProps('firstName')} />
              <TextInput label={t('events.boxOffice.sell.lastName')} autoComplete="off" {...form.getInputProps('lastName')} />
              <TextInput
                label={t('events.boxOffice.sell.email')}
                type="email"
                inputMode="email"
                autoComplete="off"
                {...form.getInputProps('email')}
                data-testid="desk-voucher-email"
              />
              <Select
                label={t('vouchers.desk.language')}
                data={LANGUAGES.map((language) => ({ value: language, label: t(`events.languages.${language}`) }))}
                allowDeselect={false}
                {...form.getInputProps('language')}
              />
            </SimpleGrid>
          </Stack>
          {failure && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="desk-voucher-error">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={sell.isPending} disabled={count === 0} data-testid="desk-voucher-submit">
              {t('vouchers.desk.submit', { count, amount: money(count * voucher.value) })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
