import type configurations from '../en/configurations.js';

const deConfigurations: typeof configurations = {};
export default deConfigurations;
