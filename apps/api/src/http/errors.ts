import { STATUS_CODES } from 'node:http';

/** An error that answers with its status and message; anything else answers a bare 500. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly extra: { messages?: string[]; errorMessage?: string; headers?: Record<string, string> };
  constructor(statusCode: number, message: string, extra: HttpError['extra'] = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.extra = extra;
  }
}

/** `throw httpError(404, "List doesn't exists")`. */
export function httpError(statusCode: number, message: string, extra: HttpError['extra'] = {}): HttpError {
  return new HttpError(statusCode, message, extra);
}

export function statusText(statusCode: number): string {
  return STATUS_CODES[statusCode] ?? 'Error';
}
