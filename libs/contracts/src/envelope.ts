/** Every answer of the API has this shape (DESIGN section 2). */
export interface Envelope<T = unknown> {
  succeeded: boolean;
  message?: string;
  status?: number;
  result: { data: T };
}

/** HTTP statuses the API answers with, and what they mean on the wire. */
export const WireStatus = {
  Ok: 200,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  ServiceUnavailable: 503,
} as const;
