import type accesses from '../en/accesses.js';

const daAccesses: typeof accesses = {};
export default daAccesses;
