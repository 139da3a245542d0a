// The one fetch wrapper: origin from the run-time config, the shell's headers, the 5-minute
// timeout, and the error catalogue. Everything that talks to the API goes through here.
import { apiUrl, HTTP_TIMEOUT_MS, POST_BODIES_AS_FORMS } from '../config';
import { asTextForm } from './body';
import { busyWaitMs, isBusyAnswer, pause } from './busy';
import { answerError, noAnswerError, unexpectedAnswerError } from './errors';
import { requestHeaders } from './headers';

export type QueryParams = Record<string, string>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** FormData goes as multipart; a plain object as JSON, or as a form when it is a POST's text (config). */
  body?: FormData | Record<string, unknown>;
  /** react-query's signal: cancelling a query aborts its request. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The URL of an API path plus query parameters. */
export function buildUrl(path: string, query?: QueryParams): string {
  const qs = query ? new URLSearchParams(query).toString() : '';
  return apiUrl(path) + (qs ? `?${qs}` : '');
}

/** Sends one request; resolves with the response whatever its status, rejects only without one. */
export async function send(path: string, opts: RequestOptions = {}): Promise<Response> {
  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, HTTP_TIMEOUT_MS);
  // One controller for both reasons to stop (AbortSignal.any is too new for some browsers).
  const abortFromCaller = () => timeout.abort();
  opts.signal?.addEventListener('abort', abortFromCaller, { once: true });
  if (opts.signal?.aborted) timeout.abort();
  const headers = requestHeaders(opts.headers);
  let body: BodyInit | undefined;
  const form = opts.body instanceof FormData ? opts.body : POST_BODIES_AS_FORMS && opts.method === 'POST' && opts.body ? asTextForm(opts.body) : undefined;
  if (form) {
    body = form; // fetch sets the multipart boundary itself
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set('Content-Type', 'application/json');
  }
  try {
    return await fetch(buildUrl(path, opts.query), { method: opts.method ?? 'GET', headers, body, signal: timeout.signal });
  } catch (e) {
    // The caller's own cancellation is not an error to show: let react-query see the AbortError.
    if (opts.signal?.aborted) throw e;
    throw noAnswerError(timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', abortFromCaller);
  }
}

/**
 * Sends a request; a read the server was briefly too busy for (429/503 with Retry-After) is sent
 * once more after the wait it asks for (capped). Writes are never repeated: the first may have landed.
 */
async function sendRetryingRead(path: string, opts: RequestOptions): Promise<Response> {
  const response = await send(path, opts);
  const retryAfter = response.headers.get('Retry-After');
  if ((opts.method ?? 'GET') !== 'GET' || retryAfter === null || !isBusyAnswer(response.status, retryAfter)) return response;
  await response.body?.cancel().catch(() => undefined); // frees the connection for the second try
  await pause(busyWaitMs(retryAfter), opts.signal);
  return send(path, opts);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const codeOf = (body: unknown) => (typeof body === 'object' && body !== null && 'code' in body ? (body as { code: unknown }).code : undefined);

/**
 * Sends a request and returns the whole JSON body once it is a success (HTTP 2xx and `code` 0 or
 * absent). Anything else throws react-admin's HttpError, shaped by errors.ts.
 */
export async function requestJson(path: string, opts: RequestOptions = {}): Promise<unknown> {
  const response = await sendRetryingRead(path, opts);
  const body = await readJson(response);
  const code = codeOf(body);
  if (!response.ok || (code !== undefined && code !== 0)) throw answerError(response.status, response.statusText, body, response.headers.get('Retry-After'));
  if (body === undefined && response.status !== 204) throw unexpectedAnswerError(response.status);
  return body;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else the fallback given. */
  filename: string;
}

function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/** Fetches a file (exports, templates); an error answer is JSON and throws like requestJson. */
export async function requestFile(path: string, opts: RequestOptions = {}, fallbackName = 'download'): Promise<DownloadedFile> {
  const response = await sendRetryingRead(path, opts);
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const body = await readJson(response);
    if (response.ok && codeOf(body) === 0) throw unexpectedAnswerError(response.status);
    throw answerError(response.ok ? 400 : response.status, response.statusText, body, response.headers.get('Retry-After'));
  }
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition'), fallbackName) };
}
