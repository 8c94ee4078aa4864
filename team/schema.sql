-- hippo's team store: the schema and roles one team database needs.
--
-- Run it once per database as a superuser (it grants pg_checkpoint) or as the
-- database's owner; running it again changes nothing:
--
--   psql -v ON_ERROR_STOP=1 -d hippo -f schema.sql     (or: hippo team schema | psql ...)
--
-- Then give each person a login role in one of the three group roles, and a
-- team; a role sees and writes only its team's rows:
--
--   CREATE ROLE alice LOGIN PASSWORD '...' IN ROLE hippo_writer;
--   INSERT INTO hippo.members (member, team_id) VALUES ('alice', 'platform');
--
-- hippo_reader pulls; hippo_writer also shares, corrects, tombstones and
-- unshares what it shared; hippo_admin also purges a memory for everyone. Do not make a member the
-- owner of these tables: row-level security is forced, but an owner can
-- turn it off.

BEGIN;

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hippo_reader') THEN
    CREATE ROLE hippo_reader NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hippo_writer') THEN
    CREATE ROLE hippo_writer NOLOGIN IN ROLE hippo_reader;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hippo_admin') THEN
    CREATE ROLE hippo_admin NOLOGIN IN ROLE hippo_writer;
  END IF;
END
$$;

CREATE SCHEMA IF NOT EXISTS hippo;

-- Which team each login role belongs to. No member reads it: only
-- hippo.my_team, below, does.
CREATE TABLE IF NOT EXISTS hippo.members (
  member  name PRIMARY KEY,
  team_id text NOT NULL
);

-- Memory text, apart from the events, so that a purge can delete it while
-- the event log stays append-only. id is the id of the event that brought it.
CREATE TABLE IF NOT EXISTS hippo.contents (
  id      text PRIMARY KEY,
  team_id text NOT NULL,
  body    text NOT NULL,
  reason  text NOT NULL DEFAULT ''  -- a tombstone's reason
);

-- The append-only log of memory events. event_id is the idempotency key: a
-- machine that resends an event after a lost acknowledgement adds nothing.
-- xid orders pulls: a reader takes every event whose transaction was not
-- yet visible at its last pull, so none committed late is missed.
CREATE TABLE IF NOT EXISTS hippo.events (
  seq         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id    text NOT NULL UNIQUE,
  team_id     text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('add', 'supersede', 'tombstone', 'purge', 'unshare')),
  memory_id   text NOT NULL,             -- tombstone: the tombstone's id
  target_id   text NOT NULL DEFAULT '',  -- supersede: the memory replaced; tombstone: the memory refused
  author      name NOT NULL DEFAULT session_user,
  machine     text NOT NULL,
  stated_at   timestamptz NOT NULL,
  memory_kind text NOT NULL DEFAULT '',
  topic       text NOT NULL DEFAULT '',
  content_id  text,
  xid         xid8 NOT NULL DEFAULT pg_current_xact_id(),
  recorded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS events_team_xid ON hippo.events (team_id, xid);
CREATE INDEX IF NOT EXISTS events_team_memory ON hippo.events (team_id, memory_id);

CREATE OR REPLACE FUNCTION hippo.refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'hippo.events is append-only: add an event instead';
END
$$;
CREATE OR REPLACE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON hippo.events
  FOR EACH ROW EXECUTE FUNCTION hippo.refuse_change();
CREATE OR REPLACE TRIGGER events_no_truncate BEFORE TRUNCATE ON hippo.events
  FOR EACH STATEMENT EXECUTE FUNCTION hippo.refuse_change();

-- The login role's team. session_user, not current_user: inside this
-- SECURITY DEFINER function current_user is the owner.
CREATE OR REPLACE FUNCTION hippo.my_team() RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog AS $$
  SELECT team_id FROM hippo.members WHERE member = session_user
$$;
REVOKE ALL ON FUNCTION hippo.my_team() FROM PUBLIC;

CREATE OR REPLACE FUNCTION hippo.is_admin() RETURNS boolean
  LANGUAGE sql STABLE SET search_path = pg_catalog AS $$
  SELECT pg_has_role(session_user, 'hippo_admin', 'MEMBER')
$$;

-- Whether the login role shared the memory: only its author (or an admin)
-- unshares it. The author's own text is the one row a writer may delete.
CREATE OR REPLACE FUNCTION hippo.shared_by_me(memory text) RETURNS boolean
  LANGUAGE sql STABLE SET search_path = pg_catalog AS $$
  SELECT EXISTS (SELECT 1 FROM hippo.events WHERE memory_id = memory AND kind IN ('add', 'supersede')
                 AND author = session_user)
$$;
CREATE OR REPLACE FUNCTION hippo.wrote(content text) RETURNS boolean
  LANGUAGE sql STABLE SET search_path = pg_catalog AS $$
  SELECT EXISTS (SELECT 1 FROM hippo.events WHERE content_id = content AND kind IN ('add', 'supersede')
                 AND author = session_user)
$$;

-- Forced row-level security: every role, the tables' owner included, sees
-- and writes only its own team's rows.
ALTER TABLE hippo.events ENABLE ROW LEVEL SECURITY;
ALTER TABLE hippo.events FORCE ROW LEVEL SECURITY;
ALTER TABLE hippo.contents ENABLE ROW LEVEL SECURITY;
ALTER TABLE hippo.contents FORCE ROW LEVEL SECURITY;

DROP POLICY IF EXISTS team_read ON hippo.events;
CREATE POLICY team_read ON hippo.events FOR SELECT USING (team_id = hippo.my_team());
DROP POLICY IF EXISTS team_write ON hippo.events;
CREATE POLICY team_write ON hippo.events FOR INSERT WITH CHECK (
  team_id = hippo.my_team() AND author = session_user
  AND (kind <> 'purge' OR hippo.is_admin())
  AND (kind <> 'unshare' OR hippo.is_admin() OR hippo.shared_by_me(memory_id)));

DROP POLICY IF EXISTS team_read ON hippo.contents;
CREATE POLICY team_read ON hippo.contents FOR SELECT USING (team_id = hippo.my_team());
DROP POLICY IF EXISTS team_write ON hippo.contents;
CREATE POLICY team_write ON hippo.contents FOR INSERT WITH CHECK (team_id = hippo.my_team());
DROP POLICY IF EXISTS team_purge ON hippo.contents;
CREATE POLICY team_purge ON hippo.contents FOR DELETE USING (
  team_id = hippo.my_team() AND (hippo.is_admin() OR hippo.wrote(id)));

-- The team's memories now: each one shared and neither purged nor
-- unshared, with its text and the memory that superseded it, if any.
CREATE OR REPLACE VIEW hippo.current WITH (security_invoker = true) AS
SELECT e.team_id, e.memory_id, c.body AS text, e.memory_kind, e.topic, e.author, e.machine, e.stated_at,
       (SELECT s.memory_id FROM hippo.events s
         WHERE s.team_id = e.team_id AND s.kind = 'supersede' AND s.target_id = e.memory_id
         ORDER BY s.stated_at DESC, s.memory_id DESC LIMIT 1) AS superseded_by
  FROM hippo.events e JOIN hippo.contents c ON c.id = e.content_id
 WHERE e.kind IN ('add', 'supersede')
   AND NOT EXISTS (SELECT 1 FROM hippo.events g
                    WHERE g.team_id = e.team_id AND g.memory_id = e.memory_id AND g.kind IN ('purge', 'unshare'));

REVOKE ALL ON ALL TABLES IN SCHEMA hippo FROM PUBLIC;
GRANT USAGE ON SCHEMA hippo TO hippo_reader;
GRANT EXECUTE ON FUNCTION hippo.my_team() TO hippo_reader;
GRANT SELECT ON hippo.events, hippo.contents, hippo.current TO hippo_reader;
GRANT INSERT ON hippo.events, hippo.contents TO hippo_writer;
GRANT DELETE ON hippo.contents TO hippo_writer;  -- rows limited by team_purge

-- A purge ends with a checkpoint, so the deleted text leaves the data
-- files' dirty pages; only a superuser can grant that.
DO $$
BEGIN
  GRANT pg_checkpoint TO hippo_admin;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'not a superuser: hippo_admin cannot CHECKPOINT after a purge; a superuser can run GRANT pg_checkpoint TO hippo_admin';
END
$$;

COMMIT;
