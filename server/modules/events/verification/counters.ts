// What waits in each verification queue (GET /api/v1/counter/dataset), for callers allowed the queue.
import { sql } from 'kysely';
import { ecDraft, materialDraft } from '../../../../src/resources/events/verification/model';
import type { DatasetCounter } from '../../../system/datasetCounters';

const pending = (table: string): DatasetCounter['count'] => async (db) =>
  Number((await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)} where status = 'pending'`.execute(db)).rows[0].n);

export const verificationCounters: DatasetCounter[] = [
  { field: 'material_draft_count', access: materialDraft.access, count: pending(materialDraft.name) },
  { field: 'end_customer_draft_count', access: ecDraft.access, count: pending(ecDraft.name) },
];
