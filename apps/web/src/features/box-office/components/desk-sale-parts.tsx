import {
  Alert,
  Anchor,
  Box,
  Group,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type StackProps,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { LANGUAGES, type DoorPaymentMethod } from '@foyer/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderPath } from '../../orders/order-links';
import type { DeskBuyerValues } from '../box-office';

/**
 * What every sale at the desk shows around what it sells (tickets for an occurrence, gift vouchers
 * on the voucher's page): how it is paid, who buys and the mail's language, a refusal, and the
 * sale just made with its order.
 */

const PAYMENT_KEYS: Record<DoorPaymentMethod, string> = {
  CashPayment: 'events.boxOffice.sell.cash',
  PayedOtherwise: 'events.boxOffice.sell.otherwise',
};

/** Cash or otherwise. */
export function DeskPaymentChoice({
  value,
  onChange,
  error,
  testId,
}: {
  value: DoorPaymentMethod;
  onChange(method: DoorPaymentMethod): void;
  /** A refusal of the payment method, under the choice. */
  error?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={t('events.boxOffice.sell.payment')} error={error}>
      <SegmentedControl
        mt={4}
        fullWidth
        value={value}
        onChange={(method) => onChange(method as DoorPaymentMethod)}
        data={(Object.keys(PAYMENT_KEYS) as DoorPaymentMethod[]).map((method) => ({ value: method, label: t(PAYMENT_KEYS[method]) }))}
        data-testid={testId}
      />
    </Input.Wrapper>
  );
}

/** The buyer, all optional: names, the email the sale is mailed to, and the mail's language. */
export function DeskBuyerFields<V extends DeskBuyerValues>({
  form,
  help,
  languageLabel,
  testIds,
}: {
  form: UseFormReturnType<V>;
  /** What giving an email does here (tickets or codes are mailed). */
  help: string;
  languageLabel: string;
  testIds: Partial<Record<'firstName' | 'lastName' | 'email' | 'language', string>>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Box>
        <Text size="sm" fw={500}>
          {t('events.boxOffice.sell.customer')}
        </Text>
        <Text size="xs" c="dimmed">
          {help}
        </Text>
      </Box>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t('events.boxOffice.sell.firstName')}
          autoComplete="off"
          {...form.getInputProps('firstName')}
          data-testid={testIds.firstName}
        />
        <TextInput
          label={t('events.boxOffice.sell.lastName')}
          autoComplete="off"
          {...form.getInputProps('lastName')}
          data-testid={testIds.lastName}
        />
        <TextInput
          label={t('events.boxOffice.sell.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          {...form.getInputProps('email')}
          data-testid={testIds.email}
        />
        <Select
          label={languageLabel}
          data={LANGUAGES.map((language) => ({ value: language, label: t(`events.languages.${language}`) }))}
          allowDeselect={false}
          {...form.getInputProps('language')}
          data-testid={testIds.language}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The sale was refused or failed: why, above the button that tries again. */
export function DeskSaleFailure({ failure, testId }: { failure: string | null; testId: string }) {
  if (!failure) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid={testId}>
      {failure}
    </Alert>
  );
}

/**
 * The sale just made, above the emptied form: what was sold (`children`), where it was mailed, a
 * print button and the way to its order; closed by the seller.
 */
export function DeskSaleDone({
  order,
  title,
  mailedTo,
  mailedKey = 'events.boxOffice.sell.mailed',
  print,
  gap,
  onClose,
  testId,
  orderTestId,
  children,
}: {
  order: { orderId: string; orderNumber: string };
  title: string;
  /** The email it was mailed to, and the words saying so ("The tickets are mailed to …"); empty or null: none given. */
  mailedTo: string | null;
  mailedKey?: string;
  print: ReactNode;
  gap: StackProps['gap'];
  onClose(): void;
  testId: string;
  orderTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  // The panel appears above the form, out of sight of the Sell button just pressed: each new sale's is brought into view and
  // given the focus, so the desk sees it and a screen reader reads it.
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.focus({ preventScroll: true });
  }, [order.orderId]);
  return (
    <Alert
      ref={panel}
      tabIndex={-1}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))' }}
      color="green"
      icon={<IconCircleCheck size={18} />}
      title={title}
      withCloseButton
      onClose={onClose}
      data-testid={testId}
    >
      <Stack gap={gap} align="flex-start">
        {children}
        {mailedTo && <Text size="sm">{t(mailedKey, { email: mailedTo })}</Text>}
        <Group gap="sm">
          {print}
          <Anchor component={Link} to={orderPath(order.orderId)} size="sm" fw={600} data-testid={orderTestId}>
            {t('events.boxOffice.sell.openOrder', { number: order.orderNumber })}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
