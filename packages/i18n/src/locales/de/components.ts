import type components from '../en/components.js';

const deComponents: typeof components = {};
export default deComponents;
