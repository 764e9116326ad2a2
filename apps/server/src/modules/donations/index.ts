export { donationAmountRefusal, findDonation, findPublishedDonation, insertDonation } from './donation-lookups.js';
export { donationsRoutes } from './donations.routes.js';
export type { DonationRow } from './donations.repository.js';
