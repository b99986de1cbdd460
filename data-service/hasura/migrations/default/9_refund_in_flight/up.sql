-- While a request asks the gateway for this refund (set under the payment's row lock before the call,
-- cleared with the gateway's answer or its failure): the same refund sent again meanwhile (a double click,
-- a slow gateway, a client's retry) does not ask for a second one, which could refund the money twice.
-- Older than the window (data-service/src/payments/gatewayCallInFlight.ts), it is a call whose process died.
-- As payment.gateway_call_started_at (0008). No role reads payment_refund: it is not in the registry.
ALTER TABLE public.payment_refund ADD COLUMN gateway_call_started_at timestamptz;

-- Recorded for the data service (data-service/src/migrate/bookkeeping.ts): started on this database,
-- it finds 0009_refund_in_flight applied and does not run it again.
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
VALUES ('0009_refund_in_flight', 'bbe1ed2907563096f16fab7c3bce28928e173de6da30c5b0be48dd5528cc245c')
ON CONFLICT (version) DO NOTHING;
