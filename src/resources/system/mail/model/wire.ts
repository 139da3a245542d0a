// What the browser and the server share of the mail family (issue 27): the access rules of its calls,
// the caps of its texts and the wire shapes of mail groups, external addresses and mail API settings.
// A mail group is a named list of recipients (staff users and external addresses); a mail API is one
// of the product's reports or notices that mails, and its settings say which groups it may mail.
import type { AccessRule } from '../../../../schema/types';

/** /system/mailGroup/sendMail and the mail-group and external-mail calls. */
export const MAIL_GROUP_ACCESS: AccessRule = { permissions: ['manage-mail-group-manager'] };
/** /system/mailGroup/sendMailPermission and PUT /api/v2/mail-api/{id} (the spec guards it so, as written). */
export const MAIL_API_ACCESS: AccessRule = { permissions: ['manage-report-analysis'] };
/** Reading the mail API settings: also the mail-group managers, who see which APIs use their groups. */
export const MAIL_API_READ_ACCESS: AccessRule = { permissions: ['manage-report-analysis', 'manage-mail-group-manager'] };

export const MAIL_GROUP_PATH = '/api/v2/mail-group';
export const MAIL_GROUP_MEMBER_PATH = '/api/v2/mail-group-member';
export const EXTERNAL_MAIL_PATH = '/api/v2/external-mail';
export const MAIL_API_PATH = '/api/v2/mail-api';
/** Ours (not in the spec): sends one mail to every address of a group, through the mail outbox. */
export const mailGroupSendPath = (id: number | string) => `${MAIL_GROUP_PATH}/${id}/send`;

/** Byte caps (UTF-8) of the texts, and of the lists. */
export const MAIL_CAPS = { name: 100, description: 500, email: 254, company: 100, remark: 200, subject: 200, body: 20000, members: 500 } as const;

/** One address as an RFC 5321 mailbox would take it, without display names or comments. */
export const EMAIL_FORM = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export interface MailGroup {
  id: number;
  version: number;
  name: string;
  description: string | null;
  user_count: number;
  external_count: number;
  /** Mail APIs that may send to this group (codes). */
  apis: string[];
  last_sent_at: string | null;
  last_sent_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

export interface MailGroupMember {
  kind: 'user' | 'external';
  /** The user's id or the external address's id. */
  id: number;
  name: string;
  email: string | null;
  company: string | null;
}

/** GET /api/v2/mail-group/{id}: the group with its members. */
export interface MailGroupDetail extends MailGroup {
  members: MailGroupMember[];
}

/** POST /api/v2/mail-group: creates a group, or replaces one when `id` is sent (with its `version`). */
export interface MailGroupInput {
  id?: number;
  version?: number;
  name: string;
  description: string | null;
  user_ids: number[];
  external_ids: number[];
}

export interface ExternalMail {
  id: number;
  email: string;
  name: string | null;
  company: string | null;
  remark: string | null;
  /** Names of the groups the address is in. */
  groups: string[];
  created_at: string;
  created_by: string | null;
}

export type ExternalMailInput = Pick<ExternalMail, 'email' | 'name' | 'company' | 'remark'>;

export interface MailSendInput {
  subject: string;
  body: string;
}

/** What a send answers: how many mails went into the outbox, and the members left out (no address). */
export interface MailSendResult {
  queued: number;
  skipped: string[];
}

export interface MailApi {
  id: number;
  version: number;
  code: string;
  name_en: string;
  name_zh: string;
  description: string | null;
  enabled: boolean;
  /** `{placeholders}` are filled by the sending API (e.g. {date}, {count}). */
  subject_template: string;
  groups: { id: number; name: string }[];
  updated_at: string;
  updated_by: string | null;
}

/** PUT /api/v2/mail-api/{id}: what an admin may change of an API's mailing. */
export interface MailApiInput {
  version?: number;
  enabled: boolean;
  subject_template: string;
  group_ids: number[];
}
