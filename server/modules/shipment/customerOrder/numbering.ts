// The database fills an order's number and date when a write leaves them empty, whatever the path
// (the generic create and lines save, the batch call, my orders): one counter per prefix, one trigger
// function for the three order tables (src/modules/shipment/customerOrder/model/numbering.ts says the
// rule). On update an empty number or date keeps the stored one: a number once given is never lost.
import { BUSINESS_TIME_ZONE, type OrderNumbering } from '../../../../src/resources/shipment/customerOrder/model/numbering';
import type { FeatureMigration } from '../../../db/featureMigration';

const shared = [
  `create table order_number_counter (prefix text primary key, last bigint not null)`,
  `create function business_day() returns date language sql stable as $$ select (now() at time zone '${BUSINESS_TIME_ZONE}')::date $$`,
  // The counter row is locked by its update until the order's transaction ends: two creates never share a serial.
  `create function next_order_number(p_prefix text, p_table text, p_column text) returns text language plpgsql as $$
   declare
     n bigint;
     candidate text;
     taken boolean;
   begin
     if not exists (select 1 from order_number_counter where prefix = p_prefix) then
       execute format('select coalesce(max(right(%I, 6)::bigint), 0) from %I where %I ~ ''[0-9]{6}$''', p_column, p_table, p_column) into n;
       insert into order_number_counter (prefix, last) values (p_prefix, n) on conflict (prefix) do nothing;
     end if;
     loop
       update order_number_counter set last = last + 1 where prefix = p_prefix returning last into n;
       candidate := p_prefix || '-' || to_char(business_day(), 'YYYY') || '-' || lpad(n::text, greatest(6, length(n::text)), '0');
       execute format('select exists (select 1 from %I where %I = $1)', p_table, p_column) into taken using candidate;
       exit when not taken;
     end loop;
     return candidate;
   end $$`,
  // tg_argv: prefix, number column, date column.
  `create function order_number_and_date() returns trigger language plpgsql as $$
   declare
     num text := nullif(btrim(to_jsonb(new) ->> tg_argv[1]), '');
     day text := to_jsonb(new) ->> tg_argv[2];
     fill jsonb := '{}';
   begin
     if tg_op = 'UPDATE' then
       if num is null then fill := fill || jsonb_build_object(tg_argv[1], to_jsonb(old) ->> tg_argv[1]); end if;
       if day is null then fill := fill || jsonb_build_object(tg_argv[2], to_jsonb(old) ->> tg_argv[2]); end if;
     else
       if day is null then fill := fill || jsonb_build_object(tg_argv[2], business_day()); end if;
       if num is null then fill := fill || jsonb_build_object(tg_argv[1], next_order_number(tg_argv[0], tg_table_name, tg_argv[1])); end if;
     end if;
     if fill <> '{}' then new := jsonb_populate_record(new, fill); end if;
     return new;
   end $$`,
];

/** The trigger that gives one order table its number and date. */
export const orderNumberingTrigger = (n: OrderNumbering) =>
  `create trigger ${n.table}_number_and_date before insert or update of ${n.numberField}, ${n.dateField} on ${n.table}
     for each row execute function order_number_and_date('${n.prefix}', '${n.numberField}', '${n.dateField}')`;

/** The counter and functions (this module's migration, before any order table's trigger). */
export const orderNumberingMigration = (tables: OrderNumbering[]): FeatureMigration => ({
  name: 'feature orders: order numbers and dates by default',
  statements: [...shared, ...tables.map(orderNumberingTrigger)],
});
