export { organizationOfShopEvent, shopTargetOrigin } from './shop-origin.service.js';
