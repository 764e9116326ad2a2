import { shopApi } from '../api/shop-api';
import { keptList } from '../app/use-kept-list';

/** The published campaigns, read once per museum and language; a campaign's page reads them from here. */
export const useDonations = keptList(shopApi.donations);
