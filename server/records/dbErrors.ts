// Database refusals (unique keys, references) in words a clerk understands, naming the field.
import { labelIn, type Locale, message, type ResourceDeclaration, wordIn } from '../../src/schema';
import { ApiError } from '../http/errors';
import { t } from '../http/messages';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  table?: string;
}

const fieldLabel = (decl: ResourceDeclaration, field: string, locale: Locale) => {
  const f = decl.fields[field];
  return f ? (labelIn(f.label, locale)) : field;
};

/** A `uniqueTogether` set taken: 400 with the message on each of its fields. */
function uniqueTogetherError(decl: ResourceDeclaration, fields: string[], locale: Locale): ApiError {
  const labels = fields.map((f) => fieldLabel(decl, f, locale)).join(locale === 'zh-CN' ? '和' : ' and ');
  const msg = message(locale, 'uniqueTogether', { label: labels });
  return new ApiError(400, msg, fields.map((field) => ({ field, message: msg })));
}

/** Rewords a database error raised while writing `decl`, or returns undefined if it is not ours to word. */
export function wordDbError(
  err: unknown,
  decl: ResourceDeclaration,
  locale: Locale,
  labelOfTable: (table: string) => string,
): ApiError | undefined {
  const e = err as PgError;
  const detail = e.detail ?? '';
  const keyMatch = /Key \(([a-z0-9_]+)\)=\((.*)\)/.exec(detail);
  if (e.code === '23505') {
    const together = /Key \(([a-z0-9_]+(?:, [a-z0-9_]+)+)\)=/.exec(detail);
    if (together) return uniqueTogetherError(decl, together[1].split(', '), locale);
    const field = keyMatch?.[1] ?? e.constraint?.replace(/^.*?_(?=[a-z0-9_]+_key$)/, '').replace(/_key$/, '') ?? 'id';
    const msg = message(locale, 'unique', { label: fieldLabel(decl, field, locale), value: keyMatch?.[2] ?? '' });
    return new ApiError(400, msg, [{ field, message: msg }]);
  }
  // 23503 foreign_key_violation; 23001 restrict_violation (newer servers, ON DELETE RESTRICT).
  if (e.code === '23503' || e.code === '23001') {
    const referencedFrom = /referenced from table "([a-z0-9_]+)"/.exec(detail);
    if (referencedFrom) {
      const what = wordIn(decl.recordLabel, locale);
      return new ApiError(409, t(locale, 'inUse', { what, by: labelOfTable(referencedFrom[1]) }));
    }
    const field = keyMatch?.[1] ?? 'id';
    const msg = message(locale, 'reference', { label: fieldLabel(decl, field, locale) });
    return new ApiError(400, msg, [{ field, message: msg }]);
  }
  // 23P01 exclusion_violation: a period overlapping another record's of the same key (an exclusion
  // constraint, or a trigger raising it with `Key (fields)=(what it overlaps)` as its detail).
  if (e.code === '23P01') {
    const key = /Key \(([a-z0-9_, ]+)\)=\((.*)\)/.exec(detail);
    const fields = key ? key[1].split(', ') : ['id'];
    const labels = fields.map((f) => fieldLabel(decl, f, locale)).join(locale === 'zh-CN' ? '和' : ' and ');
    const msg = message(locale, 'overlap', { label: labels, value: key?.[2] ?? '' });
    return new ApiError(400, msg, fields.map((field) => ({ field, message: msg })));
  }
  return undefined;
}
