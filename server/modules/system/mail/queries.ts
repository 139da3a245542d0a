// Reads and writes of mail groups, external addresses and mail API settings; every multi-row write
// is one transaction, and a send puts one row per address into the product's mail outbox.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Locale } from '../../../../src/schema';
import type { ExternalMail, ExternalMailInput, MailApi, MailApiInput, MailGroup, MailGroupDetail, MailGroupInput, MailGroupMember, MailSendInput, MailSendResult } from '../../../../src/resources/system/mail/model/wire';
import type { DB } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import { ApiError } from '../../../http/errors';
import { bad, fillSubject } from './input';
import { mailText } from './messages';

type Db = Kysely<DB> | Transaction<DB>;

const isUnique = (err: unknown) => (err as { code?: string }).code === '23505';

const GROUP_COLUMNS = sql`g.id::int as id, g.version, g.name, g.description,
  (select count(*)::int from mail_group_user u where u.group_id = g.id) as user_count,
  (select count(*)::int from mail_group_external e where e.group_id = g.id) as external_count,
  coalesce((select array_agg(a.code order by a.code) from mail_api_group ag join mail_api a on a.id = ag.api_id where ag.group_id = g.id), '{}') as apis,
  g.last_sent_at, g.last_sent_by, g.updated_at, g.updated_by`;

const stamp = (d: unknown) => (d instanceof Date ? d.toISOString() : d === null || d === undefined ? null : String(d));
const groupOut = (r: MailGroup) => ({ ...r, last_sent_at: stamp(r.last_sent_at), updated_at: stamp(r.updated_at)! });

export async function listGroups(db: Db, keyword?: string): Promise<MailGroup[]> {
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await sql<MailGroup>`select ${GROUP_COLUMNS} from mail_group g
    where ${like}::text is null or g.name ilike ${like} or g.description ilike ${like} order by lower(g.name)`.execute(db);
  return rows.rows.map(groupOut);
}

export async function groupMembers(db: Db, id: number): Promise<MailGroupMember[]> {
  const rows = await sql<MailGroupMember>`select 'user' as kind, u.id::int as id, coalesce(u.nick_name, u.name) as name, u.email, null as company
      from mail_group_user m join users u on u.id = m.user_id where m.group_id = ${id}
    union all
    select 'external', x.id::int, coalesce(x.name, x.email), x.email, x.company
      from mail_group_external m join external_mail x on x.id = m.external_id where m.group_id = ${id}
    order by 1 desc, 3`.execute(db);
  return rows.rows;
}

export async function readGroup(db: Db, locale: Locale, id: number): Promise<MailGroupDetail> {
  const row = (await sql<MailGroup>`select ${GROUP_COLUMNS} from mail_group g where g.id = ${id}`.execute(db)).rows[0];
  if (!row) throw new ApiError(404, mailText(locale, 'groupNotFound', { id: String(id) }));
  return { ...groupOut(row), members: await groupMembers(db, id) };
}

async function checkIds(trx: Db, locale: Locale, table: 'users' | 'external_mail' | 'mail_group', ids: number[], field: string, key: 'unknownUsers' | 'unknownExternal' | 'unknownGroups') {
  if (!ids.length) return;
  const found = new Set((await sql<{ id: number }>`select id::int as id from ${sql.table(table)} where id = any(${ids}::bigint[])`.execute(trx)).rows.map((r) => r.id));
  const missing = ids.filter((i) => !found.has(i));
  if (missing.length) throw bad(field, mailText(locale, key, { ids: missing.join(', ') }));
}

async function checkName(trx: Db, locale: Locale, name: string, id?: number) {
  const taken = (await sql`select 1 from mail_group where lower(name) = lower(${name}) and id <> ${id ?? 0}`.execute(trx)).rows.length;
  if (taken) throw new ApiError(409, mailText(locale, 'nameTaken', { name }), [{ field: 'name', message: mailText(locale, 'nameTaken', { name }) }]);
}

/** Creates the group, or replaces it (texts and members) when the input names one; answers its id. */
export async function saveGroup(db: Kysely<DB>, locale: Locale, input: MailGroupInput, by: string): Promise<number> {
  try {
    return await writeTransaction(db, async (trx) => {
      await checkName(trx, locale, input.name, input.id);
      await checkIds(trx, locale, 'users', input.user_ids, 'user_ids', 'unknownUsers');
      await checkIds(trx, locale, 'external_mail', input.external_ids, 'external_ids', 'unknownExternal');
      let id = input.id;
      if (id === undefined) {
        const row = await trx.insertInto('mail_group').values({ name: input.name, description: input.description, created_by: by, updated_by: by }).returning('id').executeTakeFirstOrThrow();
        id = Number(row.id);
      } else {
        const stored = await trx.selectFrom('mail_group').select('version').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!stored) throw new ApiError(404, mailText(locale, 'groupNotFound', { id: String(id) }));
        if (input.version !== undefined && input.version !== stored.version) throw new ApiError(409, mailText(locale, 'stale'));
        await trx.updateTable('mail_group').set({ name: input.name, description: input.description, version: sql`version + 1`, updated_at: new Date(), updated_by: by }).where('id', '=', id).execute();
        await trx.deleteFrom('mail_group_user').where('group_id', '=', id).execute();
        await trx.deleteFrom('mail_group_external').where('group_id', '=', id).execute();
      }
      const groupId = id;
      if (input.user_ids.length) await trx.insertInto('mail_group_user').values(input.user_ids.map((user_id) => ({ group_id: groupId, user_id }))).execute();
      if (input.external_ids.length) await trx.insertInto('mail_group_external').values(input.external_ids.map((external_id) => ({ group_id: groupId, external_id }))).execute();
      return groupId;
    });
  } catch (err) {
    // Taken between the check and the write by a racing save: the unique index answers.
    if (isUnique(err)) throw new ApiError(409, mailText(locale, 'nameTaken', { name: input.name }), [{ field: 'name', message: mailText(locale, 'nameTaken', { name: input.name }) }]);
    throw err;
  }
}

/** Deletes a group no mail API sends to (409 naming the APIs otherwise). */
export async function deleteGroup(db: Kysely<DB>, locale: Locale, id: number): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const row = await trx.selectFrom('mail_group').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ApiError(404, mailText(locale, 'groupNotFound', { id: String(id) }));
    const apis = (await sql<{ code: string }>`select a.code from mail_api_group ag join mail_api a on a.id = ag.api_id where ag.group_id = ${id} order by a.code`.execute(trx)).rows;
    if (apis.length) throw new ApiError(409, mailText(locale, 'groupInUse', { apis: apis.map((a) => a.code).join(', ') }));
    await trx.deleteFrom('mail_group').where('id', '=', id).execute();
  });
}

/** The addresses of a group's members (enabled users with an address, external addresses), once each. */
async function recipients(trx: Db, groupIds: number[]): Promise<{ addresses: string[]; skipped: string[] }> {
  const rows = (await sql<{ name: string; email: string | null; disabled: boolean }>`select u.name, u.email, u.disabled
      from mail_group_user m join users u on u.id = m.user_id where m.group_id = any(${groupIds}::bigint[])
    union all
    select coalesce(x.name, x.email), x.email, false from mail_group_external m join external_mail x on x.id = m.external_id
      where m.group_id = any(${groupIds}::bigint[])`.execute(trx)).rows;
  const seen = new Map<string, string>();
  const skipped: string[] = [];
  for (const r of rows) {
    if (!r.email || r.disabled) skipped.push(r.name);
    else if (!seen.has(r.email.toLowerCase())) seen.set(r.email.toLowerCase(), r.email);
  }
  return { addresses: [...seen.values()], skipped: [...new Set(skipped)].sort() };
}

/** Puts one mail per address of the group into the mail outbox (one transaction); the caller wakes the sender. */
export async function sendToGroup(db: Kysely<DB>, locale: Locale, id: number, mail: MailSendInput, by: string): Promise<MailSendResult> {
  return writeTransaction(db, async (trx) => {
    const group = await trx.selectFrom('mail_group').select('name').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!group) throw new ApiError(404, mailText(locale, 'groupNotFound', { id: String(id) }));
    const { addresses, skipped } = await recipients(trx, [id]);
    if (!addresses.length) throw new ApiError(400, mailText(locale, 'noRecipients', { name: group.name }), [{ field: 'id', message: mailText(locale, 'noRecipients', { name: group.name }) }]);
    await trx.insertInto('mail_outbox').values(addresses.map((to_address) => ({ to_address, subject: mail.subject, body: mail.body }))).execute();
    await trx.updateTable('mail_group').set({ last_sent_at: new Date(), last_sent_by: by }).where('id', '=', id).execute();
    return { queued: addresses.length, skipped };
  });
}

/**
 * For other modules: mails `body` to the groups of the mail API `code` when it is enabled, its subject
 * filled from `values`, inside the caller's transaction. Answers how many mails were queued (0 when
 * the API is off or has no groups); the caller wakes the outbox sender after its commit.
 */
export async function queueApiMail(trx: Db, code: string, values: Record<string, string | number>, body: string): Promise<number> {
  const api = await trx.selectFrom('mail_api').select(['id', 'enabled', 'subject_template']).where('code', '=', code).executeTakeFirst();
  if (!api?.enabled) return 0;
  const groupIds = (await trx.selectFrom('mail_api_group').select('group_id').where('api_id', '=', api.id).execute()).map((g) => Number(g.group_id));
  if (!groupIds.length) return 0;
  const { addresses } = await recipients(trx, groupIds);
  if (addresses.length) await trx.insertInto('mail_outbox').values(addresses.map((to_address) => ({ to_address, subject: fillSubject(api.subject_template, values), body }))).execute();
  return addresses.length;
}

export async function listExternal(db: Db, keyword?: string): Promise<ExternalMail[]> {
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await sql<ExternalMail>`select x.id::int as id, x.email, x.name, x.company, x.remark,
      coalesce((select array_agg(g.name order by g.name) from mail_group_external m join mail_group g on g.id = m.group_id where m.external_id = x.id), '{}') as groups,
      x.created_at, x.created_by
    from external_mail x where ${like}::text is null or x.email ilike ${like} or x.name ilike ${like} or x.company ilike ${like}
    order by x.company nulls last, lower(x.email)`.execute(db);
  return rows.rows.map((r) => ({ ...r, created_at: stamp(r.created_at)! }));
}

export async function createExternal(db: Kysely<DB>, locale: Locale, input: ExternalMailInput, by: string): Promise<ExternalMail> {
  const taken = () => {
    const message = mailText(locale, 'emailTaken', { email: input.email });
    return new ApiError(409, message, [{ field: 'email', message }]);
  };
  if ((await sql`select 1 from external_mail where lower(email) = lower(${input.email})`.execute(db)).rows.length) throw taken();
  try {
    const row = await db.insertInto('external_mail').values({ ...input, created_by: by }).returning('id').executeTakeFirstOrThrow();
    return (await listExternal(db)).find((x) => x.id === Number(row.id))!;
  } catch (err) {
    if (isUnique(err)) throw taken();
    throw err;
  }
}

export async function deleteExternal(db: Kysely<DB>, locale: Locale, id: number): Promise<void> {
  // Its group memberships go with it (on delete cascade), in the same statement.
  const gone = await db.deleteFrom('external_mail').where('id', '=', id).executeTakeFirst();
  if (!Number(gone.numDeletedRows)) throw new ApiError(404, mailText(locale, 'externalNotFound', { id: String(id) }));
}

const API_COLUMNS = sql`a.id::int as id, a.version, a.code, a.name_en, a.name_zh, a.description, a.enabled, a.subject_template,
  coalesce((select json_agg(json_build_object('id', g.id::int, 'name', g.name) order by g.name) from mail_api_group ag join mail_group g on g.id = ag.group_id where ag.api_id = a.id), '[]'::json) as groups,
  a.updated_at, a.updated_by`;

const apiOut = (r: MailApi) => ({ ...r, groups: typeof r.groups === 'string' ? (JSON.parse(r.groups) as MailApi['groups']) : r.groups, updated_at: stamp(r.updated_at)! });

export async function listApis(db: Db): Promise<MailApi[]> {
  return (await sql<MailApi>`select ${API_COLUMNS} from mail_api a order by a.code`.execute(db)).rows.map(apiOut);
}

export async function readApi(db: Db, locale: Locale, id: number): Promise<MailApi> {
  const row = (await sql<MailApi>`select ${API_COLUMNS} from mail_api a where a.id = ${id}`.execute(db)).rows[0];
  if (!row) throw new ApiError(404, mailText(locale, 'apiNotFound', { id: String(id) }));
  return apiOut(row);
}

export async function updateApi(db: Kysely<DB>, locale: Locale, id: number, input: MailApiInput, by: string): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const stored = await trx.selectFrom('mail_api').select('version').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!stored) throw new ApiError(404, mailText(locale, 'apiNotFound', { id: String(id) }));
    if (input.version !== undefined && input.version !== stored.version) throw new ApiError(409, mailText(locale, 'stale'));
    await checkIds(trx, locale, 'mail_group', input.group_ids, 'group_ids', 'unknownGroups');
    await trx.updateTable('mail_api').set({ enabled: input.enabled, subject_template: input.subject_template, version: sql`version + 1`, updated_at: new Date(), updated_by: by }).where('id', '=', id).execute();
    await trx.deleteFrom('mail_api_group').where('api_id', '=', id).execute();
    if (input.group_ids.length) await trx.insertInto('mail_api_group').values(input.group_ids.map((group_id) => ({ api_id: id, group_id }))).execute();
  });
}
