export {
  IDENTITIES_CHANNEL,
  IDENTITY_TTL_MS,
  forgetAnnouncedIdentity,
  identityOf,
  resolveActor,
  sessionKeeper,
  type IdentityCache,
  type KeptIdentity,
} from './auth.service.js';
export { forgetLapsedAttempts } from './login-throttle.js';
export { authRoutes } from './auth.routes.js';
