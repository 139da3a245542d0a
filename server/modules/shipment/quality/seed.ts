// Demo quality certificates (most with a small real PDF stored, a few void) and SAP purchase lines.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const TYPES = ['coc', 'coa', 'rohs', 'reach', 'test_report'];
const PLANTS = ['SZ01', 'SH02', 'HK01'];
const VENDORS = ['V10023', 'V10047', 'V20311', 'V30002'];

/** A one-page PDF naming the certificate: enough for a viewer to open. */
function demoPdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedQuality(db: Kysely<DB>): Promise<void> {
  const materials = (await sql<{ id: number; mpn: string }>`select id, mpn from material order by id limit 40`.execute(db)).rows;
  if (!materials.length) return;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < 24; i++) {
      const m = materials[i % materials.length];
      const no = `QA26${String(i + 1).padStart(4, '0')}`;
      const issued = `2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(3 + (i % 25)).padStart(2, '0')}`;
      const status = i % 11 === 10 ? 'void' : 'valid';
      const { rows } = await sql<{ id: number }>`
        insert into quality_assurance (cert_no, cert_type, material_id, lot_no, issued_on, valid_until, status, created_by, updated_by)
        values (${no}, ${TYPES[i % TYPES.length]}, ${m.id}, ${`D${2520 + (i % 12)}`}, ${issued}, ${`${2027 + (i % 2)}${issued.slice(4)}`}, ${status}, 'admin', 'admin')
        returning id`.execute(trx);
      if (i % 4 === 3) continue; // a few still wait for their document
      const data = demoPdf(`${no} ${m.mpn}`);
      const key = randomUUID();
      const name = `${no}.pdf`;
      await sql`insert into quality_assurance_file (quality_assurance_id, file_key, name, type, size, data, created_by)
        values (${rows[0].id}, ${key}, ${name}, 'application/pdf', ${data.length}, ${data}, 'admin')`.execute(trx);
      await sql`update quality_assurance set document = ${JSON.stringify({ name, size: data.length, type: 'application/pdf', key })}::jsonb where id = ${rows[0].id}`.execute(trx);
    }
    for (let i = 0; i < 60; i++) {
      const m = materials[(i * 7) % materials.length];
      const qty = 1000 * (1 + (i % 9));
      await sql`insert into sap_purchase (po_no, po_item, vendor_code, material_id, plant, qty, received_qty, unit_price, currency, doc_date, delivery_date, created_by, updated_by)
        values (${`45000${String(1200 + Math.floor(i / 3))}`}, ${10 * (1 + (i % 3))}, ${VENDORS[i % VENDORS.length]}, ${m.id}, ${PLANTS[i % PLANTS.length]}, ${qty},
                ${i % 4 === 0 ? qty : i % 4 === 1 ? qty / 2 : 0}, ${(0.12 + (i % 23) * 0.37).toFixed(4)}, ${i % 5 === 0 ? 'CNY' : 'USD'},
                ${`2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`}, ${`2026-${String(2 + (i % 10)).padStart(2, '0')}-15`}, 'admin', 'admin')`.execute(trx);
    }
  });
}
