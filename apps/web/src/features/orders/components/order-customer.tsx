import { Anchor } from '@mantine/core';
import type { TOrderDetail } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { EmailText } from '../../../shared/ui/email-text';
import { Field, Fields, Section } from '../../events/components/detail-parts';
import { customerView } from '../order-display';
import { PostDelivery } from './post-delivery';

/** Who bought: contact details, the company (CVR, EAN) when not a private buyer, comment and marketing opt-in. */
export function OrderCustomer({
  order,
  canWrite = false,
  onDone,
}: {
  order: TOrderDetail;
  /** OrdersWrite: may take back a sent mark. */ canWrite?: boolean;
  /** Says what a change here did, in the page's notice. */
  onDone?: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const customer = customerView(order.consumer);
  // The list's own fields fill in when the stored consumer lacks them.
  const name = customer.name || order.customerName;
  const email = customer.email || order.email;
  const companyName = customer.company?.name || order.companyName;
  return (
    <Section title={t('orders.customer.title')} testId="order-customer">
      <Fields>
        <Field label={t('orders.customer.name')}>{name}</Field>
        <Field label={t('orders.customer.kind')}>{customer.kind ? t(`orders.customer.kinds.${customer.kind}`) : ''}</Field>
        <Field label={t('orders.customer.email')}>
          {email && (
            <Anchor href={`mailto:${email}`} size="sm">
              <EmailText email={email} />
            </Anchor>
          )}
        </Field>
        <Field label={t('orders.customer.phone')}>
          {customer.phone && (
            <Anchor href={`tel:${customer.phoneHref}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {customer.phone}
            </Anchor>
          )}
        </Field>
        {/* A school is named as the institution it is, not as a company. */}
        {companyName && (
          <Field
            label={
              customer.kind === 'Institution' || customer.kind === 'Association'
                ? t(`orders.customer.kinds.${customer.kind}`)
                : t('orders.customer.company')
            }
          >
            {companyName}
          </Field>
        )}
        {customer.company?.number && <Field label={t('orders.customer.companyNumber')}>{customer.company.number}</Field>}
        {customer.company?.ean && <Field label={t('orders.customer.ean')}>{customer.company.ean}</Field>}
        {customer.company?.reference && <Field label={t('orders.customer.invoiceReference')}>{customer.company.reference}</Field>}
        {(customer.company?.address || customer.address) && (
          <Field label={t('orders.customer.address')}>{customer.company?.address || customer.address}</Field>
        )}
        {order.posted && (
          <Field label={t('orders.customer.delivery')}>
            <PostDelivery order={order} canWrite={canWrite} onDone={onDone} />
          </Field>
        )}
        <Field label={t('orders.customer.marketing')}>
          {customer.marketing ? t('orders.customer.marketingYes') : t('orders.customer.marketingNo')}
        </Field>
        {customer.comment && (
          <Field label={t('orders.customer.comment')}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{customer.comment}</span>
          </Field>
        )}
      </Fields>
    </Section>
  );
}
