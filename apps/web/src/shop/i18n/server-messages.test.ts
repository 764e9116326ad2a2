import { describe, expect, it } from 'vitest';
import { SHOP_MESSAGES, VOUCHER_CODE_MESSAGES } from '@foyer/contracts';
import { translate } from '@foyer/i18n';
import da from '@foyer/i18n/shop/da';
import en from '@foyer/i18n/shop/en';
import { localizeMessage } from './server-messages';
import { createTranslate } from './texts';

const danish = createTranslate(da);

describe('localizeMessage', () => {
  it('translates the spec’s texts, with their numbers', () => {
    expect(localizeMessage({ reason: 'shop.soldOut', text: 'Sold out' }, danish)).toBe('Udsolgt');
    expect(localizeMessage('Only 3 left', danish)).toBe('Kun 3 tilbage');
    expect(localizeMessage('Choose minimum (15) participants to continue', danish)).toBe('Vælg mindst (15) deltagere for at fortsætte');
    expect(localizeMessage("Tickets for underage can't be sold alone", danish)).toBe(da.messages.underageAlone);
  });

  it('words the server’s reasons, with the number a text carries', () => {
    expect(localizeMessage({ reason: 'shop.onlyLeft', params: ['3'], text: 'Only 3 left' }, danish)).toBe('Kun 3 tilbage');
    expect(localizeMessage({ reason: 'notFound.cart', text: 'Cart not found' }, danish)).toBe(da.messages.cartNotFound);
    expect(localizeMessage({ reason: 'request.invalidFields', text: 'Invalid input: x' }, danish)).toBe('Invalid input: x');
  });

  it('words the donation refusals, the minimum as the visitor reads money', () => {
    expect(localizeMessage({ reason: 'shop.minimumDonation', params: ['50,00 kr.'] }, danish)).toBe(
      'Det mindste tilladte donationsbeløb er 50,00 kr.',
    );
    expect(localizeMessage({ reason: 'shop.donationPriceInvalid' }, danish)).toBe('Ugyldigt donationsbeløb');
    expect(localizeMessage({ reason: 'notFound.donation', text: 'Donation not found' }, danish)).toBe(da.messages.donationNotFound);
    expect(localizeMessage({ reason: 'shop.minimumDonation', params: ['DKK 50.00'] }, createTranslate(en))).toBe(
      SHOP_MESSAGES.minimumDonation.replace('{0}', 'DKK 50.00'),
    );
  });

  it('words the refusals of a gift voucher code as the catalogue does, in Danish too', () => {
    for (const name of ['unknown', 'expired', 'usedUp', 'canceled'] as const) {
      expect(localizeMessage({ reason: `voucherCodes.${name}` }, createTranslate(en)), name).toBe(VOUCHER_CODE_MESSAGES[name]);
      expect(localizeMessage({ reason: `voucherCodes.${name}` }, danish), name).toBe(translate('da', `reasons.voucherCodes.${name}`));
    }
    expect(localizeMessage({ reason: 'notFound.voucher', text: 'Voucher not found' }, danish)).toBe(da.messages.voucherNotFound);
    // Too many unknown codes from one address: how long to wait, in the visitor's language.
    expect(localizeMessage({ reason: 'request.tooManyAttempts', params: ['15'] }, danish)).toBe(
      'For mange forsøg. Prøv igen om 15 minutter.',
    );
  });

  it('shows a text it does not know as the server wrote it', () => {
    expect(localizeMessage('Something new', danish)).toBe('Something new');
  });

  it('words every shop rule a visitor can break in the shop itself', () => {
    const ruleMessages = [
      'atLeastOneTicket',
      'underageAlone',
      'invalidQuantity',
      'required',
      'emailInvalid',
      'phoneInvalid',
      'prefixInvalid',
      'vatNumberInvalid',
      'termsRequired',
    ] as const;
    for (const name of ruleMessages) expect(localizeMessage(SHOP_MESSAGES[name], danish), name).not.toBe(SHOP_MESSAGES[name]);
    expect(localizeMessage('EAN must be 13-digits number', danish)).toBe(da.messages.eanInvalid);
  });

  it('knows every shop reason the server can give a visitor', () => {
    const visitorMessages = [
      'atLeastOneTicket',
      'underageAlone',
      'invalidQuantity',
      'required',
      'emailInvalid',
      'phoneInvalid',
      'prefixInvalid',
      'vatNumberInvalid',
      'termsRequired',
      'ticketNotFound',
      'reservationExpired',
      'paymentFailed',
      'notSoldOnline',
      'ticketOffSale',
      'soldOut',
      'eventNotFound',
      'notOnSale',
      'tooManyHolderNames',
      'feeNotOffered',
    ] as const;
    for (const name of visitorMessages) {
      const refusal = { reason: `shop.${name}` as const, text: SHOP_MESSAGES[name] };
      expect(localizeMessage(refusal, danish), name).not.toBe(SHOP_MESSAGES[name]);
    }
  });

  it('words the event rules’ reasons a cart’s change can be refused with (one ticket fewer leaving children alone)', () => {
    for (const name of ['atLeastOneTicket', 'underageAlone', 'invalidQuantity'] as const) {
      const refusal = { reason: `events.${name}` as const, text: SHOP_MESSAGES[name] };
      expect(localizeMessage(refusal, danish), name).toBe(localizeMessage(SHOP_MESSAGES[name], danish));
      expect(localizeMessage(refusal, danish), name).not.toBe(SHOP_MESSAGES[name]);
    }
  });

  it('keeps the spec’s English wording in English', () => {
    const english = createTranslate(en);
    for (const text of [
      SHOP_MESSAGES.atLeastOneTicket,
      SHOP_MESSAGES.underageAlone,
      SHOP_MESSAGES.termsRequired,
      SHOP_MESSAGES.reservationExpired,
      SHOP_MESSAGES.soldOut,
    ])
      expect(localizeMessage(text, english)).toBe(text);
    expect(localizeMessage('Choose minimum (15) participants to continue', english)).toBe('Choose minimum (15) participants to continue');
  });
});

describe('createTranslate', () => {
  it('fills {{placeholders}} and falls back to the key', () => {
    const t = createTranslate(en);
    expect(t('cart.heldFor', { time: '14:59' })).toBe('Your tickets are held for 14:59');
    expect(t('tickets.count.other', { count: 3 })).toBe('3 tickets');
    expect(t('cart.goToCart')).toBe('Go to cart ()');
  });
});
