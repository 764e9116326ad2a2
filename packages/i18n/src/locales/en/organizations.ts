/** Texts of the organizations feature. */
const organizations = {};
export default organizations;
