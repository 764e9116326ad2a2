/** Texts of the notifications feature. */
const notifications = {};
export default notifications;
