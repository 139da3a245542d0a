// What waits for a user's price-draft audits: drafts in the state of each audit level the user holds.
// The same count answers the user's `auditCount` (the menu badge) and the dataset counter.
import { sql, type Kysely } from 'kysely';
import { AUDIT_01, AUDIT_02, AUDIT_LEVELS } from '../../../../src/resources/management/priceDraft/model/priceDraftRules';
import { hasPermission } from '../../../../src/schema';
import type { UserInfo } from '../../../auth/principal';
import type { DB } from '../../../db/types';
import type { DatasetCounter } from '../../../system/datasetCounters';

export async function draftsToAudit(db: Kysely<DB>, user: UserInfo): Promise<number> {
  const states = AUDIT_LEVELS.filter((l) => hasPermission(user, l.permission)).map((l) => l.waiting);
  if (!states.length) return 0;
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from price_draft where status in (${sql.join(states)})`.execute(db);
  return Number(rows[0].n);
}

export const auditDraftCounter: DatasetCounter = {
  field: 'price_table_audit_draft_count',
  access: { permissions: [AUDIT_01, AUDIT_02] },
  count: draftsToAudit,
};
