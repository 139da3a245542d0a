// Reading a multipart body that the route's rule let through (server/http/multipartRoutes.ts): the
// text fields of a form, or the one file of an upload, streamed and capped as it arrives, never the
// whole body buffered first. Every parser failure is a 4xx naming what is wrong.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../src/schema';
import { t } from './messages';
import { ApiError } from './errors';

/** The one file of an upload, with the name and MIME type the upload rules check. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartLimits {
  /** All text fields of a form together (as the JSON body limit). */
  formBytes: number;
  /** The file of an upload. */
  fileBytes: number;
}

/** The multipart field an upload's file comes in. */
export const UPLOAD_FIELD = 'file';

const MB = 1024 * 1024;
const FORM_FIELDS = 300;
const UPLOAD_FIELDS = 20;

const bad = (message: string, field?: string) => new ApiError(400, message, field ? [{ field, message }] : undefined);

/** A parser error in the caller's words (a client that went away gets no answer anyway). */
function worded(err: unknown, locale: Locale, limits: MultipartLimits): unknown {
  if (err instanceof ApiError) return err;
  switch ((err as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE': {
      const message = t(locale, 'fileTooLarge', { max: limits.fileBytes / MB });
      return new ApiError(413, message, [{ field: UPLOAD_FIELD, message }]);
    }
    case 'FST_FILES_LIMIT': // a form stops at its first file, so only an upload gets here
      return bad(t(locale, 'oneFile'), UPLOAD_FIELD);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, t(locale, 'tooManyParts'));
  }
  const why = err instanceof Error ? err.message : String(err);
  return bad(t(locale, 'malformed', { why }));
}

/** The stream's bytes; at the cap (busboy's 'limit') a 413 at once, dropping what was read. */
async function readCapped(stream: Readable, cap: number, locale: Locale): Promise<Buffer> {
  let over = false;
  // Destroyed, the stream stops busboy, and the rest of the body is never read.
  stream.once('limit', () => {
    over = true;
    stream.destroy();
  });
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
  } catch (err) {
    if (!over) throw err;
  }
  if (over) {
    const message = t(locale, 'fileTooLarge', { max: cap / MB });
    throw new ApiError(413, message, [{ field: UPLOAD_FIELD, message }]);
  }
  return Buffer.concat(chunks);
}

/** The form field in which a client names the fields it sent as JSON text (comma-separated). */
export const JSON_FIELDS = '_json';

/**
 * A form's text fields as JSON would give them: one value a string, a repeated name a list. Every
 * value stays text, JSON-looking text too (a remark may well read `["x"]`), except the fields named
 * as JSON, by the route (`json`) or by the client that encoded them (field `_json`, e.g.
 * `_json=items,qty`): their text, when it is JSON, becomes its value (list, object, number, boolean, null).
 */
export async function readForm(req: FastifyRequest, limits: MultipartLimits, json: readonly string[] = []): Promise<Record<string, unknown>> {
  const locale = req.locale;
  const body: Record<string, unknown> = Object.create(null);
  let bytes = 0;
  try {
    const limit = { files: 1, fileSize: 1, fields: FORM_FIELDS, parts: FORM_FIELDS + 1, fieldSize: limits.formBytes };
    for await (const part of req.parts({ limits: limit })) {
      if (part.type === 'file') {
        part.file.resume();
        throw bad(t(locale, 'formTakesNoFile', { field: part.fieldname }), part.fieldname);
      }
      const value = String(part.value ?? '');
      bytes += part.fieldname.length + value.length;
      // busboy cuts a field at fieldSize and says so: a cut value is an over-cap form, never stored cut.
      if (part.valueTruncated || bytes > limits.formBytes) throw new ApiError(413, t(locale, 'formTooLarge', { max: limits.formBytes / MB }));
      const previous = body[part.fieldname];
      body[part.fieldname] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
  } catch (err) {
    throw worded(err, locale, limits);
  }
  const named = body[JSON_FIELDS];
  delete body[JSON_FIELDS];
  const listed = (Array.isArray(named) ? named : [named]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [])).map((n) => n.trim());
  for (const name of new Set([...json, ...listed])) if (name && name in body) body[name] = decodedJson(body[name]);
  return { ...body };
}

/** A named field's JSON text as its value (a list, object, number, boolean or null); text that is not JSON as it came (the route words its refusal). */
function decodedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The upload's file (field "file"), read up to the cap; undefined when the form carries none. */
export async function readUpload(req: FastifyRequest, limits: MultipartLimits): Promise<UploadedFile | undefined> {
  const locale = req.locale;
  let file: UploadedFile | undefined;
  try {
    const limit = { files: 1, fileSize: limits.fileBytes, fields: UPLOAD_FIELDS, parts: UPLOAD_FIELDS + 1, fieldSize: 64 * 1024 };
    for await (const part of req.parts({ limits: limit })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD || !part.filename) {
        part.file.resume();
        continue;
      }
      const data = await readCapped(part.file, limits.fileBytes, locale);
      // Old browsers send the whole client path ("C:\\fakepath\\x.xlsx"): keep the last segment.
      const filename = part.filename.split(/[\\/]/).pop() || part.filename;
      file = { filename, mimetype: part.mimetype.split(';')[0].trim().toLowerCase(), data };
    }
  } catch (err) {
    throw worded(err, locale, limits);
  }
  return file && file.data.length > 0 ? file : undefined;
}
