export { shopCatalogRoutes } from './shop-catalog.routes.js';
export { organizationOfShopEvent, shopTargetOrigin } from './shop-origin.service.js';
