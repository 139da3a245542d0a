// A forecast spreadsheet (POST {family base}/import?bg_id=&forecast_date=): one row per item (Site,
// Hub, Plant, SLOC, CPN, MPN, MPQ, BU, EC code, EC name, Biz type, VSR, Supplier, Remark) and one
// column per week, headed by the week's Monday (a date cell or YYYY-MM-DD). Read by the import
// machinery (upload checks, SheetJS, problems by row); every problem of the file is listed and nothing
// is written then; else the rows become a new version of the BG's forecast in one transaction.
import { sql } from 'kysely';
import type { Locale } from '../../../../src/schema';
import type { Family } from '../../../../src/resources/distribute/forecast/model/wire';
import type { FeatureContext } from '../../../featureContext';
import type { UploadedFile } from '../../../http/multipartBody';
import { ImportProblems } from '../../../importExport/problems';
import { cellValue, readSheet, type CellValue } from '../../../importExport/readSheet';
import { checkUpload } from '../../../importExport/uploadCheck';
import { writeTransaction } from '../../../db/retry';
import { addVersion } from './queries';
import { fText } from './words';

/** Header words (English or Chinese, any case) -> item column; caps in UTF-8 bytes (plant 30, truncated). */
const COLUMNS: Record<string, { field: string; max: number }> = {
  site: { field: 'site_code', max: 30 }, 'site code': { field: 'site_code', max: 30 }, 站点: { field: 'site_code', max: 30 },
  hub: { field: 'hub_code', max: 30 }, 'hub code': { field: 'hub_code', max: 30 }, hub仓: { field: 'hub_code', max: 30 },
  plant: { field: 'plant', max: 30 }, 工厂: { field: 'plant', max: 30 },
  sloc: { field: 'sloc', max: 30 }, 库位: { field: 'sloc', max: 30 },
  cpn: { field: 'cpn', max: 60 }, 客户料号: { field: 'cpn', max: 60 },
  mpn: { field: 'mpn', max: 60 }, 原厂料号: { field: 'mpn', max: 60 },
  mpq: { field: 'mpq', max: 30 }, 最小包装量: { field: 'mpq', max: 30 },
  bu: { field: 'bu', max: 40 }, 事业部: { field: 'bu', max: 40 },
  'ec code': { field: 'ec_code', max: 40 }, ec_code: { field: 'ec_code', max: 40 }, 'ec 代码': { field: 'ec_code', max: 40 },
  'ec name': { field: 'ec_name', max: 200 }, ec_name: { field: 'ec_name', max: 200 }, 'ec 名称': { field: 'ec_name', max: 200 },
  'biz type': { field: 'biz_type', max: 20 }, biz_type: { field: 'biz_type', max: 20 }, 业务类型: { field: 'biz_type', max: 20 },
  vsr: { field: 'vsr', max: 10 },
  supplier: { field: 'supplier', max: 100 }, 供应商: { field: 'supplier', max: 100 },
  remark: { field: 'remark', max: 250 }, 备注: { field: 'remark', max: 250 },
};

const DAY = 86_400_000;
/** A week column's Monday from its header: a date cell (Excel serial) or text YYYY-MM-DD / YYYY/MM/DD. */
export function weekOf(v: CellValue, date1904: boolean): string | undefined {
  let d: Date | undefined;
  if (typeof v === 'number' && v > 20000 && v < 80000) d = new Date(Date.UTC(date1904 ? 1904 : 1899, date1904 ? 0 : 11, date1904 ? 1 : 30) + Math.round(v) * DAY);
  else if (typeof v === 'string') {
    const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(T.*)?$/.exec(v.trim());
    if (m) d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  }
  if (!d || Number.isNaN(d.getTime())) return undefined;
  return d.toISOString().slice(0, 10);
}

/** Cut to `max` UTF-8 bytes (the spec's plant/import caps truncate). */
function cut(s: string, max: number): string {
  let out = s;
  while (Buffer.byteLength(out, 'utf8') > max) out = out.slice(0, -1);
  return out;
}

interface Row { row: number; fields: Record<string, string | null>; weeks: [string, string][] }

export async function importForecastSheet(ctx: FeatureContext, family: Family, bgId: number, date: string, file: UploadedFile, user: string, locale: Locale) {
  const sheet = readSheet(file.data, checkUpload(file, locale), locale);
  const problems = new ImportProblems(locale);
  const cols = new Map<number, { field: string; max: number }>();
  const weeks = new Map<number, string>();
  sheet.header.forEach((cell, i) => {
    const v = cellValue(cell);
    const known = COLUMNS[String(v ?? '').trim().toLowerCase()];
    if (known) return void cols.set(i, known);
    const w = weekOf(v, sheet.date1904);
    if (w === undefined) return;
    if (new Date(`${w}T00:00:00Z`).getUTCDay() !== 1) problems.add(1, `week.${i + 1}`, fText(locale, 'badWeek', { field: String(v), value: w }));
    else weeks.set(i, w);
  });
  if (![...cols.values()].some((c) => c.field === 'mpn')) problems.add(1, 'mpn', fText(locale, 'required', { field: 'MPN' }));
  if (weeks.size === 0) problems.add(1, 'weeks', fText(locale, 'noWeeks'));
  const rows: Row[] = [];
  for (const r of sheet.rows) {
    const fields: Record<string, string | null> = {};
    for (const [i, c] of cols) {
      const v = cellValue(r.cells[i]);
      fields[c.field] = v === null || String(v).trim() === '' ? null : cut(String(v).trim(), c.max);
    }
    if (!fields.mpn) problems.add(r.number, 'mpn', fText(locale, 'required', { field: 'MPN' }));
    if (fields.mpq != null && !(/^\d+(\.\d{1,3})?$/.test(fields.mpq.replace(/,/g, '')) && Number(fields.mpq.replace(/,/g, '')) > 0))
      problems.add(r.number, 'mpq', fText(locale, 'badInt', { field: 'MPQ', min: 1 }));
    const w: [string, string][] = [];
    for (const [i, week] of weeks) {
      const v = cellValue(r.cells[i]);
      if (v === null || String(v).trim() === '') continue;
      const s = typeof v === 'number' ? String(v) : String(v).replace(/[,\s]/g, '');
      if (!/^\d{1,17}(\.\d{1,3})?$/.test(s)) problems.add(r.number, week, fText(locale, 'badQty', { field: week }));
      else w.push([week, s]);
    }
    rows.push({ row: r.number, fields, weeks: w });
  }
  if (rows.length === 0) problems.add(2, 'mpn', fText(locale, 'noSheetRows'));
  if (problems.any) throw problems.toError();
  return writeTransaction(ctx.db, async (trx) => {
    const id = await addVersion(trx, family, bgId, date, user, 'import', null, false);
    await sql`update forecast set file_name = ${file.filename} where id = ${id}`.execute(trx);
    const f = (k: string) => rows.map((r) => r.fields[k] ?? null);
    await sql`insert into forecast_item (forecast_id, line_no, site_code, hub_code, plant, sloc_id, cpn, material_id, mpn, manufacturer_id, mpq, bu_id,
        ec_code, ec_name, biz_type, vsr, supplier, remark, created_by, updated_by)
      select ${id}, t.n, t.site, t.hub, coalesce(t.plant, s.plant), s.id, t.cpn, m.id, t.mpn, m.manufacturer_id, coalesce(replace(t.mpq, ',', '')::numeric, m.mpq, 1),
        b.id, t.ec_code, t.ec_name, t.biz, lower(coalesce(t.vsr, '')) in ('y', 'yes', 'true', '1', '是'), t.supplier, t.remark, ${user}, ${user}
      from unnest(${f('site_code')}::text[], ${f('hub_code')}::text[], ${f('plant')}::text[], ${f('sloc')}::text[], ${f('cpn')}::text[], ${f('mpn')}::text[],
          ${f('mpq')}::text[], ${f('bu')}::text[], ${f('ec_code')}::text[], ${f('ec_name')}::text[], ${f('biz_type')}::text[], ${f('vsr')}::text[],
          ${f('supplier')}::text[], ${f('remark')}::text[])
        with ordinality as t(site, hub, plant, sloc, cpn, mpn, mpq, bu, ec_code, ec_name, biz, vsr, supplier, remark, n)
      left join material m on m.mpn = t.mpn left join sloc s on s.code = t.sloc left join bu b on b.code = t.bu`.execute(trx);
    const items = rows.flatMap((r, i) => r.weeks.map(([w, q]) => [i + 1, w, q] as const));
    await sql`insert into forecast_qty (item_id, forecast_id, week_start, qty)
      select i.id, ${id}, t.w::date, t.q::numeric from unnest(${items.map((x) => x[0])}::int[], ${items.map((x) => x[1])}::text[], ${items.map((x) => x[2])}::text[]) as t(n, w, q)
      join forecast_item i on i.forecast_id = ${id} and i.line_no = t.n`.execute(trx);
    return { id, inserted: rows.length, updated: 0, total: rows.length };
  });
}
