import type notifications from '../en/notifications.js';

const daNotifications: typeof notifications = {};
export default daNotifications;
