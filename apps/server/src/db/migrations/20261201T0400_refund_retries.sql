-- A refund the payment provider refused can be tried again from the order (POST
-- /api/orders/:orderId/refunds/:refundId/retry). Each try after the first asks the provider under
-- a key of its own (a provider answers a key it has seen with its first answer, the refusal):
-- `attempts` numbers them.
alter table refunds add column attempts integer not null default 1;

-- The test provider can refuse a payment's first refunds, as a real card closed since would
-- (ticked on its page before approving), so the retry can be tried in the demo.
alter table test_provider_payments add column refunds_to_refuse integer not null default 0;
