/**
 * A refusal @tus/server answers as it is: the status and the body. The body is JSON with a `message` for
 * the agent (the phone shows it as written), so every refusal of ours reads the same way.
 */
export interface UploadRefusal {
  status_code: number;
  body: string;
}

export function uploadRefusal(status: number, message: string): UploadRefusal {
  return { status_code: status, body: JSON.stringify({ message }) };
}

export function isUploadRefusal(error: unknown): error is UploadRefusal {
  return typeof error === 'object' && error !== null && typeof (error as UploadRefusal).status_code === 'number' && typeof (error as UploadRefusal).body === 'string';
}
