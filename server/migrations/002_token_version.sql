-- 002: token revocation. Every token carries the account's token_version; unregistering, a password change
-- and "log out everywhere" raise it, so earlier tokens stop working.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
-- Share codes name the birth they copy, so a deleted birth's codes stop answering.
ALTER TABLE birth_shares ADD COLUMN birth_id text;
UPDATE birth_shares SET birth_id = birth->>'id';
