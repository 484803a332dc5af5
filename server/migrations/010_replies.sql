-- 010: tree-hole replies (docs/wellness.md). A reply is as anonymous as a post: the author (uid) is kept for
-- the author's own list and delete and for moderators, and is never answered to other users. status: visible |
-- held (the word filter asked for a person to read it first) | hidden (a moderator). reply_count on the post counts
-- its visible replies; each change of a reply's visibility moves it in the same transaction.

CREATE TABLE tree_hole_replies (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id     bigint NOT NULL REFERENCES tree_hole_posts(id) ON DELETE CASCADE,
  uid         bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  text        text NOT NULL,
  status      text NOT NULL DEFAULT 'visible' CHECK (status IN ('visible', 'held', 'hidden')),
  hidden_by   text CHECK (hidden_by IN ('filter', 'admin')),
  hold_category text,
  created_at  bigint NOT NULL,
  updated_at  bigint NOT NULL
);
CREATE INDEX tree_hole_replies_post ON tree_hole_replies (post_id, created_at, id) WHERE status = 'visible';
CREATE INDEX tree_hole_replies_uid ON tree_hole_replies (uid, created_at DESC);
CREATE INDEX tree_hole_replies_review ON tree_hole_replies (updated_at DESC) WHERE status <> 'visible';

ALTER TABLE tree_hole_posts ADD COLUMN reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0);
