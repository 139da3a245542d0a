// The landed charge of a spot order, computed by the database in numeric (exact decimals): each
// line's amount rounded to cents, handling and duty on the goods, tax on goods + fees + freight.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { Charge } from '../../../../src/resources/shipment/spotMarket/model/wire';

export async function calCharge(db: Kysely<DB>, id: number): Promise<Charge | undefined> {
  const head = (
    await sql<Omit<Charge, 'lines'>>`with g as (select coalesce(sum(round(qty * unit_price, 2)), 0) as goods from spot_market_item where spot_market_id = ${id}),
      c as (select s.id, s.spot_no, s.currency, g.goods, coalesce(s.handling_rate, 0) as hr, coalesce(s.duty_rate, 0) as dr, coalesce(s.tax_rate, 0) as tr,
                   coalesce(s.freight, 0) as freight, round(g.goods * coalesce(s.handling_rate, 0) / 100, 2) as handling,
                   round(g.goods * coalesce(s.duty_rate, 0) / 100, 2) as duty
            from spot_market s, g where s.id = ${id}),
      t as (select c.*, round((goods + handling + duty + freight) * tr / 100, 2) as tax from c)
      select id::int as id, spot_no, currency, goods::text as goods, trim_scale(hr)::text as handling_rate, handling::text as handling,
             trim_scale(dr)::text as duty_rate, duty::text as duty, round(freight, 2)::text as freight, trim_scale(tr)::text as tax_rate, tax::text as tax,
             (goods + handling + duty + round(freight, 2) + tax)::text as total
      from t`.execute(db)
  ).rows[0];
  if (!head) return undefined;
  const lines = (
    await sql<Charge['lines'][number]>`select i.line_no::int as line_no, m.mpn, i.qty::text as qty, trim_scale(i.unit_price)::text as unit_price, round(i.qty * i.unit_price, 2)::text as amount
      from spot_market_item i join material m on m.id = i.material_id where i.spot_market_id = ${id} order by i.line_no, i.id`.execute(db)
  ).rows;
  return { ...head, lines };
}
