/**
 * The HTTP status of each failure code a service answers (see common/result.ts). Codes that
 * are not listed are client errors (400). Used by page actions and the JSON API alike.
 */
const statusOf: Record<string, number> = {
  invalid: 400,
  "invalid-token": 400,
  "wrong-password": 400,
  "no-password": 400,
  "invalid-credentials": 401,
  "not-signed-in": 401,
  "not-authorized": 403,
  "not-found": 404,
  "no-such-user": 404,
  "email-taken": 409,
  "payload-too-large": 413,
  "unsupported-media-type": 415,
  // Uploads (server/media/media.service.ts).
  "not-an-image": 415,
  "too-many-pixels": 422,
  "more-than-a-picture": 422,
  "rate-limited": 429,
  failed: 500,
  unavailable: 503,
};

export function failureStatus(error: string): number {
  return statusOf[error] ?? 400;
}
