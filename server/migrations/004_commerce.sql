-- 004: commerce (docs/commerce.md). Products (SPU) and their SKUs, trolley, postal addresses, orders and their
-- items, payments and provider callbacks, purchased reports, user cards (vouchers), and the admin audit trail.
-- Money is in fen (integer); coin prices are in coins. Times are epoch milliseconds from the server clock.

-- The ledger row's actor: the admin who deposited or refunded (NULL for the user's own grants and spends).
ALTER TABLE coin_ledger ADD COLUMN actor bigint;

CREATE TABLE products (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('physical', 'report', 'card', 'coin_pack')),
  name        text NOT NULL,
  description text NOT NULL DEFAULT '',
  image       text NOT NULL DEFAULT '',
  -- report: the report it unlocks; card: the voucher type it issues (report, dice, card).
  report_key  text,
  card_type   text CHECK (card_type IN ('report', 'dice', 'card')),
  on_sale     boolean NOT NULL DEFAULT true,
  sort        integer NOT NULL DEFAULT 0,
  created_at  bigint NOT NULL,
  updated_at  bigint NOT NULL,
  CHECK (kind <> 'report' OR report_key IS NOT NULL),
  CHECK (kind <> 'card' OR card_type IS NOT NULL)
);
CREATE UNIQUE INDEX products_report_key ON products (report_key) WHERE report_key IS NOT NULL;

CREATE TABLE product_skus (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id  bigint NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  code        text NOT NULL UNIQUE,
  spec        text NOT NULL DEFAULT '',
  -- Money price (physical goods, coin packs) or coin price (reports, cards); the other is NULL.
  price_fen   integer CHECK (price_fen > 0),
  price_coins integer CHECK (price_coins > 0),
  -- Coin packs: coins credited per unit.
  coins       integer CHECK (coins > 0),
  -- NULL: unlimited.
  stock       integer CHECK (stock >= 0),
  on_sale     boolean NOT NULL DEFAULT true,
  created_at  bigint NOT NULL,
  updated_at  bigint NOT NULL,
  CHECK ((price_fen IS NULL) <> (price_coins IS NULL))
);

CREATE TABLE trolley_items (
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  sku_id     bigint NOT NULL REFERENCES product_skus(id) ON DELETE CASCADE,
  qty        integer NOT NULL CHECK (qty > 0),
  updated_at bigint NOT NULL,
  PRIMARY KEY (uid, sku_id)
);

CREATE TABLE addresses (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  name       text NOT NULL,
  phone      text NOT NULL,
  province   text NOT NULL,
  city       text NOT NULL,
  district   text NOT NULL DEFAULT '',
  detail     text NOT NULL,
  postcode   text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX addresses_uid ON addresses (uid);
CREATE UNIQUE INDEX addresses_one_default ON addresses (uid) WHERE is_default;

-- Orders keep a copy of what was bought and where it goes, so later product or address edits change nothing.
CREATE TABLE orders (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no     text NOT NULL UNIQUE,
  uid          bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('physical', 'report', 'card', 'coin_pack')),
  status       text NOT NULL CHECK (status IN ('created', 'paid', 'shipped', 'completed', 'cancelled', 'refunded')),
  pay_method   text NOT NULL CHECK (pay_method IN ('money', 'coins', 'voucher')),
  total_fen    integer NOT NULL DEFAULT 0 CHECK (total_fen >= 0),
  total_coins  integer NOT NULL DEFAULT 0 CHECK (total_coins >= 0),
  address      jsonb,
  request_id   text,
  cancel_reason text,
  tracking_no  text,
  expires_at   bigint,
  paid_at      bigint,
  shipped_at   bigint,
  completed_at bigint,
  cancelled_at bigint,
  refunded_at  bigint,
  created_at   bigint NOT NULL,
  updated_at   bigint NOT NULL,
  UNIQUE (uid, request_id)
);
CREATE INDEX orders_uid ON orders (uid, created_at DESC);
CREATE INDEX orders_unpaid ON orders (expires_at) WHERE status = 'created';

CREATE TABLE order_items (
  order_id    bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  line        integer NOT NULL,
  sku_id      bigint NOT NULL,
  product_id  bigint NOT NULL,
  name        text NOT NULL,
  spec        text NOT NULL DEFAULT '',
  qty         integer NOT NULL CHECK (qty > 0),
  price_fen   integer,
  price_coins integer,
  coins       integer,
  report_key  text,
  card_type   text,
  PRIMARY KEY (order_id, line)
);

CREATE TABLE payments (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_no  text NOT NULL UNIQUE,
  order_id    bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  uid         bigint NOT NULL,
  provider    text NOT NULL CHECK (provider IN ('sandbox', 'wechat', 'alipay')),
  channel     text NOT NULL,
  amount_fen  integer NOT NULL CHECK (amount_fen > 0),
  status      text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'closed', 'refunded')),
  provider_txn text,
  created_at  bigint NOT NULL,
  paid_at     bigint,
  updated_at  bigint NOT NULL
);
CREATE INDEX payments_order ON payments (order_id);
CREATE INDEX payments_paid ON payments (paid_at) WHERE status IN ('succeeded', 'refunded');

-- Every verified provider callback, once per (provider, event id): a replayed callback finds its row.
CREATE TABLE payment_events (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider   text NOT NULL,
  event_id   text NOT NULL,
  payment_no text NOT NULL,
  outcome    text NOT NULL,
  body       text NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (provider, event_id)
);

-- A purchased report is unlocked once per user; refunding its order locks it again.
CREATE TABLE user_reports (
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  report_key text NOT NULL,
  status     text NOT NULL CHECK (status IN ('locked', 'unlocked')),
  order_id   bigint REFERENCES orders(id) ON DELETE SET NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (uid, report_key)
);

-- Vouchers (SPEC §3 payability report_voucher, dice_voucher, card_voucher): one row per voucher.
CREATE TABLE user_cards (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  card_type  text NOT NULL CHECK (card_type IN ('report', 'dice', 'card')),
  status     text NOT NULL CHECK (status IN ('active', 'used', 'revoked')),
  order_id   bigint REFERENCES orders(id) ON DELETE SET NULL,
  used_for   text,
  used_at    bigint,
  created_at bigint NOT NULL
);
CREATE INDEX user_cards_uid ON user_cards (uid, card_type, status);

CREATE TABLE admin_audit (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor       bigint NOT NULL,
  action      text NOT NULL,
  target      text NOT NULL,
  reason      text NOT NULL DEFAULT '',
  detail      jsonb NOT NULL DEFAULT '{}',
  created_at  bigint NOT NULL
);
CREATE INDEX admin_audit_time ON admin_audit (created_at DESC);

-- A new install has a shop: three coin packs, two reports, one physical item.
INSERT INTO products (kind, name, description, report_key, sort, created_at, updated_at) VALUES
  ('coin_pack', '星币 60', '充值 60 星币', NULL, 1, 0, 0),
  ('coin_pack', '星币 300', '充值 300 星币', NULL, 2, 0, 0),
  ('coin_pack', '星币 680', '充值 680 星币', NULL, 3, 0, 0),
  ('report', '本命盘详解', '按出生时刻逐项解读行星、宫位与相位', 'natal-detail', 10, 0, 0),
  ('report', '流年运势报告', '以推运与行运看未来一年的起伏', 'annual-forecast', 11, 0, 0),
  ('physical', '星盘帆布袋', '印有黄道十二宫的帆布袋，38×42 cm', NULL, 20, 0, 0);
INSERT INTO product_skus (product_id, code, spec, price_fen, price_coins, coins, stock, created_at, updated_at)
SELECT p.id, s.code, s.spec, s.price_fen, s.price_coins, s.coins, s.stock, 0, 0
FROM (VALUES
  ('星币 60', 'coin-60', '60 星币', 600, NULL::integer, 60, NULL::integer),
  ('星币 300', 'coin-300', '300 星币', 3000, NULL, 300, NULL),
  ('星币 680', 'coin-680', '680 星币', 6800, NULL, 680, NULL),
  ('本命盘详解', 'report-natal-detail', '', NULL, 300, NULL, NULL),
  ('流年运势报告', 'report-annual-forecast', '', NULL, 200, NULL, NULL),
  ('星盘帆布袋', 'tote-zodiac', '米白', 5900, NULL, NULL, 100)
) AS s(pname, code, spec, price_fen, price_coins, coins, stock)
JOIN products p ON p.name = s.pname;
