import type { FeatureMigration } from '../../../db/featureMigration';

export const vendorRatioMigrations: FeatureMigration[] = [
  {
    // The audit fields are read-only for clients (src/modules/basic/hr/model/vendorRatio.ts); every path that
    // writes a ratio (generic POST/PUT, the grid's bulk save, imports) gets the same two rules here:
    // a new ratio is pending review, and a ratio whose vendor, period or value changes is pending again.
    name: 'feature master: vendor_ratio audit guard',
    statements: [
      `update vendor_ratio set audit_status = '1' where audit_status is null`,
      `alter table vendor_ratio alter column audit_status set default '1'`,
      `create function vendor_ratio_back_to_pending() returns trigger language plpgsql as $$
       begin
         if (new.vendor_id, new.period, new.ratio) is distinct from (old.vendor_id, old.period, old.ratio) then
           new.audit_status := '1';
           new.audit_memo := null;
         end if;
         return new;
       end $$`,
      `create trigger vendor_ratio_back_to_pending before update on vendor_ratio
         for each row execute function vendor_ratio_back_to_pending()`,
    ],
  },
];
