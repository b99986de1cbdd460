-- While a request asks the gateway for this refund (set under the payment's row lock before the call,
-- cleared with the gateway's answer or its failure): the same refund sent again meanwhile (a double click,
-- a slow gateway, a client's retry) does not ask for a second one, which could refund the money twice.
-- Older than the window (data-service/src/payments/gatewayCallInFlight.ts), it is a call whose process died.
-- As payment.gateway_call_started_at (0008). No role reads payment_refund: it is not in the registry.
ALTER TABLE public.payment_refund ADD COLUMN gateway_call_started_at timestamptz;
