import type users from '../en/users.js';

const deUsers: typeof users = {};
export default deUsers;
