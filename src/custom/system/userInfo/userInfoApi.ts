// Calls of the user information page: the user and their roles (user management's calls) and the
// page's own call (server/modules/system/userInfo), through the app's request helper.
import { requestJson, unwrapList, unwrapRecord } from '../../../dataProvider';
import type { RoleRecord } from '../../../contract/roles';
import type { UserInfoExtra } from '../../../contract/userInfo';

export type { EventLine, UserInfoExtra } from '../../../contract/userInfo';
import { fetchUser, type AdminUser } from '../users/userApi';

const idPart = (id: string) => encodeURIComponent(id);

export const fetchUserRoles = async (id: string, signal?: AbortSignal) => unwrapList<RoleRecord>(await requestJson(`/api/v1/user/role/${idPart(id)}`, { signal })).data;

export const fetchUserInfoExtra = async (id: string, signal?: AbortSignal) => unwrapRecord<UserInfoExtra>(await requestJson(`/api/v1/user/info/${idPart(id)}`, { signal }));

/** GET /api/v1/user/{id}: user management's record, with the times it also answers. */
export type InfoUser = AdminUser & { created_at: string; updated_at: string };

export const fetchInfoUser = async (id: string, signal?: AbortSignal) => (await fetchUser(id, signal)) as InfoUser;
