import type users from '../en/users.js';

const daUsers: typeof users = {};
export default daUsers;
