-- The visitors' inbox. Each record is kept whole as JSON text (json, not jsonb: its key order is kept,
-- so answers read the same as from the file store; the zod schemas stay the one
-- definition of its fields); the columns beside it are what queries filter, sort and constrain.
CREATE TABLE submissions (
  id text PRIMARY KEY,
  status text NOT NULL,
  submitted_at text NOT NULL,
  record json NOT NULL
);
CREATE INDEX submissions_by_status ON submissions (status, submitted_at COLLATE "C");

CREATE TABLE contacts (
  id text PRIMARY KEY,
  status text NOT NULL,
  submitted_at text NOT NULL,
  record json NOT NULL
);
CREATE INDEX contacts_by_status ON contacts (status, submitted_at COLLATE "C");

-- One subscription per address: the unique email is what refuses a second sign-up.
CREATE TABLE newsletters (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  subscribed_at text NOT NULL,
  is_active boolean NOT NULL,
  record json NOT NULL
);

-- Exactly once across instances: the key is the primary key, written in the same transaction as
-- its record.
CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  kind text NOT NULL,
  fingerprint text NOT NULL,
  record_id text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX idempotency_keys_by_age ON idempotency_keys (created_at);
