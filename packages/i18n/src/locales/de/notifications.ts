import type notifications from '../en/notifications.js';

const deNotifications: typeof notifications = {};
export default deNotifications;
