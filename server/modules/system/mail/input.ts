// Checks the bodies of the mail calls: a bad value is a 400 naming its field, in the caller's
// language, before anything is written.
import type { Locale } from '../../../../src/schema';
import { utf8Length } from '../../../../src/schema/bytes';
import { EMAIL_FORM, MAIL_CAPS, type ExternalMailInput, type MailApiInput, type MailGroupInput, type MailSendInput } from '../../../../src/resources/system/mail/model/wire';
import { ApiError } from '../../../http/errors';
import { bodyVersion, positiveId, shownValue } from '../../../http/params';
import { mailText } from './messages';

type Body = Record<string, unknown>;

export const bad = (field: string, message: string) => new ApiError(400, message, [{ field, message }]);

const bodyOf = (raw: unknown): Body => (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Body;

function text(locale: Locale, body: Body, field: string, max: number, required: boolean): string | null {
  const value = body[field];
  if (value !== undefined && value !== null && typeof value !== 'string') throw bad(field, mailText(locale, 'notText', { field }));
  const t = typeof value === 'string' ? value.trim() : '';
  if (!t) {
    if (required) throw bad(field, mailText(locale, 'required', { field }));
    return null;
  }
  if (utf8Length(t) > max || t.includes('\u0000')) throw bad(field, mailText(locale, 'tooLong', { field, max }));
  return t;
}

function ids(locale: Locale, body: Body, field: string): number[] {
  const list = body[field] ?? [];
  const max = MAIL_CAPS.members;
  if (!Array.isArray(list) || list.length > max || !list.every((id) => typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= 2 ** 53 - 1)) {
    throw bad(field, mailText(locale, 'idList', { field, max }));
  }
  return [...new Set(list as number[])];
}

/** An address, trimmed; its domain lower-cased (the local part is the mailbox owner's). */
export function email(locale: Locale, raw: unknown, field = 'email'): string {
  const value = text(locale, { [field]: raw }, field, MAIL_CAPS.email, true)!;
  if (!EMAIL_FORM.test(value)) throw bad(field, mailText(locale, 'badEmail', { email: value.slice(0, 80) }));
  const at = value.lastIndexOf('@');
  return value.slice(0, at) + value.slice(at).toLowerCase();
}

export function parseGroup(locale: Locale, raw: unknown): MailGroupInput {
  const body = bodyOf(raw);
  let id: number | undefined;
  if (body.id !== undefined && body.id !== null) {
    id = typeof body.id === 'number' ? positiveId(String(body.id)) : undefined;
    if (id === undefined) throw bad('id', mailText(locale, 'groupNotFound', { id: shownValue(body.id, 20) }));
  }
  return {
    ...(id !== undefined ? { id } : {}),
    version: bodyVersion(locale, body.version),
    name: text(locale, body, 'name', MAIL_CAPS.name, true)!,
    description: text(locale, body, 'description', MAIL_CAPS.description, false),
    user_ids: ids(locale, body, 'user_ids'),
    external_ids: ids(locale, body, 'external_ids'),
  };
}

export function parseExternal(locale: Locale, raw: unknown): ExternalMailInput {
  const body = bodyOf(raw);
  return {
    email: email(locale, body.email),
    name: text(locale, body, 'name', MAIL_CAPS.name, false),
    company: text(locale, body, 'company', MAIL_CAPS.company, false),
    remark: text(locale, body, 'remark', MAIL_CAPS.remark, false),
  };
}

export function parseSend(locale: Locale, raw: unknown): MailSendInput {
  const body = bodyOf(raw);
  const subject = text(locale, body, 'subject', MAIL_CAPS.subject, true)!;
  if (/[\r\n]/.test(subject)) throw bad('subject', mailText(locale, 'notText', { field: 'subject' }));
  return { subject, body: text(locale, body, 'body', MAIL_CAPS.body, true)! };
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

export function parseApi(locale: Locale, raw: unknown): MailApiInput {
  const body = bodyOf(raw);
  const enabled = body.enabled;
  if (typeof enabled !== 'boolean') throw bad('enabled', mailText(locale, 'notBoolean', { field: 'enabled' }));
  const subject_template = text(locale, body, 'subject_template', MAIL_CAPS.subject, true)!;
  for (const [, name] of subject_template.matchAll(PLACEHOLDER)) {
    if (!/^\w+$/.test(name)) throw bad('subject_template', mailText(locale, 'placeholder', { name: name.slice(0, 40) }));
  }
  if (/[\r\n]/.test(subject_template)) throw bad('subject_template', mailText(locale, 'notText', { field: 'subject_template' }));
  return { version: bodyVersion(locale, body.version), enabled, subject_template, group_ids: ids(locale, body, 'group_ids') };
}

/** Fills a subject template's `{name}` placeholders; an unknown one stays as written. */
export const fillSubject = (template: string, values: Record<string, string | number>) =>
  template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));

export function parseId(locale: Locale, raw: string, what: 'groupNotFound' | 'externalNotFound' | 'apiNotFound'): number {
  const id = positiveId(raw);
  if (id === undefined) throw new ApiError(404, mailText(locale, what, { id: raw.slice(0, 20) }));
  return id;
}
