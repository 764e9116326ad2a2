/** Texts of the configurations feature. */
const configurations = {};
export default configurations;
