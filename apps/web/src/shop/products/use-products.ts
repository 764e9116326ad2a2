import { shopApi } from '../api/shop-api';
import { keptList } from '../app/use-kept-list';

/** The published digital tours, read once per museum and language; a tour's page reads them from here. */
export const useProducts = keptList(shopApi.products);
