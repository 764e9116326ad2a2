import { describe, expect, it } from 'vitest';
import { composeMail } from './compose.js';

describe('a composed mail', () => {
  const mail = composeMail({
    to: 'karen@visitors.test',
    locale: 'en',
    name: 'Karen <b>',
    subjectKey: 'mail.orderConfirmation.subjectWithoutTickets',
    paragraphKeys: [
      'mail.orderConfirmation.bodyWithoutTickets',
      {
        key: 'mail.orderConfirmation.tourAccess',
        params: {
          name: 'Harbour <podwalk>',
          offer: 'Family',
          code: 'abc',
          link: 'https://foyer.test/embed4/tour-access/abc?orgId=o&la=en',
        },
      },
    ],
    params: { orderNumber: '100001' },
  });

  it('makes a paragraph’s own link a link in the HTML, escaped as an attribute', () => {
    expect(mail.html).toContain(
      '<a href="https://foyer.test/embed4/tour-access/abc?orgId=o&amp;la=en">https://foyer.test/embed4/tour-access/abc?orgId=o&amp;la=en</a>',
    );
    expect(mail.text).toContain('at https://foyer.test/embed4/tour-access/abc?orgId=o&la=en');
  });

  it('keeps everything else text: names are escaped, never markup', () => {
    expect(mail.html).toContain('Harbour &lt;podwalk&gt;');
    expect(mail.html).toContain('Karen &lt;b&gt;');
    expect(mail.html?.match(/<a /g)).toHaveLength(1);
  });

  it('is signed by the platform, or by the museum that sends it, its name escaped', () => {
    expect(mail.text.endsWith('Kind regards,\nFoyer')).toBe(true);
    const museum = composeMail({
      to: 'karen@visitors.test',
      locale: 'da',
      name: 'Karen',
      subjectKey: 'mail.orderConfirmation.subjectWithoutTickets',
      paragraphKeys: ['mail.orderConfirmation.bodyWithoutTickets'],
      signedBy: 'Louisiana <Museum>',
    });
    expect(museum.text.endsWith('Venlig hilsen\nLouisiana <Museum>')).toBe(true);
    expect(museum.html).toContain('<p>Venlig hilsen<br>Louisiana &lt;Museum&gt;</p>');
  });
});

describe('an amount at a sentence’s end', () => {
  it('in Danish keeps one full stop after "kr." ("Forsendelse: 49,38 kr."), and an ellipsis stays', () => {
    const mail = composeMail({
      to: 'mette@visitors.test',
      locale: 'da',
      name: 'Mette',
      subjectKey: 'mail.orderConfirmation.subjectWithoutTickets',
      paragraphKeys: [{ key: 'mail.orderConfirmation.fee', params: { fee: 'Forsendelse', amount: '49,38 kr.' } }],
      params: { orderNumber: '100011', organization: 'Museet...' },
    });
    expect(mail.text).toContain('Forsendelse: 49,38 kr.\n');
    expect(mail.text).not.toContain('kr..');
    expect(mail.subject).toContain('Museet...');
  });
});
