/** Texts of the venues feature. */
const venues = {};
export default venues;
