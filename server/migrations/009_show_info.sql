-- 009: the home page's show info (SPEC §3 Show info): which home blocks show, the banners, the tips and the tool
-- grid's visibility map. One row (id 1) holding the document; before an admin first saves it the API answers the
-- SPEC §9 defaults (every block shown). Each save is audited in admin_audit.

CREATE TABLE show_info (
  id         integer PRIMARY KEY CHECK (id = 1),
  info       text NOT NULL,
  updated_at bigint NOT NULL
);
