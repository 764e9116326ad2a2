import type common from '../en/common.js';

const daCommon: typeof common = {
  actions: {
    close: 'Luk',
    retry: 'Prøv igen',
    save: 'Gem',
    cancel: 'Annuller',
    create: 'Opret',
    edit: 'Rediger',
    delete: 'Slet',
    back: 'Tilbage',
    add: 'Tilføj',
    search: 'Søg',
    confirm: 'Bekræft',
    download: 'Download',
  },
  failedOperation: 'Kunne ikke {{operation}}. Prøv igen senere.',
  errors: {
    network: 'Netværksfejl',
    server: 'Serverfejl',
    parse: 'Kunne ikke læse serverens svar',
    loadingFailed: 'Data kunne ikke indlæses!',
    tryAgain: 'Prøv igen om et øjeblik.',
    recordNotAdded: 'Posten kunne ikke tilføjes',
  },
  validation: {
    required: 'Påkrævet',
    emailInvalid: 'E-mail skal være gyldig',
    phoneInvalid: 'Telefonnummeret skal være gyldigt',
    prefixInvalid: 'Landekoden skal være gyldig',
  },
  roles: {
    Admin: 'Administrator',
    Guide: 'Guide',
    OrganizationAdmin: 'Organisationsadministrator',
    Support: 'Supportbruger',
    FoyerAdmin: 'FoyerAdmin',
  },
  guideTypes: { Regular: 'Almindelig', Integrator: 'Integrator' },
  yes: 'Ja',
  no: 'Nej',
  none: 'Ingen',
  saved: 'Gemt',
  deleted: 'Slettet',
  loading: 'Indlæser…',
  empty: 'Her er intet endnu.',
};
export default daCommon;
