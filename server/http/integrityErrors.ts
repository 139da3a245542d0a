// A database integrity refusal that no route put in its own words reaches the error handler: most
// often a write that lost a race (two saves of the same key at once: the check before the insert saw
// neither). It is answered as what it is, naming the field the database names, never as a 500:
// a key taken or a referenced record changed meanwhile is a 409 (reload and try again); a value a
// column's own rule refuses (not null, check) is a 400.
import type { FieldError, Locale } from '../../src/schema';

interface PgError {
  code?: unknown;
  detail?: unknown;
  column?: unknown;
  constraint?: unknown;
}

const en = {
  taken: (a: { fields: string; value: string }) => `${a.fields} "${a.value}" was just taken by another record; reload and try again`,
  reference: (a: { fields: string }) => `The record named by ${a.fields} was changed or removed meanwhile; reload and try again`,
  overlap: (a: { fields: string }) => `${a.fields} overlaps another record saved meanwhile; reload and try again`,
  refused: (a: { fields: string }) => `The value of ${a.fields} cannot be stored; correct it and try again`,
};
const zh: typeof en = {
  taken: (a) => `${a.fields}“${a.value}”刚被其他记录使用，请刷新后重试`,
  reference: (a) => `${a.fields}所指的记录已被修改或删除，请刷新后重试`,
  overlap: (a) => `${a.fields}与刚保存的其他记录重叠，请刷新后重试`,
  refused: (a) => `${a.fields}的值无法保存，请修改后重试`,
};
const catalogues: Record<Locale, typeof en> = { 'en-US': en, 'zh-CN': zh };

/** `Key (a, b)=(1, 2) already exists.` -> the columns and the value text. */
function keyOf(e: PgError): { fields: string[]; value: string } | undefined {
  const m = typeof e.detail === 'string' ? /Key \(([^)]+)\)=\((.*)\)/.exec(e.detail) : null;
  return m ? { fields: m[1].split(', '), value: m[2] } : undefined;
}

/** The answer for an integrity error of PostgreSQL (class 23), or undefined for any other error. */
export function integrityFailure(err: unknown, locale: Locale): { status: 400 | 409; message: string; errors: FieldError[] } | undefined {
  if (!err || typeof err !== 'object') return undefined;
  const e = err as PgError;
  const code = typeof e.code === 'string' ? e.code : '';
  if (!/^23/.test(code)) return undefined;
  const words = catalogues[locale];
  const key = keyOf(e);
  const fields = key?.fields ?? (typeof e.column === 'string' ? [e.column] : [typeof e.constraint === 'string' ? e.constraint : 'id']);
  const named = fields.map((f) => `"${f}"`).join(locale === 'zh-CN' ? '和' : ' and ');
  let status: 400 | 409 = 409;
  let message: string;
  if (code === '23505') message = words.taken({ fields: named, value: key?.value ?? '' });
  else if (code === '23503' || code === '23001') message = words.reference({ fields: named });
  else if (code === '23P01') message = words.overlap({ fields: named });
  else {
    status = 400;
    message = words.refused({ fields: named });
  }
  return { status, message, errors: fields.map((field) => ({ field, message })) };
}
