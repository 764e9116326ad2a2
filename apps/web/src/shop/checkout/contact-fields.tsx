import { useId, type ReactNode } from 'react';
import type { CustomerKind } from '@foyer/contracts';
import { useShop } from '../app/shop-context';
import { hasTickets, useCartState } from '../cart/cart-store';
import { CheckboxField, FieldError, TextField } from '../ui/fields';
import { CUSTOMER_KIND_CHOICES, hasCompany, MAX_LENGTH, type ConsumerDraft, type ConsumerErrors } from './consumer-form';
import { TermsOfPurchase } from './terms-of-purchase';

interface Props {
  draft: ConsumerDraft;
  errors: ConsumerErrors;
  onChange: (draft: ConsumerDraft) => void;
  disabled: boolean;
  /** The visitor asked for the order by post: a private buyer's own address is asked for. */
  posted?: boolean;
  /** The "send by post" choice, when the museum posts orders. */
  posting?: ReactNode;
}

type PersonField = 'email' | 'phonePrefix' | 'phoneNumber' | 'firstName' | 'lastName' | 'comment';
type CompanyField = keyof ConsumerDraft['company'];
type PrivateField = keyof ConsumerDraft['private'];

/** SPEC §3 consumer: private or an organisation (with company details; an Institution's EAN). */
/** Parts never required: a country (the museum's own is assumed), an institution's invoice reference. */
const OPTIONAL_PARTS = new Set(['country', 'reference']);

export function ContactFields({ draft, errors, onChange, disabled, posted = false, posting }: Props) {
  const { t, say, configuration, organization, cart: store } = useShop();
  // Gifts alone (donations, gift vouchers): a receipt and any codes go to the address, no tickets.
  const tickets = hasTickets(useCartState(store).cart);
  const kindId = useId();
  const error = (path: string) => (errors[path] ? say(errors[path]) : null);
  const person = (field: PersonField) => ({
    value: draft[field],
    maxLength: MAX_LENGTH[field],
    error: error(field),
    disabled,
    // Said to screen readers before a submit; the page marks the optional ones in words.
    'aria-required': true,
    onChange: (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value }),
  });
  /** A field of the company's details or of a private buyer's own address. */
  const part = <Group extends 'company' | 'private'>(group: Group, field: keyof ConsumerDraft[Group] & string) => ({
    value: (draft[group] as Record<string, string>)[field]!,
    maxLength: MAX_LENGTH[`${group}.${field}` as keyof typeof MAX_LENGTH],
    error: error(`${group}.${field}`),
    disabled,
    'aria-required': !OPTIONAL_PARTS.has(field) && (posted || (field !== 'postCode' && field !== 'city')),
    onChange: (event: { target: { value: string } }) => onChange({ ...draft, [group]: { ...draft[group], [field]: event.target.value } }),
  });
  const company = (field: CompanyField) => part('company', field);
  const own = (field: PrivateField) => part('private', field);
  const marketingName = configuration.MARKETING_ORGANISATION_NAME || organization.name;
  // Post code and town are needed on a parcel only.
  const optionalUnlessPosted = posted ? undefined : t('contact.optional');

  return (
    <>
      <fieldset className="choice" aria-describedby={errors.type ? `${kindId}-error` : undefined}>
        <legend>{t('contact.buyerKind')}</legend>
        <div className="choice-options">
          {CUSTOMER_KIND_CHOICES.map((kind: CustomerKind) => (
            <label key={kind} className="choice-option">
              <input
                type="radio"
                name="customer-kind"
                value={kind}
                checked={draft.type === kind}
                disabled={disabled}
                onChange={() => onChange({ ...draft, type: kind })}
              />
              <span>{t(`contact.kinds.${kind}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${kindId}-error`} error={error('type')} />
      </fieldset>
      {hasCompany(draft.type) && (
        <div className="field-grid">
          <TextField
            className="span-2"
            label={t(`contact.companyName.${draft.type as Exclude<CustomerKind, 'Private'>}`)}
            autoComplete="organization"
            {...company('name')}
          />
          {/* A public institution's is its Danish CVR; a company or association may be from anywhere (a German one has a USt-IdNr.). */}
          <TextField
            className="span-2"
            label={t(draft.type === 'Institution' ? 'contact.cvr' : 'contact.companyNumber')}
            {...company('number')}
          />
          <TextField className="span-2" label={t('contact.address')} autoComplete="street-address" {...company('address')} />
          {/* The shop marks what may be left empty (as the comment), not what must be filled in. */}
          <TextField label={t('contact.postCode')} autoComplete="postal-code" help={optionalUnlessPosted} {...company('postCode')} />
          <TextField label={t('contact.city')} autoComplete="address-level2" help={optionalUnlessPosted} {...company('city')} />
          <TextField
            className="span-2"
            label={t('contact.country')}
            autoComplete="country-name"
            help={t('contact.optional')}
            {...company('country')}
          />
          {draft.type === 'Institution' && (
            <>
              <TextField className="span-2" label={t('contact.ean')} help={t('contact.eanHelp')} inputMode="numeric" {...company('ean')} />
              <TextField
                className="span-2"
                label={t('contact.invoiceReference')}
                help={t('contact.invoiceReferenceHelp')}
                {...company('reference')}
              />
            </>
          )}
        </div>
      )}
      <div className="field-grid">
        <TextField
          className="span-2"
          label={t('contact.email')}
          help={t(tickets ? 'contact.emailHelp' : 'contact.emailHelpGifts')}
          type="email"
          autoComplete="email"
          {...person('email')}
        />
        <div className="phone span-2">
          <TextField label={t('contact.phonePrefix')} type="tel" autoComplete="tel-country-code" {...person('phonePrefix')} />
          <TextField label={t('contact.phoneNumber')} type="tel" autoComplete="tel-national" {...person('phoneNumber')} />
        </div>
        <TextField label={t('contact.firstName')} autoComplete="given-name" {...person('firstName')} />
        <TextField label={t('contact.lastName')} autoComplete="family-name" {...person('lastName')} />
      </div>
      {posting}
      {posted && draft.type === 'Private' && (
        <fieldset className="choice" data-testid="postal-address">
          <legend>{t('contact.postalAddress')}</legend>
          <div className="field-grid">
            <TextField className="span-2" label={t('contact.address')} autoComplete="street-address" {...own('address')} />
            <TextField label={t('contact.postCode')} autoComplete="postal-code" {...own('postCode')} />
            <TextField label={t('contact.city')} autoComplete="address-level2" {...own('city')} />
            <TextField
              className="span-2"
              label={t('contact.country')}
              autoComplete="country-name"
              help={t('contact.optional')}
              {...own('country')}
            />
          </div>
        </fieldset>
      )}
      <CommentField draft={draft} onChange={onChange} disabled={disabled} />
      {configuration.MARKETING === 'true' && (
        <CheckboxField
          label={t('contact.marketing', { name: marketingName })}
          checked={draft.marketing}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, marketing: event.target.checked })}
        />
      )}
      <CheckboxField
        label={t('contact.terms')}
        checked={draft.termsAccepted}
        error={error('termsAccepted')}
        disabled={disabled}
        onChange={(event) => onChange({ ...draft, termsAccepted: event.target.checked })}
      />
      <TermsOfPurchase tickets={tickets} />
    </>
  );
}

function CommentField({ draft, onChange, disabled }: Omit<Props, 'errors'>) {
  const { t } = useShop();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('contact.comment')}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={MAX_LENGTH.comment}
        value={draft.comment}
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={(event) => onChange({ ...draft, comment: event.target.value })}
      />
      <p className="field-help" id={`${id}-help`}>
        {t('contact.commentHelp')}
      </p>
    </div>
  );
}
