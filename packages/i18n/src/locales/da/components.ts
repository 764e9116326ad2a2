import type components from '../en/components.js';

const daComponents: typeof components = {};
export default daComponents;
