-- The partner's operations suspend and reactivate agents (issue 32): when each account last signed in (what
-- ops look at before suspending a departed agent), and why an account was suspended (shown to ops; the
-- audit log keeps every change with its author).
ALTER TABLE public.agent
  ADD COLUMN last_signed_in_at timestamptz,
  ADD COLUMN suspended_reason text,
  ADD CONSTRAINT agent_suspended_reason_length CHECK (suspended_reason IS NULL OR length(btrim(suspended_reason)) BETWEEN 1 AND 500);
