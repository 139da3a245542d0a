// The error catalogue (document 1 section 8, document 3 section 8) turned into react-admin errors.
// react-admin reads `error.message` for the notification, `error.status` in authProvider.checkError,
// and `error.body.errors` as a field -> message map that the create/edit form puts on its inputs
// (ra-core useCreateController/useEditController -> setSubmissionErrors; `root.serverError` becomes
// the form's notification).
import { HttpError } from 'ra-core';
import { appMessagesOf } from '../i18n/app';
import { isBusyAnswer } from './busy';
import { requestLocale } from './headers';

/** One problem the server names: a field, and for imports the spreadsheet row. */
export interface ApiFieldError {
  field: string;
  message: string;
  row?: number;
}

/** Field -> message for the form, plus the server's summary under root.serverError. */
export type FormErrors = Record<string, string | { serverError: string }>;

export interface ApiErrorBody {
  /** The server's code (equal to the HTTP status), or -1 when the request never got an answer. */
  code: number;
  message: string;
  /** Present only when the server named fields without rows: what react-admin's form reads. */
  errors?: FormErrors;
  /** Every problem the server named, rows included (imports show these). */
  details: ApiFieldError[];
  /** The server was briefly too busy (429/503 with Retry-After): try again, the session is fine. */
  busy?: true;
}

export const TOKEN_EXPIRED = 'Token has expired';

const clientText = () => appMessagesOf(requestLocale()).app.error;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function fieldErrors(raw: unknown): ApiFieldError[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((e) => ({
    field: String(e.field ?? ''),
    message: String(e.message ?? ''),
    ...(typeof e.row === 'number' ? { row: e.row } : {}),
  }));
}

function formErrors(details: ApiFieldError[], summary: string): FormErrors | undefined {
  const onFields = details.filter((d) => d.field && d.row === undefined);
  if (onFields.length === 0) return undefined;
  const map: FormErrors = {};
  for (const d of onFields) if (!(d.field in map)) map[d.field] = d.message;
  map.root = { serverError: summary };
  return map;
}

/**
 * The error for a failed answer: an HTTP status of 400 or more, or a body whose code is not 0.
 * 401, 503 and 'Token has expired' all become 401 so that checkError signs the user out, except a
 * busy server (429 or 503 with Retry-After), which keeps its status and says to try again shortly;
 * a 500 shows only 'Server Error' and the request id (the spec hides the server's internals).
 */
export function answerError(status: number, statusText: string, body: unknown, retryAfter?: string | null): HttpError {
  const b = isRecord(body) ? body : {};
  const code = typeof b.code === 'number' ? b.code : status;
  if (isBusyAnswer(status, retryAfter)) {
    const busy = clientText().busy;
    return new HttpError(busy, status, { code, message: busy, details: [], busy: true } satisfies ApiErrorBody);
  }
  let message = typeof b.message === 'string' && b.message ? b.message : statusText || `HTTP ${status}`;
  // A body with a non-zero code under HTTP 200 is still a refusal: use its code when it is an HTTP status.
  let effective = status >= 400 ? status : code >= 400 && code < 600 ? code : 400;
  if (message === TOKEN_EXPIRED || effective === 401 || effective === 503) effective = 401;
  // The request id lets a clerk quote the failure; the server's log line carries the same id.
  if (effective === 500) message = typeof b.requestId === 'string' ? `${clientText().server_error} (${b.requestId})` : clientText().server_error;
  const details = fieldErrors(b.errors);
  const errorBody: ApiErrorBody = { code, message, details, errors: formErrors(details, message) };
  if (!errorBody.errors) delete errorBody.errors;
  return new HttpError(message, effective, errorBody);
}

/** Whether an error is a busy server's (answerError): the user stays signed in and may try again. */
export const isBusyError = (error: unknown): boolean => error instanceof HttpError && isRecord(error.body) && error.body.busy === true;

/** The request got no answer: network down (status 0) or the 5-minute timeout. */
export function noAnswerError(kind: 'network' | 'timeout'): HttpError {
  const message = clientText()[kind];
  const body: ApiErrorBody = { code: -1, message, details: [] };
  return new HttpError(message, 0, body);
}

/** The answer was not what the contract promises (not JSON, no list ...). */
export function unexpectedAnswerError(status: number): HttpError {
  const message = clientText().unexpected_answer;
  const body: ApiErrorBody = { code: -1, message, details: [] };
  return new HttpError(message, status, body);
}
