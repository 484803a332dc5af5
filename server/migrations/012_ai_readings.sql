-- 012: readings (test-ai, ai-history). A reading answers a question about a chart, either composed on the device
-- (source 'local', free) or streamed from the configured OpenAI-compatible provider (source 'provider', paid once
-- through the ledger with the key ai:<request_id>). A provider reading is 'pending' while it streams: pending rows
-- reserve coins so concurrent asks cannot overdraw; a failed one is deleted, so nothing is spent.

CREATE TABLE ai_readings (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid         bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  request_id  text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  source      text NOT NULL CHECK (source IN ('local', 'provider')),
  status      text NOT NULL CHECK (status IN ('pending', 'done')),
  kind        text NOT NULL,
  topic       text NOT NULL,
  question    text NOT NULL,
  -- The chart facts the answer was based on (the text sent to the provider).
  facts       text NOT NULL,
  answer      text NOT NULL DEFAULT '',
  model       text NOT NULL DEFAULT '',
  spent_coins integer NOT NULL DEFAULT 0 CHECK (spent_coins >= 0),
  created_at  bigint NOT NULL,
  updated_at  bigint NOT NULL,
  UNIQUE (uid, request_id)
);
CREATE INDEX ai_readings_uid ON ai_readings (uid, status, created_at DESC);
