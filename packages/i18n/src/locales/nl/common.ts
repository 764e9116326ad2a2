import type common from '../en/common.js';

const nlCommon: typeof common = {
  actions: {
    close: 'Sluiten',
    retry: 'Opnieuw proberen',
    save: 'Opslaan',
    cancel: 'Annuleren',
    create: 'Aanmaken',
    edit: 'Bewerken',
    delete: 'Verwijderen',
    back: 'Terug',
    add: 'Toevoegen',
    search: 'Zoeken',
    confirm: 'Bevestigen',
    download: 'Downloaden',
  },
  failedOperation: 'Kon niet {{operation}}. Probeer het later opnieuw.',
  errors: {
    network: 'Netwerkfout',
    server: 'Serverfout',
    parse: 'Het antwoord van de server kon niet worden gelezen',
    loadingFailed: 'Gegevens laden mislukt!',
    tryAgain: 'Probeer het zo opnieuw.',
    recordNotAdded: 'Het record kon niet worden toegevoegd',
  },
  validation: {
    required: 'Verplicht',
    emailInvalid: 'E-mailadres moet geldig zijn',
    phoneInvalid: 'Telefoonnummer moet geldig zijn',
    prefixInvalid: 'Landcode moet geldig zijn',
  },
  roles: {
    Admin: 'Beheerder',
    Guide: 'Gids',
    OrganizationAdmin: 'Organisatiebeheerder',
    Support: 'Supportgebruiker',
    FoyerAdmin: 'FoyerAdmin',
  },
  guideTypes: { Regular: 'Vast', Integrator: 'Integrator' },
  yes: 'Ja',
  no: 'Nee',
  none: 'Geen',
  saved: 'Opgeslagen',
  deleted: 'Verwijderd',
  loading: 'Laden…',
  empty: 'Hier staat nog niets.',
};
export default nlCommon;
