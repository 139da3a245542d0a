// The PSI at its size (issue 26): 5,000 rows x 52 weeks (one BG's two forecast versions of 5,000 items,
// a backlog of 5,000 lines), on a scratch PostgreSQL database with the demo data.
//   API: a page (size 10) and every row (size 999999) against the raw SQL of the same aggregation,
//        run straight on the database (aim: within 2x);
//   export: the spreadsheet of every row against the raw query plus a SheetJS write of its cells (2x);
//   browser (with STATIC_DIR, a build): the 5,000 rows on one page of the grid: time to interactive
//        (navigation to the grid answering a key, aim 1.5 s), scrolling frames per second (55) and
//        DOM cells against the cells in view (2x). Medians; the machine is shared, so under load.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres STATIC_DIR=/tmp/dist npx tsx bench/psi/psi.ts [rows=5000]
//   (PSI_BENCH=browser: the browser's figures only)
import { sql, type Kysely } from 'kysely';
import * as XLSX from 'xlsx';
import { weekStart } from '../../src/contract/psi/engine';
import type { DB } from '../../server/db/types';
import { businessToday } from '../../server/time/businessDay';
import { queryPsiPage } from '../../server/modules/distribute/psi/query';
import { resolveSources } from '../../server/modules/distribute/psi/sources';
import type { PsiQuery } from '../../server/modules/distribute/psi/params';
import { benchDatabase, BENCH_PASSWORD } from '../lib/materials';
import { signIn, startServerProcess } from '../lib/serverProcess';
import { median, ratio, timeSideBySide } from '../lib/timing';
import { browserBench } from './grid';

const ROWS = Number(process.argv[2] ?? 5000);
const RUNS = 7;

/** One BG ("BENCH") with two NonCF forecast versions of ROWS items x 52 weeks and a backlog of ROWS lines. */
export async function fill(db: Kysely<DB>, rows: number) {
  const monday = weekStart(businessToday());
  await sql`insert into bg (code, name, status, created_by, updated_by) values ('BENCH', 'Bench BG', 'active', 'bench', 'bench')`.execute(db);
  await sql`insert into forecast (family, bg_id, forecast_date, no, version_no, source, created_by, updated_by)
    select 'noncf', (select id from bg where code = 'BENCH'), ${monday}::date - 7 * (2 - v), 'BENCH-V' || v, v, 'import', 'bench', 'bench' from generate_series(1, 2) v`.execute(db);
  await sql`insert into forecast_item (forecast_id, line_no, cpn, material_id, mpn, manufacturer_id, mpq, sloc_id, plant, ec_code, ec_name, biz_type, created_by, updated_by)
    select f.id, i, 'BCPN' || lpad(i::text, 6, '0'), m.id, m.mpn, m.manufacturer_id, 100, s.id, s.plant, 'EC-B' || (i % 50), 'Bench end customer ' || (i % 50), 'EMS', 'bench', 'bench'
    from forecast f cross join generate_series(1, ${rows}) i
    join lateral (select id, mpn, manufacturer_id from material order by id offset (i % (select count(*) from material)) limit 1) m on true
    join lateral (select id, plant from sloc order by id offset (i % (select count(*) from sloc)) limit 1) s on true
    where f.no like 'BENCH-V%'`.execute(db);
  await sql`insert into forecast_qty (item_id, forecast_id, week_start, qty)
    select i.id, i.forecast_id, ${monday}::date + 7 * w, ((i.line_no * 7 + w * 13 + f.version_no) % 20) * 100
    from forecast_item i join forecast f on f.id = i.forecast_id cross join generate_series(0, 51) w where f.no like 'BENCH-V%'`.execute(db);
  await sql`insert into backlog (family, no, backlog_date, created_by, updated_by) values ('noncf', 'BLK-BENCH', ${monday}::date + 1, 'bench', 'bench')`.execute(db);
  await sql`insert into backlog_line (backlog_id, line_no, material_id, cpn, mpn, qty, request_date, esd, forecast_item_id, bg_id, created_by, updated_by)
    select (select id from backlog where no = 'BLK-BENCH'), i.line_no, i.material_id, i.cpn, i.mpn, 500 + (i.line_no % 7) * 100,
      ${monday}::date + (i.line_no % 20) * 7, ${monday}::date + 14 + (i.line_no % 30) * 7, i.id, f.bg_id, 'bench', 'bench'
    from forecast_item i join forecast f on f.id = i.forecast_id where f.no = 'BENCH-V2'`.execute(db);
  await sql`analyze`.execute(db);
}

async function main() {
  const scratch = await benchDatabase();
  const db = scratch.database.db;
  const server = await startServerProcess({ DATABASE_URL: scratch.url, STATIC_DIR: process.env.STATIC_DIR ?? '/nonexistent', SEED_DEMO: 'false' });
  try {
    await fill(db, ROWS);
    const token = await signIn(server.url, 'op', BENCH_PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const q: PsiQuery = { date: businessToday(), rule: 5, page: 1, size: 10, bg: 'BENCH', type: 'json', synchronization: false, realtimeInventory: true, period: 'week', order: 'asc', weekCount: 16 };
    const raw = async (size: number) => queryPsiPage(db, await resolveSources(db, 'en-US', 'noncf', false, { ...q, size }), { ...q, size });
    const api = async (query: string) => {
      const res = await fetch(`${server.url}/api/v1/backlog/psi?bg=BENCH&${query}`, { headers });
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
      return res.json();
    };
    const total = (await raw(1))[0]?.total;
    console.log(`PSI bench: ${total} rows x 52 weeks (load ${(await import('node:os')).loadavg()[0].toFixed(1)})`);

    const apiToo = process.env.PSI_BENCH !== 'browser';
    if (apiToo) {
      const [apiPage, rawPage] = await timeSideBySide(() => api('size=10'), () => raw(10), RUNS);
      console.log(`page of 10:    API ${apiPage.toFixed(0)} ms, raw SQL ${rawPage.toFixed(0)} ms, ratio ${ratio(apiPage, rawPage)} (aim <= 2x)`);
      const [apiAll, rawAll] = await timeSideBySide(() => api('size=999999'), () => raw(999999), 3, 1);
      console.log(`every row:     API ${apiAll.toFixed(0)} ms, raw SQL ${rawAll.toFixed(0)} ms, ratio ${ratio(apiAll, rawAll)} (aim <= 2x)`);

      const exportApi = async () => {
        const res = await fetch(`${server.url}/api/v1/backlog/export/psi?bg=BENCH`, { headers });
        if (!res.ok) throw new Error(`${res.status}`);
        return res.arrayBuffer();
      };
      const exportRaw = async () => {
        const rows = await raw(999999);
        const aoa = rows.map((r) => [r.CPN, r.MPN, r.Manufacturer, r.BG, r.BU, r.EC_Code, r.Plant, r.SLOC, r.on_hands, r.on_ways, ...(r.cells ?? []).filter((c) => c.b === 'c').map((c) => Number(c.d))]);
        const book = XLSX.utils.book_new();
        XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'PSI');
        return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
      };
      const [apiExport, rawExport] = await timeSideBySide(exportApi, exportRaw, 3, 1);
      console.log(`export:        API ${apiExport.toFixed(0)} ms, raw query + SheetJS write ${rawExport.toFixed(0)} ms, ratio ${ratio(apiExport, rawExport)} (aim <= 2x)`);
    }

    if (process.env.STATIC_DIR) {
      const b = await browserBench(server.url, ROWS);
      console.log(`browser:       time to interactive median ${median(b.tti).toFixed(0)} ms (aim <= 1500) of ${b.tti.map((t) => t.toFixed(0)).join(', ')}`);
      console.log(`               every line of the page in the grid median ${median(b.full).toFixed(0)} ms of ${b.full.map((t) => t.toFixed(0)).join(', ')}`);
      console.log(`               scrolling median ${median(b.fps).toFixed(1)} fps (aim >= 55) of ${b.fps.map((f) => f.toFixed(1)).join(', ')}`);
      console.log(`               DOM cells ${b.cells} for ${b.visible} in view: ${ratio(b.cells, b.visible)} (aim <= 2x)`);
    }
  } finally {
    await server.stop();
    await scratch.drop();
  }
}

if (process.argv[1]?.endsWith("psi.ts")) void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
