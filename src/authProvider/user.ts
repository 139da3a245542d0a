// The signed-in user (document 1 section 3), kept in localStorage `user` and cached in memory so
// canAccess, called for every menu entry and button, does not parse JSON each time.
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../dataProvider/storage';
import type { Principal } from '../schema/access';

export interface AppUser extends Principal {
  id: number | string;
  name: string;
  nick_name?: string | null;
  language?: string | null;
  roles: { name: string; permissions: { name: string }[] }[];
  permissions: ({ name: string } | string)[];
  /** Field rights held: guarded fields the views show this user. */
  fields?: ({ name: string } | string)[];
  /** Pending items, shown as a badge on the user menu. */
  auditCount?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Fields guarded at run time: resource -> field -> right, anything else dropped. */
function fieldGuardsOf(value: unknown): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  if (!isObject(value)) return out;
  for (const [resource, fields] of Object.entries(value)) {
    if (!isObject(fields) || !/^[a-z][a-z0-9_]*$/.test(resource)) continue;
    out[resource] = Object.fromEntries(Object.entries(fields).filter(([, right]) => typeof right === 'string')) as Record<string, string>;
  }
  return out;
}

/** The user from an answer, with missing lists made empty; undefined if it is not a user at all. */
export function toAppUser(value: unknown): AppUser | undefined {
  if (!isObject(value) || (typeof value.id !== 'number' && typeof value.id !== 'string') || typeof value.name !== 'string') return undefined;
  const roles = Array.isArray(value.roles) ? value.roles.filter(isObject) : [];
  return {
    ...value,
    id: value.id,
    name: value.name,
    roles: roles.map((r) => ({
      name: String(r.name ?? ''),
      permissions: Array.isArray(r.permissions) ? r.permissions.filter(isObject).map((p) => ({ name: String(p.name ?? '') })) : [],
    })),
    permissions: Array.isArray(value.permissions) ? value.permissions.map((p) => (isObject(p) ? { name: String(p.name ?? '') } : String(p))) : [],
    fields: Array.isArray(value.fields) ? value.fields.map((f) => (isObject(f) ? { name: String(f.name ?? '') } : String(f))) : [],
    fieldGuards: fieldGuardsOf(value.fieldGuards),
  };
}

let cached: { raw: string; user: AppUser | undefined } | undefined;

/** The stored user; re-read when another tab or the login changed localStorage. */
export function currentUser(): AppUser | undefined {
  const raw = readStored(STORAGE_KEYS.user);
  if (raw === null) return undefined;
  if (cached?.raw !== raw) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    cached = { raw, user: toAppUser(parsed) };
  }
  return cached.user;
}

export function storeUser(user: AppUser): void {
  writeStored(STORAGE_KEYS.user, JSON.stringify(user));
}

export const currentToken = () => readStored(STORAGE_KEYS.token);

export function storeToken(token: string): void {
  writeStored(STORAGE_KEYS.token, token);
}

/** Signs out locally: the bearer token, the single-sign-on tokens, the user and a switched-from account. */
export function clearCredentials(): void {
  removeStored(STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.idToken, STORAGE_KEYS.accessToken, STORAGE_KEYS.originalToken, STORAGE_KEYS.originalUserId);
  cached = undefined;
}

/** What react-admin's getIdentity answers. */
export const identityOf = (user: AppUser) => ({ id: user.id, fullName: user.nick_name || user.name });
