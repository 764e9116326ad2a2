export { organizationOfShopEvent, shopTargetOrigin } from './shop-origin.service.js';
export { shopCatalogRoutes } from './shop-catalog.routes.js';
