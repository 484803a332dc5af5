-- 005: content (docs/content.md): CMS columns and articles, courses and lessons, book clubs and activities,
-- the per-user inbox and feedback threads. Markdown is the source; body_html is its sanitised rendering and
-- excerpt its plain-text start, both written by the server whenever the Markdown changes.
-- Publishable records move draft → published → draft/archived by the transition table in
-- server/src/routes/content/states.ts; users only ever read published ones.

CREATE TABLE cms_columns (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title        text NOT NULL,
  intro        text NOT NULL DEFAULT '',
  cover        text NOT NULL DEFAULT '',
  sort         integer NOT NULL DEFAULT 0,
  status       text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
  published_at bigint,
  created_at   bigint NOT NULL,
  updated_at   bigint NOT NULL
);

CREATE TABLE cms_articles (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  column_id    bigint REFERENCES cms_columns(id) ON DELETE SET NULL,
  title        text NOT NULL,
  author       text NOT NULL DEFAULT '',
  cover        text NOT NULL DEFAULT '',
  body_md      text NOT NULL DEFAULT '',
  body_html    text NOT NULL DEFAULT '',
  excerpt      text NOT NULL DEFAULT '',
  sort         integer NOT NULL DEFAULT 0,
  status       text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
  published_at bigint,
  created_by   bigint,
  created_at   bigint NOT NULL,
  updated_at   bigint NOT NULL
);
CREATE INDEX cms_articles_column ON cms_articles (column_id, status, published_at DESC);

CREATE TABLE courses (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title        text NOT NULL,
  author       text NOT NULL DEFAULT '',
  cover        text NOT NULL DEFAULT '',
  intro_md     text NOT NULL DEFAULT '',
  intro_html   text NOT NULL DEFAULT '',
  excerpt      text NOT NULL DEFAULT '',
  -- 0: free (enrolling spends nothing).
  price_coins  integer NOT NULL DEFAULT 0 CHECK (price_coins >= 0),
  sort         integer NOT NULL DEFAULT 0,
  status       text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
  published_at bigint,
  created_at   bigint NOT NULL,
  updated_at   bigint NOT NULL
);

CREATE TABLE course_lessons (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id   bigint NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  title       text NOT NULL,
  body_md     text NOT NULL DEFAULT '',
  body_html   text NOT NULL DEFAULT '',
  media_type  text NOT NULL DEFAULT '' CHECK (media_type IN ('', 'audio', 'video')),
  media_url   text NOT NULL DEFAULT '',
  duration_s  integer NOT NULL DEFAULT 0,
  -- A preview lesson is readable without enrolling.
  is_free     smallint NOT NULL DEFAULT 0,
  sort        integer NOT NULL DEFAULT 0,
  created_at  bigint NOT NULL,
  updated_at  bigint NOT NULL
);
CREATE INDEX course_lessons_course ON course_lessons (course_id, sort, id);

-- One row per user and course; the coins (if any) went out through coin_ledger with idem_key course:<id>.
CREATE TABLE course_enrolments (
  uid         bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  course_id   bigint NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  price_coins integer NOT NULL,
  created_at  bigint NOT NULL,
  PRIMARY KEY (uid, course_id)
);
CREATE INDEX course_enrolments_course ON course_enrolments (course_id);

-- Progress only grows (percent is the greatest reported); position_s is the last reported position.
CREATE TABLE lesson_progress (
  uid         bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  lesson_id   bigint NOT NULL REFERENCES course_lessons(id) ON DELETE CASCADE,
  course_id   bigint NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  percent     smallint NOT NULL CHECK (percent BETWEEN 0 AND 100),
  position_s  integer NOT NULL DEFAULT 0,
  updated_at  bigint NOT NULL,
  PRIMARY KEY (uid, lesson_id)
);
CREATE INDEX lesson_progress_course ON lesson_progress (uid, course_id);

-- Book clubs (kind book_club) and activities (kind activity) share one shape: sign-ups with a capacity and a
-- deadline, and a schedule of sessions. signed_count is raised only while below capacity (one UPDATE).
CREATE TABLE events (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('book_club', 'activity')),
  title           text NOT NULL,
  cover           text NOT NULL DEFAULT '',
  host            text NOT NULL DEFAULT '',
  book_title      text NOT NULL DEFAULT '',
  book_author     text NOT NULL DEFAULT '',
  location        text NOT NULL DEFAULT '',
  intro_md        text NOT NULL DEFAULT '',
  intro_html      text NOT NULL DEFAULT '',
  excerpt         text NOT NULL DEFAULT '',
  capacity        integer NOT NULL CHECK (capacity > 0),
  signed_count    integer NOT NULL DEFAULT 0 CHECK (signed_count >= 0 AND signed_count <= capacity),
  signup_deadline bigint NOT NULL,
  starts_at       bigint NOT NULL,
  ends_at         bigint NOT NULL,
  sort            integer NOT NULL DEFAULT 0,
  status          text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'cancelled', 'archived')),
  published_at    bigint,
  created_at      bigint NOT NULL,
  updated_at      bigint NOT NULL
);
CREATE INDEX events_kind ON events (kind, status, starts_at);

CREATE TABLE event_sessions (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id   bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  title      text NOT NULL,
  starts_at  bigint NOT NULL,
  ends_at    bigint NOT NULL,
  location   text NOT NULL DEFAULT ''
);
CREATE INDEX event_sessions_event ON event_sessions (event_id, starts_at);

CREATE TABLE event_signups (
  event_id   bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  remark     text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  PRIMARY KEY (event_id, uid)
);
CREATE INDEX event_signups_uid ON event_signups (uid, created_at DESC);

-- Inbox: system notices to one user (a birth invite was filled, an order shipped, a feedback reply …).
CREATE TABLE messages (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  kind       text NOT NULL,
  title      text NOT NULL,
  content    text NOT NULL DEFAULT '',
  link       text NOT NULL DEFAULT '',
  read_at    bigint,
  created_at bigint NOT NULL
);
CREATE INDEX messages_uid ON messages (uid, id DESC);
CREATE INDEX messages_unread ON messages (uid) WHERE read_at IS NULL;

-- Feedback (question-list): a thread per question; posts by the user and by admins.
CREATE TABLE feedback_threads (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  title      text NOT NULL,
  contact    text NOT NULL DEFAULT '',
  status     text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX feedback_threads_uid ON feedback_threads (uid, updated_at DESC);
CREATE INDEX feedback_threads_status ON feedback_threads (status, updated_at DESC);

CREATE TABLE feedback_posts (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  thread_id  bigint NOT NULL REFERENCES feedback_threads(id) ON DELETE CASCADE,
  uid        bigint,
  from_admin smallint NOT NULL DEFAULT 0,
  content    text NOT NULL,
  images     jsonb NOT NULL DEFAULT '[]',
  created_at bigint NOT NULL
);
CREATE INDEX feedback_posts_thread ON feedback_posts (thread_id, id);

-- Set once when the demo content has been written (a new install shows real content; never written twice).
CREATE TABLE content_meta (
  key   text PRIMARY KEY,
  value text NOT NULL
);
