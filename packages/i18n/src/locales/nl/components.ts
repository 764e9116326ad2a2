import type components from '../en/components.js';

const nlComponents: typeof components = {};
export default nlComponents;
