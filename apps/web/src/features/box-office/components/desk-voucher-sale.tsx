import { Button, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_DOOR_QUANTITY, SHOP_MESSAGES, type TOrderDetail, type TVoucher } from '@foyer/contracts';
import { displayVoucherCode, formatMoney } from '@foyer/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-client';
import { applyServerFieldErrors, localizeMessage, localizedErrorText } from '../../../shared/forms/server-messages';
import { PrintVouchersButton } from '../../orders/components/print-tickets-button';
import { deskCustomer, nextBuyer, type DeskBuyerValues } from '../box-office';
import { useDeskSaleId } from '../desk-sale-id';
import { useSellVouchersAtDoor } from '../mutations';
import { DeskBuyerFields, DeskPaymentChoice, DeskSaleDone, DeskSaleFailure } from './desk-sale-parts';

interface Values extends DeskBuyerValues {
  quantity: number;
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
  const [saleId, nextSale] = useDeskSaleId();
  const [sold, setSold] = useState<TOrderDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const blank = (keep?: Pick<Values, 'paymentMethod' | 'language'>): Values => ({ quantity: 1, ...nextBuyer(i18n.language, keep) });
  const form = useForm<Values>({
    initialValues: blank(),
    // A typed number past the most is named, not cut to its first digits while typing.
    validate: {
      quantity: (quantity) =>
        Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_DOOR_QUANTITY
          ? null
          : localizeMessage(SHOP_MESSAGES.invalidQuantity, t),
    },
  });
  const count = Number.isInteger(form.values.quantity) && form.values.quantity > 0 ? form.values.quantity : 0;

  const submit = form.onSubmit((values) => {
    setFailure(null);
    sell.mutate(
      { quantity: values.quantity, paymentMethod: values.paymentMethod, ...deskCustomer(values), language: values.language, saleId },
      {
        onSuccess: (order) => {
          nextSale();
          setSold(order);
          form.setValues(blank(values));
          form.clearErrors();
        },
        onError: (error) => {
          const named = applyServerFieldErrors(error, form, t, {
            fields: ['quantity', 'paymentMethod', 'firstName', 'lastName', 'email'],
            pathFor: (path) => path.replace(/^customer\./, ''),
          });
          if (named) return;
          const unconfirmed = !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
          setFailure(unconfirmed ? t('events.boxOffice.sell.notConfirmed') : localizedErrorText(error, t));
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
        <DeskSaleDone
          order={sold}
          title={t('vouchers.desk.soldTitle', { number: sold.orderNumber })}
          mailedTo={sold.email}
          mailedKey="vouchers.desk.mailed"
          print={<PrintVouchersButton orderId={sold.orderId} orderNumber={sold.orderNumber} />}
          gap="xs"
          onClose={() => setSold(null)}
          testId="desk-voucher-sold"
          orderTestId="desk-voucher-order"
        >
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
                <code>{displayVoucherCode(code.code)}</code>
              </Text>
            ))}
          </Stack>
        </DeskSaleDone>
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
              clampBehavior="none"
              {...form.getInputProps('quantity')}
              data-testid="desk-voucher-quantity"
            />
            <DeskPaymentChoice
              value={form.values.paymentMethod}
              onChange={(method) => form.setFieldValue('paymentMethod', method)}
              error={form.errors.paymentMethod}
              testId="desk-voucher-payment"
            />
          </SimpleGrid>
          <DeskBuyerFields
            form={form}
            help={t('vouchers.desk.customerHelp')}
            languageLabel={t('vouchers.desk.language')}
            testIds={{ email: 'desk-voucher-email' }}
          />
          <DeskSaleFailure failure={failure} testId="desk-voucher-error" />
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
