-- Renewal reminders (issue 31): one row per in-force order and milestone (30, 7 and 1 days before its last
-- day, lib/domain/renewalReminders.ts), queued once by a daily sweep (src/orders/renewalReminders.ts): the
-- agent's to-do list and the customer's message (the messaging issue) are read from here.
CREATE TABLE public.renewal_reminder (
  order_id uuid NOT NULL REFERENCES public.plan_order (id) ON DELETE CASCADE,
  days_before integer NOT NULL CHECK (days_before > 0),
  -- The Lagos day the sweep queued it.
  due_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, days_before)
);
