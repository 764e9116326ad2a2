/** Texts of the accesses feature. */
const accesses = {};
export default accesses;
