import type accesses from '../en/accesses.js';

const deAccesses: typeof accesses = {};
export default deAccesses;
