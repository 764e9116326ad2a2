export { ON_SHOW, isOnShow } from './events.policy.js';
