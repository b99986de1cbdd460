-- Evidence (issue 33): the phone's inspection photos at a sale, photos of the damage and the police report on
-- a claim. A file reaches us by a resumable upload (tus): its bytes wait in `evidence_upload_chunk`, in the
-- database every data-service process shares, until the last byte arrives; then the file is checked, its
-- metadata stripped, and it is stored in the object store (local disk or S3) and recorded in `evidence`.
-- An upload belongs to the agent who started it; a stored file is then taken by the sale or the claim the
-- agent sends it with (`plan_order_id` or `claim_id`, with the phone in `device_id`).

-- An upload in progress (tus: its length, how much arrived). Kept after it finished, so a phone that lost
-- the last answer asks again and hears that it is complete.
CREATE TABLE public.evidence_upload (
  id uuid PRIMARY KEY,
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  agent_id uuid NOT NULL REFERENCES public.agent (id),
  kind text NOT NULL,
  file_name text NOT NULL,
  size integer NOT NULL CONSTRAINT evidence_upload_size_positive CHECK (size > 0),
  received integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  finished_at timestamptz,

  CONSTRAINT evidence_upload_received_range CHECK (received BETWEEN 0 AND size),
  CONSTRAINT evidence_upload_finished_whole CHECK (finished_at IS NULL OR received = size)
);
CREATE INDEX evidence_upload_created_idx ON public.evidence_upload (created_at);

-- The bytes of an upload, one row per PATCH that brought some.
CREATE TABLE public.evidence_upload_chunk (
  upload_id uuid NOT NULL REFERENCES public.evidence_upload (id) ON DELETE CASCADE,
  start_offset integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (upload_id, start_offset)
);

CREATE TABLE public.evidence (
  -- The upload's id: the phone knows it from the upload's address before the file is stored.
  id uuid PRIMARY KEY,
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  -- Who took and sent it.
  agent_id uuid NOT NULL REFERENCES public.agent (id),
  kind text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  width integer,
  height integer,
  sha256 text NOT NULL,
  -- A photo's perceptual hash (64 bits): a photo used again, even re-compressed, is near in Hamming distance.
  phash bigint,
  storage_key text NOT NULL CONSTRAINT evidence_storage_key_key UNIQUE,
  plan_order_id uuid REFERENCES public.plan_order (id),
  claim_id uuid REFERENCES public.claim (id),
  device_id uuid REFERENCES public.device (id),
  created_at timestamptz NOT NULL,
  attached_at timestamptz,

  CONSTRAINT evidence_kind_check CHECK (kind IN ('DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN', 'DAMAGE', 'POLICE_REPORT')),
  CONSTRAINT evidence_content_type_check CHECK (content_type IN ('image/jpeg', 'application/pdf')),
  CONSTRAINT evidence_photo_hashed CHECK ((content_type = 'image/jpeg') = (phash IS NOT NULL)),
  -- A file is taken by one sale or one claim, once, with its phone.
  CONSTRAINT evidence_one_record CHECK (plan_order_id IS NULL OR claim_id IS NULL),
  CONSTRAINT evidence_attached_whole CHECK ((attached_at IS NULL) = (plan_order_id IS NULL AND claim_id IS NULL)
                                            AND (attached_at IS NULL) = (device_id IS NULL)),
  CONSTRAINT evidence_kind_fits_record CHECK (
    (plan_order_id IS NULL OR kind IN ('DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN'))
    AND (claim_id IS NULL OR kind IN ('DAMAGE', 'POLICE_REPORT')))
);
CREATE INDEX evidence_order_idx ON public.evidence (plan_order_id) WHERE plan_order_id IS NOT NULL;
CREATE INDEX evidence_claim_idx ON public.evidence (claim_id) WHERE claim_id IS NOT NULL;
CREATE INDEX evidence_partner_phash_idx ON public.evidence (partner_id) WHERE phash IS NOT NULL AND attached_at IS NOT NULL;
CREATE INDEX evidence_unattached_idx ON public.evidence (created_at) WHERE attached_at IS NULL;

-- A claim photo that is near a photo already on another claim or another phone (computed when the claim
-- takes it): the desk shows "this photo was also used on CLM-…".
CREATE TABLE public.evidence_match (
  evidence_id uuid NOT NULL REFERENCES public.evidence (id) ON DELETE CASCADE,
  matched_evidence_id uuid NOT NULL REFERENCES public.evidence (id) ON DELETE CASCADE,
  partner_id uuid NOT NULL REFERENCES public.partner (id),
  distance integer NOT NULL CONSTRAINT evidence_match_distance_range CHECK (distance BETWEEN 0 AND 64),
  PRIMARY KEY (evidence_id, matched_evidence_id)
);

-- Which inspection photos a sale on this plan needs (a plan's settings, versioned with its terms).
ALTER TABLE public.plan ADD COLUMN inspection_photos jsonb NOT NULL DEFAULT '["DEVICE_FRONT", "DEVICE_BACK", "IMEI_SCREEN"]'
  CONSTRAINT plan_inspection_photos_array CHECK (jsonb_typeof(inspection_photos) = 'array');

-- The claims desk asked the agent for more evidence (with a note); cleared when the agent adds some.
ALTER TABLE public.claim ADD COLUMN evidence_requested_at timestamptz;

COMMENT ON TABLE public.evidence IS 'Photos and documents of sales and claims; the files are in the object store, never in the database.';
COMMENT ON TABLE public.evidence_upload IS 'Resumable uploads (tus) in progress; internal, not in the GraphQL schema.';
