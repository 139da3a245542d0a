// What the organization screen and the server share: the rule, the paths, the unit kinds and the
// shapes of the answers (the org tree is the module's own table, not a declaration).
export const ORGANIZATION_ACCESS = { permissions: ['manage-organization-manager'] };
export const ORGANIZATION_BASE = '/api/v2/organization';

/** company → department → team: a unit's parent is of the kind before its own (a company has none). */
export const ORG_KINDS = ['company', 'department', 'team'] as const;
export type OrgKind = (typeof ORG_KINDS)[number];
export const PARENT_KIND: Record<OrgKind, OrgKind | null> = { company: null, department: 'company', team: 'department' };

export interface OrgUnit {
  id: number;
  parent_id: number | null;
  kind: OrgKind;
  code: string;
  name: string;
  manager_user_id: number | null;
  manager_name: string | null;
  user_count: number;
}

export interface OrgUser { id: number; name: string; nick_name: string | null; org_id: number | null }

export interface OrganizationAnswer { list: OrgUnit[]; total: number; users: OrgUser[] }
