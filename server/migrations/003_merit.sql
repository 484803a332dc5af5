-- 003: the wooden fish's merit counter (SPEC §3 merit-counter date/count/word type).
-- Each device keeps its own grow-only count per day; a push stores the greater of the stored and pushed count,
-- so pushes from any number of devices, in any order and repeated, neither lose nor double a knock. A user's
-- count for a day is the sum over their devices.
CREATE TABLE merit_counts (
  uid        bigint NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  device     text NOT NULL,
  day        date NOT NULL,
  count      integer NOT NULL CHECK (count >= 0),
  updated_at bigint NOT NULL,
  PRIMARY KEY (uid, device, day)
);

-- The word shown per knock (word type 0: 功德+1, 1: the user's own word): last writer wins by update_time.
CREATE TABLE merit_words (
  uid         bigint PRIMARY KEY REFERENCES users(uid) ON DELETE CASCADE,
  word_type   smallint NOT NULL,
  word        text NOT NULL,
  update_time bigint NOT NULL
);
