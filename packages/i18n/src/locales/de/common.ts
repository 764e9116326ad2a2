import type common from '../en/common.js';

const deCommon: typeof common = {
  actions: {
    close: 'Schließen',
    retry: 'Erneut versuchen',
    save: 'Speichern',
    cancel: 'Abbrechen',
    create: 'Anlegen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    back: 'Zurück',
    add: 'Hinzufügen',
    search: 'Suchen',
    confirm: 'Bestätigen',
    download: 'Herunterladen',
  },
  failedOperation: '{{operation}} war nicht möglich. Bitte versuchen Sie es später erneut.',
  errors: {
    network: 'Netzwerkfehler',
    server: 'Serverfehler',
    parse: 'Die Antwort des Servers konnte nicht gelesen werden',
    loadingFailed: 'Daten konnten nicht geladen werden!',
    tryAgain: 'Bitte versuchen Sie es gleich noch einmal.',
    recordNotAdded: 'Der Eintrag konnte nicht hinzugefügt werden',
  },
  validation: {
    required: 'Pflichtfeld',
    emailInvalid: 'Die E-Mail-Adresse muss gültig sein',
    phoneInvalid: 'Die Telefonnummer muss gültig sein',
    prefixInvalid: 'Die Vorwahl muss gültig sein',
  },
  roles: {
    Admin: 'Admin',
    Guide: 'Guide',
    OrganizationAdmin: 'Organisationsadmin',
    Support: 'Support',
    FoyerAdmin: 'FoyerAdmin',
  },
  guideTypes: { Regular: 'Regulär', Integrator: 'Integrator' },
  yes: 'Ja',
  no: 'Nein',
  none: 'Keine',
  saved: 'Gespeichert',
  deleted: 'Gelöscht',
  loading: 'Wird geladen…',
  empty: 'Hier ist noch nichts.',
};
export default deCommon;
