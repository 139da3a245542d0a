// What an import answered, narrowed from the server's body or error.
import type { ApiErrorBody, ApiFieldError } from '../../dataProvider/errors';

export interface ImportCounts {
  inserted: number;
  updated: number;
  total: number;
}

export interface ImportRefusal {
  /** The server's summary, as worded ("Only xlsx is supported", "3 problems in all; ..."). */
  message: string;
  /** Problems on rows of the file, by row. */
  problems: ApiFieldError[];
  /** Details not tied to a row (which type the file was sent as ...). */
  notes: string[];
}

const count = (data: Record<string, unknown>, key: string) => (typeof data[key] === 'number' ? (data[key] as number) : 0);

/** `data: { inserted, updated, total }`; missing counts read as 0. */
export function importCounts(data: unknown): ImportCounts {
  const d = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const inserted = count(d, 'inserted');
  const updated = count(d, 'updated');
  return { inserted, updated, total: typeof d.total === 'number' ? d.total : inserted + updated };
}

const isErrorBody = (body: unknown): body is ApiErrorBody =>
  typeof body === 'object' && body !== null && Array.isArray((body as ApiErrorBody).details);

/** The server's wording, its row-level problems (sorted by row) and its other details. */
export function importRefusal(error: unknown): ImportRefusal {
  const message = error instanceof Error ? error.message : String(error);
  const body = typeof error === 'object' && error !== null && 'body' in error ? error.body : undefined;
  const details = isErrorBody(body) ? body.details : [];
  const problems = details.filter((d) => d.row !== undefined).sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const notes = details.filter((d) => d.row === undefined && d.message && d.message !== message).map((d) => d.message);
  return { message, problems, notes };
}
