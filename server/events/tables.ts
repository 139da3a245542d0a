// The event log's before and after are kept as the JSON text they were written as (`json`, not
// `jsonb`): events are written on every change and read whole, never searched inside, and a 500-line
// order's event cost 2 ms to convert to jsonb and compress with pglz, against 0.4 ms as json with lz4
// (docs/decisions.md, "One round trip for the price check; the event log as json; ..."). lz4 where
// the server has it (PostgreSQL built with it).
import type { FeatureMigration } from '../db/featureMigration';

export const eventsJsonMigration: FeatureMigration = {
  name: 'events-json-v1',
  statements: [
    `alter table events alter column before type json using before::json, alter column after type json using after::json`,
    `do $$ begin
       if exists (select 1 from pg_settings where name = 'default_toast_compression' and 'lz4' = any(enumvals)) then
         alter table events alter column before set compression lz4, alter column after set compression lz4;
       end if;
     end $$`,
  ],
};
