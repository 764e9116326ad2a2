import type notifications from '../en/notifications.js';

const nlNotifications: typeof notifications = {
  user: {
    pageTitle: 'Meldingen',
    title: 'Mijn meldingen',
    titleFor: 'Meldingen voor {{name}}',
    backToProfile: 'Mijn profiel',
    backToUser: 'Terug naar de gebruiker',
    introSelf: 'Kies hoe je wilt horen wat er in je organisatie gebeurt.',
    introOther: 'Kies hoe deze gebruiker hoort wat er in de organisatie gebeurt.',
    operations: { load: 'de meldingsvoorkeuren laden' },
    columns: { kind: 'Melding', email: 'E-mail', sms: 'Sms' },
    byEmail: '{{kind}} per e-mail',
    bySms: '{{kind}} per sms',
    noPhoneSelf: 'Er staat geen telefoonnummer in je gegevens, dus sms-meldingen kunnen je niet bereiken.',
    noPhoneOther: '{{name}} heeft geen telefoonnummer, dus sms-meldingen kunnen deze persoon niet bereiken.',
    notSentToSelf:
      'Wordt nu niet naar je gestuurd: je organisatie heeft deze uitgezet, of je staat niet bij de e-mailontvangers (Meldingsinstellingen).',
    notSentToOther:
      'Wordt nu niet naar {{name}} gestuurd: de organisatie heeft deze uitgezet, of deze persoon staat niet bij de e-mailontvangers (Meldingsinstellingen).',
    smsNotSent: 'Foyer verstuurt nog geen sms: de sms-keuzes worden bewaard voor later.',
    kinds: {
      NEW_ORDER: {
        label: 'Nieuwe bestelling',
        description: 'Een klant heeft tickets of andere producten gekocht, of een bestelling op EAN-factuur wacht op goedkeuring.',
      },
      NEW_CUSTOMER_REQUEST: { label: 'Nieuwe klantaanvraag', description: 'Een klant heeft een rondleiding of een zaal aangevraagd.' },
      GUIDE_REQUEST_ANSWERED: {
        label: 'Gidsaanvraag beantwoord',
        description: 'Een gids heeft een rondleiding geaccepteerd, afgewezen of om een wijziging gevraagd.',
      },
      DAILY_SUMMARY: { label: 'Dagelijks overzicht', description: 'Een overzicht van de dag, één keer per dag verstuurd.' },
    },
    undo: 'Wijzigingen ongedaan maken',
    saved: 'De voorkeuren zijn opgeslagen.',
  },
  // Instellingen van de organisatie (/settings/notifications).
  organization: {
    intro: 'Kies welke meldingen je organisatie verstuurt, wie ze per e-mail of sms ontvangt en een kort bericht erbij.',
    kinds: {
      NEW_ORDER: {
        label: 'Nieuwe bestelling',
        description: 'Wanneer een klant tickets of andere producten koopt, of een bestelling op EAN-factuur op goedkeuring wacht.',
      },
      NEW_CUSTOMER_REQUEST: { label: 'Nieuw klantverzoek', description: 'Wanneer een klant een rondleiding of een zaal aanvraagt.' },
      GUIDE_REQUEST_ANSWERED: {
        label: 'Gidsverzoek beantwoord',
        description: 'Wanneer een gids een rondleiding accepteert, weigert of een wijziging vraagt.',
      },
      DAILY_SUMMARY: { label: 'Dagelijks overzicht', description: 'Een overzicht van de dag, één keer per dag verstuurd.' },
    },
    on: 'Aan',
    off: 'Uit',
    enabledFor: '‘{{kind}}’ versturen',
    emailRecipients: 'Ontvangers per e-mail',
    smsRecipients: 'Ontvangers per sms',
    notSentYet: 'Foyer verstuurt deze melding nog niet.',
    orderReadersOnly: 'Alleen mensen die bestellingen mogen zien, kunnen worden gekozen.',
    smsNotSent: 'Foyer verstuurt nog geen sms: kies ontvangers per e-mail om op de hoogte te blijven.',
    smsOnly: 'Niemand krijgt bericht: Foyer verstuurt nog geen sms. Kies e-mailontvangers.',
    choosePeople: 'Kies personen',
    noPeople: 'Niemand gevonden',
    unknownUser: 'Onbekende gebruiker',
    deactivatedUser: '{{name}} (gedeactiveerd)',
    noPhone: '{{name}} (geen telefoonnummer)',
    message: 'Bericht',
    messageHelp: 'Wordt aan de melding toegevoegd. Houd het kort.',
    counter: '{{length}}/{{max}}',
    undo: 'Wijzigingen ongedaan maken',
    viewOnly: 'Je kunt deze instellingen bekijken, maar niet wijzigen.',
    validation: {
      recipientRequired: 'Selecteer minstens één ontvanger per e-mail of sms',
      messageTooLong: 'Maximaal 140 tekens',
      notAMember: 'Alle ontvangers moeten gebruikers van deze organisatie zijn',
      smsNeedsPhone: 'Alleen mensen met een telefoonnummer kunnen een sms ontvangen',
      cannotSeeOrders: 'Alleen mensen die bestellingen mogen zien, kunnen over nieuwe bestellingen worden ingelicht',
    },
    operations: { load: 'de meldingsinstellingen laden' },
  },
};
export default nlNotifications;
