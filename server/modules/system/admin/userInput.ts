// What a PUT /api/v1/user/{id} body may change, checked field by field. A user editing their own
// account may change only their profile; an administrator may also change someone's roles.
import { labelIn, type Locale, message, utf8Length, valueText } from '../../../../src/schema';
import { LOCALES } from '../../../../src/schema/types';
import type { FieldError } from '../../../../src/schema';
import { adminText } from './messages';
import { stringList } from '../../../http/requestParts';
import type { UserChanges } from '../../../../src/contract/users';

export type { UserChanges } from '../../../../src/contract/users';

export const PROFILE_FIELDS = ['nick_name', 'email', 'language', 'password', 'current_password'] as const;
export const ADMIN_FIELDS = ['role_ids'] as const;
/** Sent back by forms with the record; ignored rather than refused (roles change through role_ids,
 * direct permissions through assign/revoke). */
const ECHOED = new Set(['id', 'name', 'disabled', 'roles', 'permissions', 'created_at', 'updated_at', 'version']);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const LABELS: Record<string, { en: string; zh: string }> = {
  nick_name: { en: 'Nickname', zh: '昵称' },
  email: { en: 'E-mail', zh: '邮箱' },
  language: { en: 'Language', zh: '语言' },
  password: { en: 'Password', zh: '密码' },
  role_ids: { en: 'Roles', zh: '角色' },
};
const label = (field: string, locale: Locale) => (labelIn(LABELS[field], locale)) ?? field;

function optionalText(value: unknown, field: string, maxBytes: number, locale: Locale, errors: FieldError[]): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'string') {
    errors.push({ field, message: message(locale, 'required', { label: label(field, locale) }) });
    return undefined;
  }
  const text = value.trim();
  if (utf8Length(text) > maxBytes) errors.push({ field, message: message(locale, 'maxBytes', { label: label(field, locale), max: maxBytes, actual: utf8Length(text) }) });
  return text === '' ? null : text;
}

/**
 * Reads a body into changes. `self`: the caller edits their own account, so only profile fields
 * count; fields beyond them are named in `forbidden` (the caller answers 403).
 */
export function readUserChanges(body: Record<string, unknown>, locale: Locale, self: boolean): { changes: UserChanges; errors: FieldError[]; forbidden: string[] } {
  const errors: FieldError[] = [];
  const changes: UserChanges = {};
  const allowed = new Set<string>([...PROFILE_FIELDS, ...(self ? [] : ADMIN_FIELDS)]);
  const forbidden = self ? Object.keys(body).filter((k) => (ADMIN_FIELDS as readonly string[]).includes(k)) : [];
  const unknown = Object.keys(body).filter((k) => !allowed.has(k) && !ECHOED.has(k) && !forbidden.includes(k));
  if (unknown.length) errors.push({ field: unknown[0], message: adminText(locale, 'unknownFields', { fields: unknown.join(', ') }) });

  changes.nick_name = optionalText(body.nick_name, 'nick_name', 60, locale, errors);
  changes.email = optionalText(body.email, 'email', 100, locale, errors);
  if (changes.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(changes.email)) errors.push({ field: 'email', message: message(locale, 'email', { label: label('email', locale) }) });
  if (body.language !== undefined) {
    // valueText: an object or list is no language (and its own toString is never called).
    const lang = body.language === null || body.language === '' ? null : valueText(body.language);
    if (lang !== null && !(LOCALES as readonly string[]).includes(lang)) errors.push({ field: 'language', message: adminText(locale, 'language', { values: LOCALES.join(', ') }) });
    else changes.language = lang;
  }
  if (body.password !== undefined && body.password !== null && body.password !== '') {
    const pw = typeof body.password === 'string' ? body.password : '';
    if (pw.length < PASSWORD_MIN || pw.length > PASSWORD_MAX) errors.push({ field: 'password', message: adminText(locale, 'passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }) });
    else changes.password = pw;
    if (typeof body.current_password === 'string') changes.current_password = body.current_password;
  }
  if (!self && body.role_ids !== undefined) {
    const ids = stringList(body.role_ids);
    const numbers = ids?.map(Number);
    if (!numbers || numbers.some((n) => !Number.isSafeInteger(n) || n < 1)) errors.push({ field: 'role_ids', message: adminText(locale, 'notAList', { field: label('role_ids', locale) }) });
    else changes.role_ids = [...new Set(numbers)];
  }
  return { changes, errors, forbidden };
}
