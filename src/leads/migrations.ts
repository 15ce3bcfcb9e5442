/**
 * The lead database's schema, one step per version, written once for each store (SQLite and PostgreSQL) in the same
 * list, so that both always have the same tables, columns and meaning. A step is never edited once released: a
 * change is a new step, so that a clinic's existing database upgrades in place when the server or a `leads` command
 * opens it. The steps are applied by sqlite-database.ts and postgres-database.ts, each under its store's lock.
 */
export interface Migration {
  version: number;
  sqlite: string;
  postgres: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    sqlite: `
      CREATE TABLE leads (
        id            TEXT PRIMARY KEY,          -- random UUID, also the id answered to the form
        created_at    TEXT NOT NULL,             -- ISO 8601 UTC; the moment consent was given
        form          TEXT NOT NULL CHECK (form IN ('contato', 'agendamento')),
        name          TEXT NOT NULL,
        phone         TEXT NOT NULL,             -- as typed
        phone_digits  TEXT NOT NULL,             -- national digits, to find a person for a deletion request
        email         TEXT,                      -- lower case
        treatment     TEXT,
        message       TEXT,
        referral      TEXT,
        desired_local TEXT,                      -- booking: São Paulo wall-clock "YYYY-MM-DDTHH:MM"
        desired_at    TEXT                       -- booking: the same instant, ISO 8601 UTC
      ) STRICT;
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE INDEX leads_email ON leads (email);
      CREATE INDEX leads_phone_digits ON leads (phone_digits);

      -- Notifications to deliver, written in the lead's own transaction (transactional outbox): a lead can never be
      -- stored without its notifications, nor a notification exist for a lead that was not stored. No copy of the
      -- lead's data lives here, so deleting a lead (LGPD request, retention) also cancels what was not yet sent.
      CREATE TABLE outbox (
        id              INTEGER PRIMARY KEY,
        lead_id         TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel         TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        created_at      TEXT NOT NULL,
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,        -- epoch ms
        last_error      TEXT,
        sent_at         TEXT                     -- NULL while pending
      ) STRICT;
      CREATE INDEX outbox_due ON outbox (channel, next_attempt_at) WHERE sent_at IS NULL;
      CREATE INDEX outbox_lead ON outbox (lead_id);

      -- Requests that filled the honeypot, counted per day: enough to see a spam wave, nothing personal kept.
      CREATE TABLE honeypot_hits (
        day  TEXT PRIMARY KEY,                   -- YYYY-MM-DD, UTC
        hits INTEGER NOT NULL
      ) STRICT;
    `,
    // The same tables. Instants the operator filters on are timestamptz; the outbox's clock values stay epoch ms,
    // as in SQLite, because the worker computes them.
    postgres: `
      CREATE TABLE leads (
        id            uuid PRIMARY KEY,
        created_at    timestamptz NOT NULL,
        form          text NOT NULL CHECK (form IN ('contato', 'agendamento')),
        name          text NOT NULL,
        phone         text NOT NULL,
        phone_digits  text NOT NULL,
        email         text,
        treatment     text,
        message       text,
        referral      text,
        desired_local text,
        desired_at    timestamptz
      );
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE INDEX leads_email ON leads (email);
      CREATE INDEX leads_phone_digits ON leads (phone_digits);

      CREATE TABLE outbox (
        id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id         uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel         text NOT NULL CHECK (channel IN ('email', 'webhook')),
        created_at      timestamptz NOT NULL,
        attempts        integer NOT NULL DEFAULT 0,
        next_attempt_at bigint NOT NULL,
        last_error      text,
        sent_at         timestamptz
      );
      CREATE INDEX outbox_due ON outbox (channel, next_attempt_at) WHERE sent_at IS NULL;
      CREATE INDEX outbox_lead ON outbox (lead_id);

      CREATE TABLE honeypot_hits (
        day  text PRIMARY KEY,
        hits integer NOT NULL
      );
    `,
  },
  {
    // A claimed job carries a lease: the process that claimed it delivers it before the lease ends; a job whose
    // process died is claimed again by another once its lease has passed (docs/operador-leads.md, "Dois processos").
    version: 2,
    sqlite: 'ALTER TABLE outbox ADD COLUMN lease_until INTEGER; -- epoch ms; NULL or past = free to claim',
    postgres: 'ALTER TABLE outbox ADD COLUMN lease_until bigint;',
  },
  {
    // The consent sentence the form showed, kept with each lead: LGPD art. 8º puts on the clinic the burden of
    // showing what the person agreed to, and the sheet's text may change after the lead arrived. NULL for the leads
    // stored before this step (their consent was required, but its wording was not kept).
    version: 3,
    sqlite: 'ALTER TABLE leads ADD COLUMN consent_text TEXT;',
    postgres: 'ALTER TABLE leads ADD COLUMN consent_text text;',
  },
  {
    // The database a lead was copied from by `leads migrate` (NULL: received here). A second run brings such a lead
    // up to date with its source (a correction, the notices sent since) and removes it when the source no longer has
    // it (an LGPD erasure there), never touching the leads this database received itself.
    version: 4,
    sqlite: 'ALTER TABLE leads ADD COLUMN copied_from TEXT;',
    postgres: 'ALTER TABLE leads ADD COLUMN copied_from text;',
  },
  {
    // The ids of the leads deleted here, whatever deleted them (`leads delete`, `leads purge`, a DELETE typed in
    // sqlite3), kept by a trigger, and since when they are kept. `leads migrate` erases in the destination only the
    // copies of leads the source says it deleted: a source restored from an older backup lacks the leads that came
    // after the backup, and they must not be erased as if a person had asked. An id is a random UUID, nothing of the
    // person (LGPD: the erased lead's data is gone; only that some lead was erased remains).
    version: 5,
    sqlite: `
      CREATE TABLE erased_leads (id TEXT PRIMARY KEY, erased_at TEXT NOT NULL) STRICT;
      CREATE TRIGGER lead_erased AFTER DELETE ON leads BEGIN
        INSERT OR IGNORE INTO erased_leads (id, erased_at) VALUES (OLD.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
      END;
      CREATE TABLE erasures_kept_since (at TEXT NOT NULL) STRICT;
      INSERT INTO erasures_kept_since (at) VALUES (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
    `,
    postgres: `
      CREATE TABLE erased_leads (id uuid PRIMARY KEY, erased_at timestamptz NOT NULL DEFAULT now());
      CREATE FUNCTION clinic_site_lead_erased() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN INSERT INTO erased_leads (id) VALUES (OLD.id) ON CONFLICT DO NOTHING; RETURN NULL; END $$;
      CREATE TRIGGER lead_erased AFTER DELETE ON leads FOR EACH ROW EXECUTE PROCEDURE clinic_site_lead_erased();
      CREATE TABLE erasures_kept_since (at timestamptz NOT NULL);
      INSERT INTO erasures_kept_since (at) VALUES (now());
    `,
  },
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

/**
 * The national digits of the phones stored with a long-distance 0, a carrier code or a leading 00, as
 * nationalPhoneDigits (src/leads/lead.ts) now gives them: before it, "(011) 98765-4321" was stored as 011987654321
 * and a deletion request by phone missed it. Run each time a database is opened, after the steps above, rather than
 * once as a step: in a rolling restart the process not yet restarted still stores such digits, and the next start
 * puts them right. It touches only rows whose digits start with 0, which no national number does. The form takes 10
 * to 13 digits: after one 0, 12 or 13 include a two-digit carrier code.
 */
export const NATIONAL_PHONE_DIGITS = `
  UPDATE leads SET phone_digits = CASE
    WHEN phone_digits LIKE '0055%' AND length(phone_digits) >= 14 THEN substr(phone_digits, 5)
    WHEN phone_digits LIKE '00%' THEN substr(phone_digits, 3)
    WHEN length(phone_digits) >= 13 THEN substr(phone_digits, 4)
    ELSE substr(phone_digits, 2)
  END
  WHERE phone_digits LIKE '0%'`;
