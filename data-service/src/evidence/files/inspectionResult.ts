import { MAX_PDF_BYTES, MAX_PHOTO_BYTES } from './fileLimits';

/**
 * What the check of an uploaded evidence file answers: the bytes to store, or why the file is refused with a
 * message the phone shows as written. The messages are for an agent in a phone shop: what is wrong, in
 * plain words, and what to do next — usually take the photo again.
 */

/** A file fit to store: a photo written again as a JPEG without its metadata, or a PDF as it was sent. */
export interface InspectedFile {
  ok: true;
  mime: 'image/jpeg' | 'application/pdf';
  extension: 'jpg' | 'pdf';
  /** The bytes to store: for a photo, the JPEG written by the server, never the bytes that were sent. */
  bytes: Buffer;
  width?: number;
  height?: number;
  /** Photos only: perceptualHash.ts of the stored photo, 16 lowercase hex digits. */
  phash?: string;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
}

export type FileRefusalReason =
  | 'empty'
  | 'too-large'
  | 'not-a-photo'
  | 'not-a-photo-or-pdf'
  | 'unreadable-image'
  | 'image-too-small'
  | 'image-too-big'
  | 'pdf-active-content'
  | 'unreadable-pdf'
  | 'heic-not-supported';

export interface FileRefusal {
  ok: false;
  reason: FileRefusalReason;
  message: string;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Each reason's message. */
const MESSAGES: Record<FileRefusalReason, string> = {
  empty: 'This file is empty. Take the photo again.',
  'too-large': `This photo is larger than ${megabytes(MAX_PHOTO_BYTES)}. Take it again with the camera in the app.`,
  'not-a-photo': 'This file is not a photo. Take the photo again with the camera.',
  'not-a-photo-or-pdf': 'This file is not a photo or a PDF. Take a photo of the police report with the camera.',
  'unreadable-image': 'This photo is damaged and cannot be opened. Take the photo again.',
  'image-too-small': 'This photo is too small to see clearly. Take it again, closer up.',
  'image-too-big': 'This photo is too big to open. Take it again with the camera in the app.',
  'pdf-active-content': 'This PDF contains scripts or attachments, which are not accepted. Take a photo of the police report instead.',
  'unreadable-pdf': 'This PDF is damaged or incomplete. Take a photo of the police report instead.',
  'heic-not-supported': 'This photo is saved as HEIC, which cannot be opened here. Take the photo again with the camera in the app.',
};

/** Messages for a reason whose usual words would not fit the file (a PDF is "too large" too, but is no photo). */
export const PDF_MESSAGES = {
  tooLarge: `This PDF is larger than ${megabytes(MAX_PDF_BYTES)}. Take a photo of the police report instead.`,
  notAPhoto: 'This is a PDF, not a photo. Take the photo with the camera.',
  locked: 'This PDF is locked or protected, so it cannot be checked. Take a photo of the police report instead.',
  uncheckable: 'This PDF cannot be checked. Take a photo of the police report instead.',
} as const;

export function refuse(reason: FileRefusalReason, message: string = MESSAGES[reason]): FileRefusal {
  return { ok: false, reason, message };
}
