// The calls of /system/mailGroup/sendMail and /system/mailGroup/sendMailPermission.
import { requestJson, unwrapData } from '../../../dataProvider';
import {
  EXTERNAL_MAIL_PATH, MAIL_API_PATH, MAIL_GROUP_MEMBER_PATH, MAIL_GROUP_PATH, mailGroupSendPath,
  type ExternalMail, type ExternalMailInput, type MailApi, type MailApiInput, type MailGroup, type MailGroupDetail, type MailGroupInput, type MailGroupMember, type MailSendInput, type MailSendResult,
} from '../../../resources/system/mail/model/wire';

export interface UserOption { id: number; name: string; nick_name: string | null }

const list = async <T>(url: string, signal?: AbortSignal, keyword?: string): Promise<T[]> =>
  (unwrapData(await requestJson(url, { signal, query: keyword ? { keyword } : {} })) as { list: T[] }).list;

export const listGroups = (signal?: AbortSignal, keyword?: string) => list<MailGroup>(MAIL_GROUP_PATH, signal, keyword);
export const readGroup = async (id: number, signal?: AbortSignal) => unwrapData(await requestJson(`${MAIL_GROUP_PATH}/${id}`, { signal })) as MailGroupDetail;
export const groupMembers = (id: number, signal?: AbortSignal) => list<MailGroupMember>(`${MAIL_GROUP_MEMBER_PATH}/${id}`, signal);
export const saveGroup = async (body: MailGroupInput) => unwrapData(await requestJson(MAIL_GROUP_PATH, { method: 'POST', body: { ...body } })) as MailGroupDetail;
export const removeGroup = async (id: number) => void (await requestJson(`${MAIL_GROUP_PATH}/${id}`, { method: 'DELETE' }));
export const sendToGroup = async (id: number, body: MailSendInput) => unwrapData(await requestJson(mailGroupSendPath(id), { method: 'POST', body: { ...body } })) as MailSendResult;

export const listExternal = (signal?: AbortSignal, keyword?: string) => list<ExternalMail>(EXTERNAL_MAIL_PATH, signal, keyword);
export const addExternal = async (body: ExternalMailInput) => unwrapData(await requestJson(EXTERNAL_MAIL_PATH, { method: 'POST', body: { ...body } })) as ExternalMail;
export const removeExternal = async (id: number) => void (await requestJson(`${EXTERNAL_MAIL_PATH}/${id}`, { method: 'DELETE' }));

export const listApis = (signal?: AbortSignal) => list<MailApi>(MAIL_API_PATH, signal);
export const saveApi = async (id: number, body: MailApiInput) => unwrapData(await requestJson(`${MAIL_API_PATH}/${id}`, { method: 'PUT', body: { ...body } })) as MailApi;

export async function findUsers(keyword: string, signal?: AbortSignal): Promise<UserOption[]> {
  const query = { page: '1', size: '20', ...(keyword ? { keyword } : {}) };
  return (unwrapData(await requestJson('/api/v2/common/user', { query, signal })) as { list: UserOption[] }).list;
}

/** The field messages of a refused call, by field. */
export const fieldErrors = (e: unknown): Record<string, string> =>
  Object.fromEntries(((e as { body?: { details?: { field: string; message: string }[] } }).body?.details ?? []).map((d) => [d.field, d.message]));
