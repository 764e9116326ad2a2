/** Texts of the components feature. */
const components = {};
export default components;
