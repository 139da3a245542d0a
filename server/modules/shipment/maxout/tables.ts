// The max-out rows are a view (definition in src/modules/shipment/maxout/model/maxout.ts): the declared
// resource's table is replaced by it once, so the generic list, filters, sort and export read it as a
// table, and the declaration's empty write rule refuses every write.
import type { FeatureMigration } from '../../../db/featureMigration';

export const maxoutMigrations: FeatureMigration[] = [
  {
    name: 'feature orders: maxout view',
    statements: [
      `drop table maxout`,
      `create view maxout as
       with demand as (
         select material_id, sum(qty) as qty, min(created_at) as created_at, max(updated_at) as updated_at
         from pre_po where status = 'open' group by material_id
       ), po as (
         select material_id, sum(qty) as qty, sum(bound_qty) as bound, max(updated_at) as updated_at
         from purchase_order where status = 'open' group by material_id
       ), stock as (
         select material_id, sum(on_hand_qty) as qty from inventory group by material_id
       ), pos as (
         select d.material_id, d.qty as demand_qty, coalesce(p.qty, 0) as po_open_qty, coalesce(p.bound, 0) as po_bound_qty,
                coalesce(s.qty, 0)::numeric(20, 3) as on_hand_qty,
                d.created_at, greatest(d.updated_at, p.updated_at) as updated_at
         from demand d left join po p on p.material_id = d.material_id left join stock s on s.material_id = d.material_id
       )
       -- The row's times are those of the orders behind it, so reading it twice gives the same row.
       select x.material_id as id, 1 as version, x.created_at, x.updated_at,
              null::text as created_by, null::text as updated_by,
              x.material_id, m.mpn, mf.name as manufacturer,
              x.demand_qty::bigint as demand_qty, x.po_open_qty::bigint as po_open_qty, x.po_bound_qty::bigint as po_bound_qty,
              x.on_hand_qty, (x.on_hand_qty + x.po_open_qty - x.po_bound_qty)::numeric(20, 3) as free_qty,
              (x.demand_qty - (x.on_hand_qty + x.po_open_qty - x.po_bound_qty))::numeric(20, 3) as maxout_qty
       from pos x join material m on m.id = x.material_id join manufacturer mf on mf.id = m.manufacturer_id
       where x.demand_qty > x.on_hand_qty + x.po_open_qty - x.po_bound_qty`,
    ],
  },
];
