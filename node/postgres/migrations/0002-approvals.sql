-- Islands approved through the admin API, waiting for `curate publish` to write them into the
-- catalogue file in git: with several instances, none edits a file the others cannot see.
CREATE TABLE approvals (
  submission_id text PRIMARY KEY REFERENCES submissions (id),
  island json NOT NULL,
  image json,
  approved_at text NOT NULL,
  published_at text
);
CREATE INDEX approvals_awaiting ON approvals (approved_at COLLATE "C") WHERE published_at IS NULL;
-- Two instances approving different submissions into the same new id: the second is refused.
CREATE UNIQUE INDEX approvals_island_id ON approvals ((island ->> 'id')) WHERE published_at IS NULL;
