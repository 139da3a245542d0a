// sa_list_draft_count of GET /api/v1/counter/dataset: SA drafts waiting at /events/SAVerify.
import { sql } from 'kysely';
import { saDraft } from '../../../../src/resources/distribute/sa/model';
import type { DatasetCounter } from '../../../system/datasetCounters';

export const saCounters: DatasetCounter[] = [
  {
    field: 'sa_list_draft_count',
    access: saDraft.access,
    count: async (db) => Number((await sql<{ n: string }>`select count(*)::text as n from sa_draft where status = 'pending'`.execute(db)).rows[0].n),
  },
];
