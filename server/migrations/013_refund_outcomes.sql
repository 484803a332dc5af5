-- 013: a refund the provider finishes later (docs/commerce.md Refunds). status gains `failed`; the order's status
-- before the refund is kept so a failed refund puts it back; settled_at is when processing ended.
ALTER TABLE refunds DROP CONSTRAINT refunds_status_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_status_check CHECK (status IN ('succeeded', 'processing', 'failed'));
ALTER TABLE refunds ADD COLUMN order_status_before text;
ALTER TABLE refunds ADD COLUMN settled_at bigint;
CREATE INDEX refunds_processing ON refunds (created_at) WHERE status = 'processing';
