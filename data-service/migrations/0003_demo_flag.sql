-- Whether this database is the seeded demo, told to the sign-in screen without hard-coding it in the
-- app: the seed sets the hint (e.g. '08030000001 / demo-password') on each partner it fills with demo
-- agents; everywhere else it stays NULL and the screen shows nothing.
ALTER TABLE public.partner ADD COLUMN demo_login_hint text;

COMMENT ON COLUMN public.partner.demo_login_hint IS 'Demo sign-in shown on /auth; NULL unless the demo seed ran.';
