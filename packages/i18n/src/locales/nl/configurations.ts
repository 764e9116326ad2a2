import type configurations from '../en/configurations.js';

const nlConfigurations: typeof configurations = {};
export default nlConfigurations;
