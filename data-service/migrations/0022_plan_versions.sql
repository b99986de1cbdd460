-- The partner's plan catalogue, kept by operations (issue 32). A plan's terms never change under the orders
-- sold on them: changing the terms makes a new version of the plan (same code, the next version number, a
-- row of its own) and takes the old one off sale; an order keeps pointing at the version it was sold on.
-- Retiring takes a plan off sale (not offered to new sales); putting it back offers it again. At most one
-- version of a code is on sale at a time.
ALTER TABLE public.plan ADD COLUMN version integer NOT NULL DEFAULT 1 CONSTRAINT plan_version_positive CHECK (version > 0);
ALTER TABLE public.plan DROP CONSTRAINT plan_partner_code_key;
ALTER TABLE public.plan ADD CONSTRAINT plan_partner_code_version_key UNIQUE (partner_id, code, version);
CREATE UNIQUE INDEX plan_one_version_on_sale ON public.plan (partner_id, code) WHERE active;
