-- Grace and lapse (issue 31, lib/domain/instalments.ts): a postpaid plan whose instalment is unpaid past
-- the grace period is LAPSED, stored by a daily sweep (src/orders/lapse.ts); paying the arrears within the
-- reinstatement window puts it back in force from the payment's day. Each lapse is a gap in the cover
-- (cover_gap): a claim for an incident inside one is refused, whatever the order's status now.
ALTER TABLE public.plan_order DROP CONSTRAINT plan_order_status_check;
ALTER TABLE public.plan_order
  ADD CONSTRAINT plan_order_status_check CHECK (status IN ('PENDING_PAYMENT', 'ACTIVE', 'LAPSED', 'EXPIRED', 'CANCELLED', 'PAYMENT_FAILED')),
  -- The first day without cover of the lapse it is in now (kept if it is cancelled while lapsed); NULL in force.
  ADD COLUMN lapsed_on date,
  ADD CONSTRAINT plan_order_lapsed_on_present CHECK (status <> 'LAPSED' OR lapsed_on IS NOT NULL);

CREATE TABLE public.cover_gap (
  order_id uuid NOT NULL REFERENCES public.plan_order (id) ON DELETE CASCADE,
  -- The first day without cover.
  from_on date NOT NULL,
  -- The day cover came back (the arrears paid): covered again from it. NULL while lapsed.
  until_on date,
  PRIMARY KEY (order_id, from_on),
  CONSTRAINT cover_gap_dates_valid CHECK (until_on IS NULL OR until_on >= from_on)
);
