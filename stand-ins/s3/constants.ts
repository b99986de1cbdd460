/**
 * The stand-in's defaults. Its key pair is public by design (the data service names the same secret,
 * `DEV_S3_SECRET_ACCESS_KEY` in data-service/src/config.ts, to refuse it in production; a test keeps them equal).
 */
export const S3_STAND_IN_ACCESS_KEY_ID = 'STANDINDEVICECOVERKEY';
export const S3_STAND_IN_SECRET_ACCESS_KEY = 'standin-devicecover-local-secret';

/** The region requests must be signed for, as a real bucket has one (MinIO's default too). */
export const S3_STAND_IN_REGION = 'us-east-1';

export const S3_STAND_IN_PORT = 9000;

/** S3's longest presigned URL: `X-Amz-Expires` of at most 7 days. */
export const MAX_PRESIGNED_EXPIRES_SECONDS = 7 * 24 * 3600;

/** S3 refuses a header-signed request whose `X-Amz-Date` is further than this from its clock. */
export const MAX_CLOCK_SKEW_MS = 15 * 60_000;

/** Largest object it takes in one PUT (S3's single-PUT limit is 5 GB; evidence files are far smaller). */
export const MAX_OBJECT_BYTES = 64 * 1024 * 1024;
