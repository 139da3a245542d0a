// The notices' status is read-only for clients (it moves through the status call): a new notice, from a
// form or an import, starts pending.
import type { FeatureMigration } from '../../../db/featureMigration';

export const bangtaiMigrations: FeatureMigration[] = [
  {
    name: 'feature bangtai: notice status defaults',
    statements: [
      `alter table bangtai_inbound alter column status set default 'pending'`,
      `alter table bangtai_outbound alter column status set default 'pending'`,
      // Stock never goes below zero, whatever writes it.
      `alter table bangtai_instock add constraint bangtai_instock_qty_not_negative check (qty >= 0)`,
    ],
  },
];
