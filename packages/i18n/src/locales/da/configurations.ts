import type configurations from '../en/configurations.js';

const daConfigurations: typeof configurations = {};
export default daConfigurations;
