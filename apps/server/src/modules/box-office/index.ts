export { boxOfficeRoutes } from './box-office.routes.js';
