// Bench materials: a migrated, demo-seeded scratch database and N generated materials, loaded fast
// (generate_series inside PostgreSQL; loading is not what the benches measure). The same
// deterministic rows are available in JS for building an import file.
import { sql, type Kysely } from 'kysely';
import { resources } from '../../src/resources/declarations';
import type { DB } from '../../server/db/types';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed';
import { scratchDatabase, type ScratchDatabase } from './scratchDb';
import { serverModules } from '../../server/app';

export const BENCH_PASSWORD = 'bench';
/** created_by of every generated row, so a list filter (`created_by=bench`) selects exactly them. */
export const BENCH_USER = 'bench';

const PACKAGES = ['QFN-32', 'SOT-23-5', '0603', '0402', 'SOIC-8', 'TSSOP-20', 'LQFP-64', 'BGA-256', 'DFN-8', 'TO-220'];
const LIFECYCLES = ['active', 'active', 'active', 'nrnd', 'eol', 'preview', 'obsolete'];
const CURRENCIES = ['USD', 'CNY', 'EUR', 'JPY'];

/** A scratch PostgreSQL database with the tables and the demo data (accounts, manufacturers...). */
export async function benchDatabase(): Promise<ScratchDatabase & { url: string }> {
  const scratch = await scratchDatabase({ postgresOnly: true });
  await migrate(scratch.database.db, resources, serverModules);
  await seedDemo(scratch.database.db, resources, serverModules, BENCH_PASSWORD);
  return scratch as ScratchDatabase & { url: string };
}

export const benchMpn = (prefix: string, i: number) => `${prefix}${String(i).padStart(8, '0')}`;

/** Inserts materials prefix00000000 .. prefix(N-1), spread over every manufacturer and product line. */
export async function loadMaterials(db: Kysely<DB>, count: number, prefix = 'BM'): Promise<void> {
  const step = 250_000;
  for (let from = 0; from < count; from += step) {
    const to = Math.min(count, from + step) - 1;
    await sql`
      insert into material (mpn, cpn, manufacturer_id, product_line_id, description, package, mpq, moq, lead_time_weeks,
        lifecycle, rohs, hts_code, eccn, unit_weight_g, standard_cost, currency, status, remark, created_by, updated_by)
      select ${prefix} || lpad(i::text, 8, '0'),
        case when i % 5 = 0 then 'CPN-' || i end,
        m.ids[1 + i % array_length(m.ids, 1)],
        p.ids[1 + (i / 7) % array_length(p.ids, 1)],
        'Bench part ' || ((i::bigint * 7919) % ${count}),
        (${PACKAGES}::text[])[1 + i % ${PACKAGES.length}],
        1000 * (1 + i % 5), case when i % 3 = 0 then 500 end, i % 53,
        (${LIFECYCLES}::text[])[1 + i % ${LIFECYCLES.length}],
        i % 9 <> 0, '8542.39.0001', 'EAR99', (i % 1000) / 100.0, (i % 10000) / 1000.0,
        (${CURRENCIES}::text[])[1 + i % ${CURRENCIES.length}],
        case when i % 13 = 0 then 'inactive' else 'active' end,
        null, ${BENCH_USER}, ${BENCH_USER}
      from generate_series(${from}::int, ${to}::int) as i,
        (select array_agg(id order by id) as ids from manufacturer) m,
        (select array_agg(id order by id) as ids from product_line) p`.execute(db);
  }
  await sql`analyze material`.execute(db);
}

export interface Keyed {
  id: number;
  code: string;
}

export async function referenceKeys(db: Kysely<DB>): Promise<{ manufacturers: Keyed[]; productLines: Keyed[] }> {
  const read = (table: string) => sql<Keyed>`select id::int as id, code from ${sql.table(table)} order by id`.execute(db).then((r) => r.rows);
  return { manufacturers: await read('manufacturer'), productLines: await read('product_line') };
}

/** One generated material as field values; references as the referenced record (id and code). */
export function materialRow(i: number, prefix: string, refs: { manufacturers: Keyed[]; productLines: Keyed[] }) {
  return {
    mpn: benchMpn(prefix, i),
    cpn: i % 5 === 0 ? `CPN-${i}` : null,
    manufacturer: refs.manufacturers[i % refs.manufacturers.length],
    product_line: refs.productLines[Math.floor(i / 7) % refs.productLines.length],
    description: `Bench part ${i}`,
    package: PACKAGES[i % PACKAGES.length],
    mpq: 1000 * (1 + (i % 5)),
    moq: i % 3 === 0 ? 500 : null,
    lead_time_weeks: i % 53,
    lifecycle: LIFECYCLES[i % LIFECYCLES.length],
    rohs: i % 9 !== 0,
    hts_code: '8542.39.0001',
    eccn: 'EAR99',
    unit_weight_g: (i % 1000) / 100,
    standard_cost: (i % 10000) / 1000,
    currency: CURRENCIES[i % CURRENCIES.length],
    status: i % 13 === 0 ? 'inactive' : 'active',
    remark: null as string | null,
  };
}
