-- 007: the tree hole (docs/wellness.md). Posts are anonymous to everyone but moderators: the author (uid) is kept
-- for moderation and for the author's own list and delete, and is never answered to other users.
-- status: visible (in the feed) | held (the word filter asked for a person to look) | hidden (reports or a
-- moderator). One hug and one report per user per post (primary keys); each count is raised in the statement that
-- inserts its row, so concurrent hugs and reports all count. reports_cleared is report_count when a moderator
-- last restored the post: auto-hide counts only the reports after it.

CREATE TABLE tree_hole_posts (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid             bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  text            text NOT NULL,
  status          text NOT NULL DEFAULT 'visible' CHECK (status IN ('visible', 'held', 'hidden')),
  hidden_by       text CHECK (hidden_by IN ('filter', 'reports', 'admin')),
  hold_category   text,
  hug_count       integer NOT NULL DEFAULT 0 CHECK (hug_count >= 0),
  report_count    integer NOT NULL DEFAULT 0 CHECK (report_count >= 0),
  reports_cleared integer NOT NULL DEFAULT 0 CHECK (reports_cleared >= 0),
  created_at      bigint NOT NULL,
  updated_at      bigint NOT NULL
);
CREATE INDEX tree_hole_posts_uid ON tree_hole_posts (uid, created_at DESC);
CREATE INDEX tree_hole_posts_feed ON tree_hole_posts (created_at DESC, id DESC) WHERE status = 'visible';
CREATE INDEX tree_hole_posts_review ON tree_hole_posts (updated_at DESC) WHERE report_count > reports_cleared OR status <> 'visible';

CREATE TABLE tree_hole_hugs (
  post_id    bigint NOT NULL REFERENCES tree_hole_posts(id) ON DELETE CASCADE,
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  PRIMARY KEY (post_id, uid)
);
CREATE INDEX tree_hole_hugs_uid ON tree_hole_hugs (uid);

CREATE TABLE tree_hole_reports (
  post_id    bigint NOT NULL REFERENCES tree_hole_posts(id) ON DELETE CASCADE,
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  reason     text NOT NULL CHECK (reason IN ('abuse', 'porn', 'ad', 'privacy', 'other')),
  created_at bigint NOT NULL,
  PRIMARY KEY (post_id, uid)
);
CREATE INDEX tree_hole_reports_uid ON tree_hole_reports (uid);
