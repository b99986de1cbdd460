-- The expiry sweep (src/orders/expiry.ts) finds ACTIVE orders past their last day: in force orders by end date.
CREATE INDEX plan_order_in_force_ends_on_idx ON public.plan_order (ends_on) WHERE status = 'ACTIVE';
