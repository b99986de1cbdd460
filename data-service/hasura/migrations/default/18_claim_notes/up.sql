-- Notes between the agent who filed a claim and the claims desk (issue 32): what the officer needs (a clearer
-- photo, the receipt), what the agent answers, why a step takes time. Beside the timeline, not in it: a note
-- moves nothing. Each names its author (an agent or a claims officer) and is kept as written (no edits);
-- the idempotency key makes a note sent twice (a retry, a double tap) one note.
CREATE TABLE public.claim_note (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  claim_id uuid NOT NULL REFERENCES public.claim (id),
  author_id uuid NOT NULL REFERENCES public.agent (id),
  author_role text NOT NULL,
  body text NOT NULL,
  idempotency_key uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),

  CONSTRAINT claim_note_author_role_check CHECK (author_role IN ('agent', 'claims_officer')),
  CONSTRAINT claim_note_body_length CHECK (length(btrim(body)) BETWEEN 1 AND 1000),
  CONSTRAINT claim_note_author_key UNIQUE (author_id, idempotency_key)
);
CREATE INDEX claim_note_claim_idx ON public.claim_note (claim_id, created_at);

COMMENT ON TABLE public.claim_note IS 'Notes between a claim''s agent and the claims desk; append-only by the actions that write them.';

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0018_claim_notes applied and does not run it again.
CREATE SCHEMA IF NOT EXISTS data_service;
CREATE TABLE IF NOT EXISTS data_service.schema_migrations (
  version text PRIMARY KEY,
  checksum text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS data_service.seed_runs (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO data_service.schema_migrations (version, checksum)
VALUES ('0018_claim_notes', 'fc3722c2cbbd612d8e6ac9822e3d80a14904810e27dcd513b7fcbffb195764bf')
ON CONFLICT (version) DO NOTHING;
