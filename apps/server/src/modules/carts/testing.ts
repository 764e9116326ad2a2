export { decideTestPayment, privateBuyer, shopFixture } from './carts.test-support.js';
