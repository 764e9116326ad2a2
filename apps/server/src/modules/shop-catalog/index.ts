export { organizationOfShopEvent, shopTargetOrigin } from './shop-origin.service.js';
export { shopCatalogRoutes } from './shop-catalog.routes.js';
export {
  EVENT_LIST_TTL_MS,
  SHOP_CATALOGUE_CHANNEL,
  forgetEventListsOf,
  type EventListCache,
  type KeptEventList,
} from './shop-event-list.service.js';
