/** The S3 stand-in's public entry for tests and scripts. */
export { startS3StandIn, type S3StandIn, type S3StandInOptions } from './server';
export { S3_STAND_IN_ACCESS_KEY_ID, S3_STAND_IN_PORT, S3_STAND_IN_REGION, S3_STAND_IN_SECRET_ACCESS_KEY } from './constants';
