/** Texts of the users feature. */
const users = {};
export default users;
