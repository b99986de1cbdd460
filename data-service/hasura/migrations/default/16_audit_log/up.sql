-- The audit log (issue 32): every back-office write — who (the person, when the token names one, and the
-- role), when, what (the action and the record), and the record's part it changed before and after. Append
-- only: no UPDATE, DELETE or TRUNCATE passes its triggers, whoever asks (the service's own database user
-- included); no role of the registry reads it yet (partner_ops will search it).
CREATE TABLE public.audit_event (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The partner whose record it is (NULL only for a record of no partner).
  partner_id uuid REFERENCES public.partner (id),
  -- The person (an account that signs in at /auth); NULL for a back-office tool's token, which names none.
  actor_id uuid REFERENCES public.agent (id),
  actor_role text NOT NULL,
  -- The action, by its GraphQL name (advance_claim, refund_payment).
  action text NOT NULL,
  record_table text NOT NULL,
  record_id text NOT NULL,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX audit_event_partner_at_idx ON public.audit_event (partner_id, at DESC);
CREATE INDEX audit_event_record_idx ON public.audit_event (record_table, record_id);

CREATE FUNCTION public.audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_event is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER audit_event_no_change
  BEFORE UPDATE OR DELETE ON public.audit_event
  FOR EACH ROW EXECUTE FUNCTION public.audit_event_append_only();
CREATE TRIGGER audit_event_no_truncate
  BEFORE TRUNCATE ON public.audit_event
  FOR EACH STATEMENT EXECUTE FUNCTION public.audit_event_append_only();

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0016_audit_log applied and does not run it again.
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
VALUES ('0016_audit_log', '666b8811c55cc20ea9b37d330b0c6907bd79795746dc9b0c3df838ff6965b195')
ON CONFLICT (version) DO NOTHING;
