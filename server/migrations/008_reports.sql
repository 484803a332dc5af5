-- 008: reports composed on the device (src/astro/reports). A report type is unlocked once per user with coins
-- (the spend's ledger key is report:<key>, so it is paid at most once); the readings a user keeps (which births,
-- which house) are saved per input.

CREATE TABLE report_types (
  report_key  text PRIMARY KEY CHECK (report_key ~ '^[a-z0-9-]{1,40}$'),
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  price_coins integer NOT NULL CHECK (price_coins > 0),
  on_sale     boolean NOT NULL DEFAULT true,
  sort        integer NOT NULL DEFAULT 0
);

INSERT INTO report_types (report_key, name, description, price_coins, sort) VALUES
  ('explanation-lite', '本命盘简析', '太阳、月亮、上升与命主星，主要相位逐条解读', 100, 1),
  ('single-house', '单宫详解', '任选一宫：宫头星座、宫主星落点、宫内行星与相位', 120, 2),
  ('career', '事业报告', '第十宫、天顶与第六宫：适合的方向与工作方式', 180, 3),
  ('wealth', '财富报告', '第二宫、第八宫与金星木星：收入来源与理财习惯', 180, 4),
  ('marriage', '婚恋报告', '第七宫、金星火星与月亮：择偶倾向与相处之道', 180, 5),
  ('co-chart', '合盘报告', '两人行星的相互相位、宫位叠加与元素配合', 200, 6);

CREATE TABLE saved_reports (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid         bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  report_key  text NOT NULL REFERENCES report_types(report_key),
  -- Who the report is about (names of the births), shown in the list.
  subject     text NOT NULL,
  -- The composer input: births (date, time, zone, place) and the chosen house; input_key identifies it.
  input       jsonb NOT NULL,
  input_key   text NOT NULL,
  created_at  bigint NOT NULL,
  updated_at  bigint NOT NULL,
  UNIQUE (uid, report_key, input_key)
);
CREATE INDEX saved_reports_uid ON saved_reports (uid, updated_at DESC);
