-- 001: accounts, coin ledger, verification codes, synced records, settings, shares and invites.
-- Times are epoch milliseconds (bigint) taken from the server clock, so tests can move the clock.

CREATE TABLE users (
  uid           bigint GENERATED ALWAYS AS IDENTITY (START WITH 10001) PRIMARY KEY,
  nickname      text NOT NULL DEFAULT '',
  avatar        text NOT NULL DEFAULT '',
  sex           smallint NOT NULL DEFAULT 0,
  email         text UNIQUE,
  phone         text UNIQUE,
  password_hash text,
  mini_openid   text UNIQUE,
  roles         text[] NOT NULL DEFAULT '{}',
  permissions   text[] NOT NULL DEFAULT '{}',
  created_at    bigint NOT NULL,
  updated_at    bigint NOT NULL
);

-- Append-only: one row per grant or spend; the balance is the sum. The idempotency key makes a grant
-- happen at most once (daily:<China date>, share:<China date>:<n>, register).
CREATE TABLE coin_ledger (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  amount     integer NOT NULL,
  reason     text NOT NULL,
  idem_key   text NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (uid, idem_key)
);

-- Verification codes (mail, SMS, one-time login). Only a keyed hash of the code is stored.
CREATE TABLE auth_codes (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose    text NOT NULL,
  target     text NOT NULL,
  uid        bigint REFERENCES users(uid) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  ip         text NOT NULL DEFAULT '',
  attempts   integer NOT NULL DEFAULT 0,
  expires_at bigint NOT NULL,
  used_at    bigint,
  created_at bigint NOT NULL
);
CREATE INDEX auth_codes_target ON auth_codes (purpose, target, created_at);
CREATE INDEX auth_codes_ip ON auth_codes (ip, created_at);

-- Failed password logins, for the attempt limit.
CREATE TABLE login_failures (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  target     text NOT NULL,
  ip         text NOT NULL DEFAULT '',
  created_at bigint NOT NULL
);
CREATE INDEX login_failures_target ON login_failures (target, created_at);
CREATE INDEX login_failures_ip ON login_failures (ip, created_at);

-- Synced records (births, birth groups, Arabic points, chart styles): last writer wins per (uid, kind, id)
-- by update_time; tombstones (is_del 1) are kept.
CREATE TABLE sync_records (
  uid         bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  kind        text NOT NULL,
  id          text NOT NULL,
  update_time bigint NOT NULL,
  is_del      smallint NOT NULL DEFAULT 0,
  data        jsonb NOT NULL,
  PRIMARY KEY (uid, kind, id)
);

CREATE TABLE user_settings (
  uid         bigint PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
  version     integer NOT NULL,
  data        jsonb NOT NULL,
  update_time bigint NOT NULL
);

-- Share codes: a snapshot of one birth, readable by anyone holding the code until it expires.
CREATE TABLE birth_shares (
  code       text PRIMARY KEY,
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  birth      jsonb NOT NULL,
  expires_at bigint NOT NULL,
  created_at bigint NOT NULL
);

-- Invite tokens: someone else fills in a birth that lands in the inviter's list (single use).
CREATE TABLE birth_invites (
  token      text PRIMARY KEY,
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  expires_at bigint NOT NULL,
  used_at    bigint,
  birth_id   text,
  created_at bigint NOT NULL
);
