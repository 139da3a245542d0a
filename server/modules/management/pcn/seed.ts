// Demo PCNs: notices of the demo manufacturers over their own parts, two confirmed, three drafts
// (one an end of life with a last-time-buy date).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

type Row = Record<string, unknown>;
const PCNS = [
  { no: 'PCN-20260812-01', type: 'assembly_site', title: 'Additional assembly site: Clark, Philippines', notice: '2026-08-12', effective: '2026-11-12', ltb: null, status: 'confirmed' },
  { no: 'PCN-20260903-02', type: 'packing', title: 'Reel label layout updated (2D barcode added)', notice: '2026-09-03', effective: '2026-10-03', ltb: null, status: 'confirmed' },
  { no: 'PCN-20261015-03', type: 'fab_site', title: 'Wafer fab transfer to 300 mm line', notice: '2026-10-15', effective: '2027-01-15', ltb: null, status: 'draft' },
  { no: 'EOL-20261102-04', type: 'eol', title: 'Discontinuation of legacy LDO family', notice: '2026-11-02', effective: '2027-05-02', ltb: '2027-02-01', status: 'draft' },
  { no: 'PCN-20261120-05', type: 'datasheet', title: 'Datasheet rev. D: thermal resistance corrected', notice: '2026-11-20', effective: '2026-12-20', ltb: null, status: 'draft' },
];

export async function seedPcns(db: Kysely<DB>): Promise<void> {
  const makers = (await sql<{ id: number }>`select distinct manufacturer_id as id from material order by 1 limit 5`.execute(db)).rows;
  if (!makers.length) return;
  const dyn = db as unknown as Kysely<Record<string, Row>>;
  for (const [k, p] of PCNS.entries()) {
    const maker = makers[k % makers.length].id;
    const parts = (await sql<{ id: number }>`select id from material where manufacturer_id = ${maker} order by id offset ${k} limit 4`.execute(db)).rows;
    const confirmed = p.status === 'confirmed';
    const [head] = await dyn
      .insertInto('pcn')
      .values({ pcn_no: p.no, manufacturer_id: maker, change_type: p.type, title: p.title, notice_date: p.notice, effective_date: p.effective, last_buy_date: p.ltb, status: p.status,
        description: `${p.title}. Form, fit and function unchanged; qualification report available on request.`,
        confirmed_by: confirmed ? 'op' : null, confirmed_at: confirmed ? `${p.notice}T09:30:00Z` : null, created_by: 'seed', updated_by: 'seed' })
      .returning('id')
      .execute();
    if (!parts.length) continue;
    await dyn
      .insertInto('pcn_part')
      .values(parts.map((m, i) => ({ pcn_id: head.id, material_id: m.id, replacement_id: p.type === 'eol' && i === 0 && parts[1] ? parts[parts.length - 1].id : null, remark: i === 0 ? 'Customer approval needed' : null, created_by: 'seed' })))
      .execute();
  }
}
