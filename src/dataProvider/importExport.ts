// Import and export (architecture: `POST base/import` with field `file`, all rows or none;
// `GET base/export?<list filters>&format=xlsx|csv` answering a file).
import { HTTP_TIMEOUT_MS } from '../config';
import { fileDateSuffix } from '../i18n/format';
import type { ResourceDeclaration } from '../schema/types';
import { unwrapData } from './envelope';
import { answerError, noAnswerError, unexpectedAnswerError } from './errors';
import { requestHeaders } from './headers';
import { buildUrl, requestFile, requestJson, type DownloadedFile } from './http';
import { listQuery } from './params';

export interface ImportParams {
  /** The spreadsheet: a File/Blob or react-admin's FileInput value `{ rawFile }`. */
  file: Blob | { rawFile: Blob };
  /** Bytes sent so far and in all. Given, the upload goes by XMLHttpRequest: fetch cannot report it. */
  onUploadProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  /** Another upload endpoint of the resource with the import's rules (the qualified upload); default `<base>/import`. */
  path?: string;
}

export interface ImportResult {
  /** What the server reports (counts of created/updated rows ...). */
  data: unknown;
}

export interface ExportParams {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
  format?: 'xlsx' | 'csv';
}

/** `<resource>_YYYY_MM_DD.<ext>`, the spec's export file name, used when the server sends none. */
export function exportFileName(decl: ResourceDeclaration, format: string, now = new Date()): string {
  return `${decl.name}_${fileDateSuffix(now)}.${format}`;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The XMLHttpRequest twin of requestJson for a multipart POST: same headers, timeout and errors. */
export function postWithProgress(path: string, form: FormData, onProgress: (sent: number, total: number) => void, signal?: AbortSignal): Promise<unknown> {
  const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', buildUrl(path));
    xhr.timeout = HTTP_TIMEOUT_MS;
    requestHeaders().forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (!ok || (code !== undefined && code !== 0)) reject(answerError(xhr.status, xhr.statusText, body, xhr.getResponseHeader('Retry-After')));
      else if (body === undefined) reject(unexpectedAnswerError(xhr.status));
      else resolve(body);
    };
    xhr.onerror = () => reject(noAnswerError('network'));
    xhr.ontimeout = () => reject(noAnswerError('timeout'));
    xhr.onabort = () => reject(cancelled());
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

export function importExport(decl: ResourceDeclaration) {
  return {
    async importFile(params: ImportParams): Promise<ImportResult> {
      const blob = params.file instanceof Blob ? params.file : params.file.rawFile;
      const form = new FormData();
      form.append('file', blob, blob instanceof File ? blob.name : 'import.xlsx');
      const path = params.path ?? `${decl.api.base}/import`;
      const body =
        params.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
          ? await postWithProgress(path, form, params.onUploadProgress, params.signal)
          : await requestJson(path, { method: 'POST', body: form, signal: params.signal });
      return { data: unwrapData(body) };
    },

    async exportFile(params: ExportParams): Promise<DownloadedFile> {
      const format = params.format ?? 'xlsx';
      const query = { ...listQuery(decl, { filter: params.filter, sort: params.sort }), format };
      return requestFile(`${decl.api.base}/export`, { query }, exportFileName(decl, format));
    },
  };
}
