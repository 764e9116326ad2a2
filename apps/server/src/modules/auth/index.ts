export { identityOf, resolveActor, sessionKeeper } from './auth.service.js';
export { forgetLapsedAttempts } from './login-throttle.js';
export { authRoutes } from './auth.routes.js';
