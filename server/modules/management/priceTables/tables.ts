// The v1 price tables' period rule across rows (a price never overlaps another of the same key) is
// declared (`periods`) and checked in each write's transaction (server/fields/periods.ts), the same
// mechanism as the v2 price table's. The first migration below made it a constraint trigger; the
// second drops that trigger (landed migrations are never edited), keeping the key indexes.
import type { FeatureMigration } from '../../../db/featureMigration';
import { PRICE_PERIOD_KEYS } from '../../../../src/resources/management/priceTables/model/common';

const FUNCTION = `create or replace function price_period_no_overlap() returns trigger language plpgsql as $$
declare
  cond text := '';
  hit record;
  i int;
begin
  perform pg_advisory_xact_lock(hashtext(TG_TABLE_NAME), (new.material_id % 2147483647)::int);
  for i in 0 .. TG_NARGS - 1 loop
    cond := cond || format(' and t.%I is not distinct from ($1).%I', TG_ARGV[i], TG_ARGV[i]);
  end loop;
  execute format('select t.id, t.valid_from, t.valid_to from %I t where t.id <> ($1).id
      and t.valid_from <= ($1).valid_to and t.valid_to >= ($1).valid_from %s order by t.valid_from limit 1', TG_TABLE_NAME, cond)
    into hit using new;
  if hit.id is not null then
    raise exception 'price period overlaps record %', hit.id using errcode = '23P01',
      detail = format('Key (valid_from, valid_to)=(#%s: %s – %s)', hit.id, hit.valid_from, hit.valid_to);
  end if;
  return null;
end $$`;

const tableStatements = (table: string, keys: string[]) => [
  `alter table ${table} add constraint ${table}_period_order check (valid_to >= valid_from)`,
  `create index ${table}_period_key on ${table} (${keys.join(', ')}, valid_from)`,
  `create constraint trigger ${table}_no_overlap after insert or update of ${[...keys, 'valid_from', 'valid_to'].join(', ')}
     on ${table} for each row execute function price_period_no_overlap(${keys.map((k) => `'${k}'`).join(', ')})`,
];

export const priceTableMigrations: FeatureMigration[] = [
  {
    name: 'feature price tables v1: no overlapping periods',
    statements: [FUNCTION, ...Object.entries(PRICE_PERIOD_KEYS).flatMap(([table, keys]) => tableStatements(table, keys))],
  },
  {
    name: 'feature price tables v1: periods checked as declared, trigger dropped',
    statements: [...Object.keys(PRICE_PERIOD_KEYS).map((table) => `drop trigger if exists ${table}_no_overlap on ${table}`), 'drop function if exists price_period_no_overlap()'],
  },
];
