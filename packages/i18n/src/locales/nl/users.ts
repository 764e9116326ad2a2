import type users from '../en/users.js';

const nlUsers: typeof users = {};
export default nlUsers;
