// Request bodies. Creating posts multipart form data (document 1 section 7); updating puts JSON
// unless a file is attached, since JSON cannot carry one.
import type { RaRecord } from 'ra-core';

/** react-admin's FileInput value: `{ rawFile: File, src, title }`. */
interface FileInputValue {
  rawFile: Blob;
}

const isFileInputValue = (v: unknown): v is FileInputValue => typeof v === 'object' && v !== null && 'rawFile' in v && (v as FileInputValue).rawFile instanceof Blob;

const asBlob = (v: unknown): Blob | undefined => (v instanceof Blob ? v : isFileInputValue(v) ? v.rawFile : undefined);

/** Columns the server manages: never sent back. `version` is kept for the stale-write check. */
const SERVER_MANAGED = new Set(['id', 'created_at', 'updated_at', 'created_by', 'updated_by']);

export function hasFiles(data: Record<string, unknown>): boolean {
  return Object.values(data).some((v) => asBlob(v) !== undefined || (Array.isArray(v) && v.some((x) => asBlob(x) !== undefined)));
}

function appendValue(form: FormData, key: string, value: unknown): void {
  const blob = asBlob(value);
  if (blob) {
    form.append(key, blob, blob instanceof File ? blob.name : key);
  } else if (value instanceof Date) {
    form.append(key, value.toISOString());
  } else if (typeof value === 'object' && value !== null) {
    form.append(key, JSON.stringify(value));
  } else {
    form.append(key, String(value));
  }
}

/**
 * Each value as a form part: lists of ids comma-joined, files as files (several files under one
 * key as repeated parts), objects as JSON text. Undefined is left out; null too when creating, while an
 * update sends it as an empty part, which clears the field.
 */
export function toFormData(data: Record<string, unknown>, { nullAsEmpty = false } = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || SERVER_MANAGED.has(key)) continue;
    if (value === null) {
      if (nullAsEmpty) form.append(key, '');
      continue;
    }
    if (Array.isArray(value)) {
      const files = value.map(asBlob);
      if (value.length > 0 && files.every((f) => f !== undefined)) {
        for (const file of value) appendValue(form, key, file);
      } else {
        form.append(key, value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))).join(','));
      }
      continue;
    }
    appendValue(form, key, value);
  }
  return form;
}

/**
 * A POST body as the form document 000 sends, when a form says the same as JSON would: every value a
 * text. Anything else answers undefined and the body keeps JSON: a number, a boolean or null would
 * arrive as text, and a list of one text as that text (the server reads one part as one value, a
 * repeated name as a list). Undefined values are left out; an empty body stays JSON.
 */
export function asTextForm(body: Record<string, unknown>): FormData | undefined {
  const entries = Object.entries(body).filter(([, value]) => value !== undefined);
  if (entries.length === 0 || !entries.every(([, value]) => typeof value === 'string')) return undefined;
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value as string);
  return form;
}

/** The JSON body of an update: the record minus server-managed columns, with its version. */
export function toUpdateBody(data: Record<string, unknown>, previous?: RaRecord): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (!SERVER_MANAGED.has(key) && value !== undefined) body[key] = value;
  const version = data.version ?? previous?.version;
  if (version !== undefined) body.version = version;
  return body;
}
