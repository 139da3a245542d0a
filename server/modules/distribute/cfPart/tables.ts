// The CF parts' send history (not a declaration: written only by the send), and the trigger that
// marks a sent part "changed" when a field the hubs read changes.
import type { FeatureMigration } from '../../../db/featureMigration';

export const cfPartMigrations: FeatureMigration[] = [
  {
    name: 'feature cf_part: send history and changed mark',
    statements: [
      `create table if not exists cf_part_history (
        id bigserial primary key,
        batch_no text not null,
        cf_part_id bigint references cf_part(id) on delete set null,
        bg_code text, cpn text not null, mpn text not null, sa_no text, plant text not null, hub_code text,
        mpq bigint not null, safety_weeks bigint, action text not null,
        sent_by text not null, sent_at timestamptz not null default now())`,
      `create index if not exists cf_part_history_sent on cf_part_history (sent_at desc, id desc)`,
      `create index if not exists cf_part_history_part on cf_part_history (cf_part_id)`,
      `create or replace function cf_part_mark_changed() returns trigger language plpgsql as $$
        begin
          if old.send_status = 'sent' and new.send_status = 'sent'
             and (new.bg_id, new.cpn, new.material_id, new.sa_id, new.plant, new.hub_code, new.mpq, new.safety_weeks, new.status)
                 is distinct from (old.bg_id, old.cpn, old.material_id, old.sa_id, old.plant, old.hub_code, old.mpq, old.safety_weeks, old.status) then
            new.send_status := 'changed';
          end if;
          return new;
        end $$`,
      `drop trigger if exists cf_part_mark_changed on cf_part`,
      `create trigger cf_part_mark_changed before update on cf_part for each row execute function cf_part_mark_changed()`,
    ],
  },
];
