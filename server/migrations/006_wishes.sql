-- 006: wishes (docs/wellness.md). A wish is the author's own record; a public one also appears on the wish wall,
-- which never shows who wrote it. One blessing per user per wish (the primary key of wish_blessings); the
-- count on the wish is raised in the same statement that inserts the blessing, so concurrent blessings all count.
-- States move open → fulfilled | let_go by the transition table in server/src/routes/wish/states.ts.

CREATE TABLE wishes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid         bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  text        text NOT NULL,
  category    text NOT NULL CHECK (category IN ('love', 'career', 'study', 'health', 'wealth', 'family', 'travel', 'other')),
  look_back   date NOT NULL,
  is_public   smallint NOT NULL DEFAULT 0 CHECK (is_public IN (0, 1)),
  state       text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'fulfilled', 'let_go')),
  bless_count integer NOT NULL DEFAULT 0 CHECK (bless_count >= 0),
  state_at    bigint,
  created_at  bigint NOT NULL,
  updated_at  bigint NOT NULL
);
CREATE INDEX wishes_uid ON wishes (uid, created_at DESC);
CREATE INDEX wishes_wall ON wishes (created_at DESC, id DESC) WHERE is_public = 1 AND state <> 'let_go';

CREATE TABLE wish_blessings (
  wish_id    bigint NOT NULL REFERENCES wishes(id) ON DELETE CASCADE,
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  PRIMARY KEY (wish_id, uid)
);
CREATE INDEX wish_blessings_uid ON wish_blessings (uid);
