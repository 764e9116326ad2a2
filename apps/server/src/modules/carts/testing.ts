export { privateBuyer, shopFixture } from './carts.test-support.js';
