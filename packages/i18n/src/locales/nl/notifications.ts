import type notifications from '../en/notifications.js';

const nlNotifications: typeof notifications = {};
export default nlNotifications;
