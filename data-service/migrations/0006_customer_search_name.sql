-- A customer's name as search reads it: "Adebayo" finds "Adébáyọ̀ Okonkwo" (issue 15). The first and last
-- names, decomposed (NFD) and without the combining marks U+0300–U+036F: the same fold the app applies to
-- what the agent types (lib/format/withoutAccents.ts), so `search_name _ilike '%adebayo%'` matches whatever
-- accents either side has. Generated and stored, so no write path can forget it; the same on PGlite and
-- PostgreSQL (normalize() needs a UTF8 database, which both are).
ALTER TABLE public.customer
  ADD COLUMN search_name text NOT NULL GENERATED ALWAYS AS (
    regexp_replace(normalize(first_name || ' ' || last_name, NFD), '[\u0300-\u036f]', '', 'g')
  ) STORED;
