-- The partner's staff sign in like agents (issue 32): an account's role says whom it serves. `agent` sells
-- (and owns customers, a wallet and commission); `claims_officer`, `partner_ops` and `supervisor` work in
-- the back office (/office) and own none of those. Kept on the one table, so sign-in, its lockout,
-- sessions and password changes serve every account alike. The role is what the token is signed with:
-- changing it ends the account's sessions, as a suspension does.
ALTER TABLE public.agent
  ADD COLUMN role text NOT NULL DEFAULT 'agent',
  ADD CONSTRAINT agent_role_check CHECK (role IN ('agent', 'claims_officer', 'partner_ops', 'supervisor')),
  -- Staff hold no money: their wallet stays empty.
  ADD CONSTRAINT agent_staff_hold_no_wallet CHECK (role = 'agent' OR wallet_balance_kobo = 0);

CREATE OR REPLACE FUNCTION public.agent_end_sessions_on_suspension() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.status = 'ACTIVE' AND NEW.status <> 'ACTIVE') OR NEW.role IS DISTINCT FROM OLD.role THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER agent_end_sessions_on_suspension ON public.agent;
CREATE TRIGGER agent_end_sessions_on_suspension
  BEFORE UPDATE OF status, role ON public.agent
  FOR EACH ROW EXECUTE FUNCTION public.agent_end_sessions_on_suspension();

-- The seeded demo's staff sign-ins, beside demo_login_hint (the agent's), for the sign-in screen.
ALTER TABLE public.partner ADD COLUMN demo_staff_hint text;

COMMENT ON COLUMN public.agent.role IS 'agent (sells), claims_officer, partner_ops or supervisor (back office): the role its tokens are signed with.';
