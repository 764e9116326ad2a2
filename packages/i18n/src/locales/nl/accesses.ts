import type accesses from '../en/accesses.js';

const nlAccesses: typeof accesses = {};
export default nlAccesses;
