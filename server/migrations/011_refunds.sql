-- 011: refunds through the payment provider (docs/commerce.md). One row per refunded payment; refund_no is our
-- out_refund_no (WeChat Pay) / out_request_no (Alipay), so a retried refund is the same refund to the provider.
-- status: succeeded | processing (the provider accepted it and finishes later).

CREATE TABLE refunds (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  refund_no          text NOT NULL UNIQUE,
  payment_id         bigint NOT NULL UNIQUE REFERENCES payments(id) ON DELETE CASCADE,
  order_id           bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  provider           text NOT NULL CHECK (provider IN ('sandbox', 'wechat', 'alipay')),
  amount_fen         integer NOT NULL CHECK (amount_fen > 0),
  status             text NOT NULL CHECK (status IN ('succeeded', 'processing')),
  provider_refund_id text NOT NULL,
  reason             text NOT NULL,
  actor              bigint NOT NULL,
  created_at         bigint NOT NULL
);
CREATE INDEX refunds_order ON refunds (order_id);
